import Testing
@testable import RecipeKit

@Suite struct HouseFormatTests {
    static let good = """
        # Slider

        > Wrap `UISlider` with a bound value.

        - Platform: iOS
        - Minimum: iOS 15
        - Frameworks: SwiftUI, UIKit
        - Tags: slider, value

        ## Wrapper

        ```swift
        import SwiftUI
        import UIKit

        struct ValueSlider: UIViewRepresentable {
            @Binding var value: Float
            func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
            func makeUIView(context: Context) -> UISlider { UISlider() }
            func updateUIView(_ slider: UISlider, context: Context) {
                context.coordinator.parent = self
                if slider.value != value { slider.value = value }
            }
            final class Coordinator: NSObject {
                var parent: ValueSlider
                init(parent: ValueSlider) { self.parent = parent }
            }
        }
        ```

        ## Call site

        ```swift
        struct S: View { @State var v: Float = 0; var body: some View { ValueSlider(value: $v) } }
        ```

        ## Pitfalls

        - **Stale parent.** Without refreshing `parent`, callbacks write old bindings. [check: stale-parent]
        - **Assigning every update.** Compare before you assign or the thumb stutters.

        ## Prefer native

        - iOS 13: `Slider` covers plain sliders.
        """

    @Test func goodRecipeHasNoWarnings() throws {
        let (recipes, diagnostics) = importText(Self.good, path: "Recipes/value-slider.md", mode: .houseFormat)
        #expect(diagnostics == [])
        let recipe = try #require(recipes.first)
        #expect(recipe.id == "value-slider")
        #expect(recipe.summary == "Wrap `UISlider` with a bound value.")
        #expect(recipe.minimumTarget == DeploymentTarget(platform: .iOS, version: OSVersion(15)))
        #expect(recipe.frameworks == ["SwiftUI", "UIKit"])
        #expect(recipe.tags == ["slider", "value"])
        #expect(recipe.wrapper?.wrappedType == "UISlider")
        #expect(recipe.pitfalls.map(\.id) == ["stale-parent", "assigning-every-update"])
        #expect(recipe.pitfalls.first?.rule == "stale-parent")
        #expect(recipe.pitfalls.first?.text.hasSuffix("[check: stale-parent]") == false)
        #expect(recipe.pitfalls.first?.line == 39)
        #expect(
            recipe.preferNative == [
                PreferNative(platform: .iOS, since: OSVersion(13), api: "Slider", text: "`Slider` covers plain sliders.", line: 44)
            ])
        #expect(recipe.codeBlocks.map(\.role) == [.wrapper, .callSite])
    }

    /// Each departure from the format, and the line its warning must point at.
    @Test(arguments: [
        ("- Platform: iOS", "- Platfrom: iOS", 5, "metadata bullets"),
        ("- **Assigning every update.** Compare", "- Assigning every update. Compare", 40, "bold lead-in"),
        ("[check: stale-parent]", "[check: no-such-rule]", 39, "unknown check rule"),
        ("- iOS 13: `Slider` covers plain sliders.", "- `Slider` covers plain sliders.", 44, "PLATFORM VERSION"),
        ("## Call site", "## Usage", 31, "unknown section"),
        ("func makeUIView(context: Context) -> UISlider { UISlider() }", "func makeUIView(context: Context) { }", 16, "explicit return type")
    ])
    func departuresAreWarnedAtTheirLine(original: String, replacement: String, line: Int, message: String) throws {
        let broken = Self.good.replacingOccurrences(of: original, with: replacement)
        #expect(broken != Self.good)
        let (_, diagnostics) = importText(broken, path: "r.md", mode: .houseFormat)
        let match = diagnostics.first { $0.message.contains(message) }
        #expect(match != nil, "no warning containing '\(message)' in \(diagnostics)")
        #expect(match?.line == line)
    }

    /// What a bullet holds besides its paragraphs is never lost silently: a code block under a
    /// pitfall is kept as a support block with a warning at its line, and a nested list is named
    /// as not kept.
    @Test func blocksInsideABulletAreKeptOrWarned() throws {
        let nested = Self.good.replacingOccurrences(
            of: "- **Assigning every update.** Compare before you assign or the thumb stutters.",
            with: """
                - **Assigning every update.** Compare before you assign or the thumb stutters:

                  ```swift
                  if slider.value != value { slider.value = value }
                  ```

                  - a sub-bullet nobody reads
                """)
        #expect(nested != Self.good)
        let (recipes, diagnostics) = importText(nested, path: "r.md", mode: .houseFormat)
        let recipe = try #require(recipes.first)
        #expect(recipe.codeBlocks.map(\.role) == [.wrapper, .callSite, .support])
        #expect(recipe.codeBlocks.last?.code == "if slider.value != value { slider.value = value }\n")
        let code = diagnostics.first { $0.message.contains("kept as a support block") }
        #expect(code?.line == 43)
        let list = diagnostics.first { $0.message.contains("this block is not kept") }
        #expect(list?.line == 46)
        #expect(recipe.pitfalls.map(\.id) == ["stale-parent", "assigning-every-update"])
    }

    @Test func missingSectionsAndTitle() {
        let (_, noTitle) = importText("Some text\n", path: "r.md", mode: .houseFormat)
        #expect(noTitle.first?.severity == .error)
        let cut = Self.good.components(separatedBy: "## Pitfalls")[0]
        let (_, diagnostics) = importText(cut, path: "r.md", mode: .houseFormat)
        #expect(diagnostics.contains { $0.message == "missing section `## Pitfalls`" })
        #expect(diagnostics.contains { $0.message == "missing section `## Prefer native`" })
    }

    @Test func noNativeReplacementParagraph() throws {
        let text = Self.good.replacingOccurrences(of: "- iOS 13: `Slider` covers plain sliders.", with: "None as of iOS 26: nothing native.")
        let (recipes, diagnostics) = importText(text, path: "r.md", mode: .houseFormat)
        #expect(diagnostics.isEmpty)
        #expect(recipes.first?.noNativeReplacement == "None as of iOS 26: nothing native.")
        #expect(recipes.first?.preferNative.isEmpty == true)
    }
}
