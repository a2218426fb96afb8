import Testing
@testable import RecipeKit

/// Swift fenced inside list items and quotes (numbered tutorial steps, callouts) is read like any
/// other code of the document, and the lists around it keep their pitfalls.
@Suite struct NestedCodeTests {
    @Test func aRepresentableInANumberedStepIsFound() throws {
        let text = """
            # Routing screens

            1. **Make the flow object**

               ```swift
               final class Flow {
                   let navigation = UINavigationController()
               }
               ```

            2. **Show it from SwiftUI**

               ```swift
               struct FlowHost: UIViewControllerRepresentable {
                   func makeUIViewController(context: Context) -> UINavigationController {
                       Flow().navigation
                   }

                   func updateUIViewController(_ controller: UINavigationController, context: Context) {}
               }
               ```

            > Tip: the host can also be a map.
            >
            > ```swift
            > struct PlainMap: UIViewRepresentable {
            >     func makeUIView(context: Context) -> MKMapView { MKMapView() }
            >     func updateUIView(_ view: MKMapView, context: Context) {}
            > }
            > ```
            """
        let (recipes, _) = importText(text, path: "steps.md")
        let names = recipes.compactMap(\.wrapper).map { "\($0.typeName) → \($0.wrappedType ?? "")" }
        #expect(names == ["FlowHost → UINavigationController", "PlainMap → MKMapView"])
    }

    /// A list whose nested item holds the fix as code keeps its other items as they were read,
    /// and the code joins the recipe's blocks at its own line.
    @Test func aListAroundNestedCodeKeepsItsItems() throws {
        let text = """
            # A label wrapper

            ```swift
            struct TitleLabel: UIViewRepresentable {
                let text: String
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ label: UILabel, context: Context) { label.text = text }
            }
            ```

            - The title does not wrap.

              - Without a preferred width the label is measured on one line, so long titles run off the screen.

              - ```swift
                label.preferredMaxLayoutWidth = 280
                ```
            """
        let (recipes, _) = importText(text, path: "label.md")
        let recipe = try #require(recipes.first)
        #expect(recipe.notes == ["The title does not wrap."])
        #expect(recipe.codeBlocks.first { $0.code.contains("preferredMaxLayoutWidth") }?.line == 16)
    }
}
