import Testing

@testable import RecipeKit

/// A backport that calls the native API under `if #available` and falls back to a wrapper says, in
/// code, from which version the native API does the wrapper's job.
@Suite struct AvailabilityFallbackTests {
    @Test func theWrapperInTheElseBranchGetsTheNativeAPIOfTheOtherBranch() throws {
        let text = """
            # Pull to refresh before iOS 15

            ```swift
            struct RefreshHost: UIViewRepresentable {
                let action: () -> Void

                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }

            extension View {
                @ViewBuilder
                func pullToRefresh(_ action: @escaping () -> Void) -> some View {
                    if #available(iOS 15.0, macOS 12, *) {
                        self.refreshable { action() }
                    } else {
                        self.background(RefreshHost(action: action))
                    }
                }
            }
            ```
            """
        let (recipes, _) = importText(text, path: "backport.md")
        let recipe = try #require(recipes.first { $0.wrapper?.typeName == "RefreshHost" })
        #expect(recipe.preferNative.map { "\($0.platform.rawValue) \($0.since.map { "\($0)" } ?? "-") \($0.api)" } == ["iOS 15 refreshable"])
    }

    /// The wrapper on the new side of the check is what the new version needs: no note.
    @Test func aWrapperUsedOnlyFromTheNewVersionGetsNoNote() {
        let text = """
            # A glass toolbar

            ```swift
            struct GlassBar: UIViewRepresentable {
                func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView() }
                func updateUIView(_ view: UIVisualEffectView, context: Context) {}
            }

            struct Toolbar: View {
                var body: some View {
                    if #available(iOS 26, *) {
                        GlassBar()
                    } else {
                        Color.gray.frame(height: 44)
                    }
                }
            }
            ```
            """
        let (recipes, _) = importText(text, path: "glass.md")
        #expect(recipes.first { $0.wrapper?.typeName == "GlassBar" }?.preferNative == [])
    }
}
