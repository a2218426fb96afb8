import Testing
@testable import RecipeKit

/// Wrappers a document shows in pieces (the update method alone, the coordinator in a block of its
/// own): what they wrap, what their coordinator adopts, and where the document's advice goes.
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

    /// A coordinator shown in a block of its own, before a wrapper that leaves makeCoordinator out,
    /// is the wrapper's; a top-level class of that name that is no NSObject and adopts no delegate
    /// protocol (an app's navigation coordinator) is not.
    @Test func aCoordinatorShownApartIsTheWrappersOwn() throws {
        let text = """
            # A note editor

            ## The coordinator

            ```swift
            class Coordinator: NSObject, UITextViewDelegate {
                func textViewDidChange(_ textView: UITextView) {}
            }
            ```

            ## The wrapper

            ```swift
            struct NoteEditor: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextView {
                    let view = UITextView()
                    view.delegate = context.coordinator
                    return view
                }
                func updateUIView(_ uiView: UITextView, context: Context) {}
            }
            ```
            """
        let editor = try #require(importText(text, path: "editor.md").recipes.first)
        #expect(editor.coordinator?.protocols == ["UITextViewDelegate"])
        #expect(editor.delegateMethods.map(\.selector) == ["textViewDidChange(_:)"])
        let navigation = text.replacingOccurrences(
            of: "class Coordinator: NSObject, UITextViewDelegate {", with: "class Coordinator: ObservableObject {")
        #expect(try #require(importText(navigation, path: "editor.md").recipes.first).coordinator == nil)
    }

    /// A snippet that leaves out the closing brace of update still shows the wrapper's later
    /// members at the update's own indent: they are the wrapper's, not lines of update's body.
    @Test func membersAfterAnUnclosedUpdateAreTheWrappersOwn() throws {
        let text = """
            # A bottom sheet

            ```swift
            struct BottomSheet: UIViewControllerRepresentable {
              @Binding var isShown: Bool

              func makeUIViewController(context: Context) -> UIViewController {
                UIViewController()
              }

              func updateUIViewController(_ host: UIViewController, context: Context) {
              if isShown {
                host.present(UIViewController(), animated: true)
              }

              func makeCoordinator() -> Coordinator { Coordinator(isShown: $isShown) }

              final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
                @Binding var isShown: Bool
                init(isShown: Binding<Bool>) { _isShown = isShown }
                func presentationControllerDidDismiss(_ controller: UIPresentationController) { isShown = false }
              }
            }
            ```
            """
        let sheet = try #require(importText(text, path: "sheet.md").recipes.first)
        #expect(sheet.lifecycle.contains(.makeCoordinator))
        #expect(sheet.coordinator?.protocols == ["UIAdaptivePresentationControllerDelegate"])
        #expect(sheet.delegateMethods.map(\.selector) == ["presentationControllerDidDismiss(_:)"])
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
