import Testing
@testable import RecipeKit

/// A wrapper's platform is its protocol's default unless its headings or its `@available`
/// attributes name another platform the protocol exists on.
@Suite struct ImportPlatformTests {
    @Test func headingsAndAvailabilityNameThePlatform() throws {
        let text = """
            # Spatial and flat

            ## On visionOS

            ```swift
            struct Volume: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ v: UIView, context: Context) {}
            }
            ```

            ## On Apple TV

            ```swift
            struct Shelf: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ c: UIViewController, context: Context) {}
            }
            ```

            ## Anywhere

            ```swift
            @available(visionOS 2.0, *)
            struct Pinch: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ v: UIView, context: Context) {}
            }
            struct Flat: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ v: UIView, context: Context) {}
            }
            ```

            ## On the Mac, not for UIKit

            ```swift
            struct Field: NSViewRepresentable {
                func makeNSView(context: Context) -> NSTextField { NSTextField() }
                func updateNSView(_ v: NSTextField, context: Context) {}
            }
            ```
            """
        let (recipes, _) = importText(text)
        let platforms = Dictionary(uniqueKeysWithValues: recipes.compactMap { recipe in recipe.wrapper.map { ($0.typeName, $0.platform) } })
        #expect(platforms == ["Volume": .visionOS, "Shelf": .tvOS, "Pinch": .visionOS, "Flat": .iOS, "Field": .macOS])
    }
}
