import Testing
@testable import RecipeKit

/// A document may show a second wrapper of the same view as a fragment (its update method alone,
/// to make one point); the document's general advice about that view stays with the complete
/// wrapper, which makes the view.
@Suite struct FragmentWrapperTests {
    @Test func adviceAboutTheWrappedViewStaysWithTheCompleteWrapper() throws {
        let text = """
            # Rich text in SwiftUI

            From iOS 26 use `TextEditor` with an `AttributedString` instead of wrapping UITextView.

            ## The wrapper

            ```swift
            struct NotesEditor: UIViewRepresentable {
                @Binding var text: NSAttributedString
                func makeUIView(context: Context) -> UITextView { UITextView() }
                func updateUIView(_ uiView: UITextView, context: Context) {
                    if uiView.attributedText != text { uiView.attributedText = text }
                }
            }
            ```

            ## Focus

            ```swift
            struct FocusedNotes: UIViewRepresentable {
                @Binding var isFocused: Bool
                func updateUIView(_ uiView: UITextView, context: Context) {
                    if isFocused && !uiView.isFirstResponder { uiView.becomeFirstResponder() }
                }
            }
            ```
            """
        let (recipes, _) = importText(text, path: "notes.md")
        let editor = try #require(recipes.first { $0.wrapper?.typeName == "NotesEditor" })
        let focus = try #require(recipes.first { $0.wrapper?.typeName == "FocusedNotes" })
        #expect(focus.wrapper?.wrappedType == "UITextView")
        #expect(editor.preferNative.map(\.api) == ["TextEditor"])
        #expect(focus.preferNative.isEmpty)
    }
}
