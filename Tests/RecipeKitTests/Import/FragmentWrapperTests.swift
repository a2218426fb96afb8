import Testing
@testable import RecipeKit

/// Wrappers a document shows as fragments (their update method alone, to make one point): what
/// they wrap, and where the document's advice about that view goes.
@Suite struct FragmentWrapperTests {
    /// A document may show a wrapper's update method alone (make left out as obvious): the view
    /// that update is given is the wrapped type; an untyped associated type says nothing.
    @Test func aWrapperShownWithItsUpdateAloneWrapsTheViewUpdateIsGiven() throws {
        let text = """
            # Lyrics

            ```swift
            struct LyricsView: UIViewRepresentable {
                var lyrics: String
                func updateUIView(_ textView: UITextView, context: Context) {
                    if textView.text != lyrics { textView.text = lyrics }
                }
            }
            ```

            ```swift
            struct Meter: NSViewRepresentable {
                func updateNSView(_ view: NSViewType, context: Context) {}
            }
            ```
            """
        let (recipes, _) = importText(text, path: "lyrics.md")
        #expect(recipes.map { $0.wrapper?.typeName } == ["LyricsView", "Meter"])
        #expect(recipes.map { $0.wrapper?.wrappedType } == ["UITextView", nil])
    }

    /// Beside a complete wrapper of the same view (one that makes it), the document's general
    /// advice about that view stays with the complete wrapper.
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
