import Foundation
import Testing
@testable import RecipeKit

@Suite struct ThirdPartyImportTests {
    static let twoRecipes = """
        # Wrappers

        All recipes assume a deployment target of iOS 15 or later.

        ## 1. Web view

        Loads pages.

        ```swift
        struct Browser: UIViewRepresentable {
            func makeUIView(context: Context) -> WKWebView { WKWebView() }
            func updateUIView(_ view: WKWebView, context: Context) {}
        }
        ```

        Usage:

        ```swift
        struct Screen: View { var body: some View { Browser() } }
        ```

        Pitfalls:

        - **Reload storms.** Loading in every update reloads the page.
        - Prefer native: from iOS 26 `WebView` shows pages without a wrapper.

        ## 2. Share sheet

        ```swift
        struct Share: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIActivityViewController { UIActivityViewController(activityItems: [], applicationActivities: nil) }
            func updateUIViewController(_ c: UIActivityViewController, context: Context) {}
        }
        ```

        ### Gotchas

        - **iPad needs a source.** Set the popover's source view.
        - **iOS 16 alternative.** `ShareLink` shares without a wrapper.
        - **Native search.** Prefer `.searchable(text:)` where it fits.
        """

    @Test func numberedSectionsBecomeRecipes() throws {
        let (recipes, diagnostics) = importText(Self.twoRecipes)
        #expect(diagnostics.isEmpty)
        try #require(recipes.count == 2)
        let web = recipes[0], share = recipes[1]
        #expect(web.title == "Web view")
        #expect(web.summary == "Loads pages.")
        #expect(web.source.line == 5)
        #expect(web.minimumTarget == DeploymentTarget(platform: .iOS, version: OSVersion(15)))
        #expect(web.pitfalls.map(\.title) == ["Reload storms"])
        #expect(web.pitfalls.first?.id == "reload-storms")
        #expect(web.pitfalls.first?.line == 24)
        #expect(
            web.preferNative == [
                PreferNative(
                    platform: .iOS, since: OSVersion(26), api: "WebView",
                    text: "Prefer native: from iOS 26 `WebView` shows pages without a wrapper.", line: 25)
            ])
        #expect(web.codeBlocks.map(\.role) == [.wrapper, .callSite])
        #expect(share.wrapper?.wrappedType == "UIActivityViewController")
        #expect(share.pitfalls.map(\.title) == ["iPad needs a source"])
        #expect(share.preferNative.map(\.api) == ["ShareLink", ".searchable(text:)"])
        #expect(share.preferNative.map(\.since) == [OSVersion(16), nil])
    }

    @Test func diffThatAddsAFileKeepsLineNumbers() throws {
        let body = Self.twoRecipes.split(separator: "\n", omittingEmptySubsequences: false).map { "+" + $0 }.joined(separator: "\n")
        let diff = "package/notes.md\n\n@@ -0,0 +1,47 @@\n" + body
        let (recipes, _) = importText(diff)
        try #require(recipes.count == 2)
        #expect(recipes[0].source.line == 8)
        #expect(recipes[1].pitfalls.first?.title == "iPad needs a source")
    }

    @Test func plainTextWithUnfencedSwift() throws {
        let text = """
            Wrapping a text view

            struct NoteView: UIViewRepresentable {
                @Binding var text: String
                func makeUIView(context: Context) -> UITextView {
                    let view = UITextView()
                    view.delegate = context.coordinator
                    return view
                }
                func updateUIView(_ view: UITextView, context: Context) {
                    if view.text != text { view.text = "{" + text }
                }
                func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
                final class Coordinator: NSObject, UITextViewDelegate {
                    @Binding var text: String
                    init(text: Binding<String>) { _text = text }
                    func textViewDidChange(_ textView: UITextView) { text = textView.text }
                }
            }

            • makeUIView runs once.
            • updateUIView runs on every change.
            """
        let (recipes, diagnostics) = importText(text, path: "post.txt")
        #expect(diagnostics.isEmpty)
        let recipe = try #require(recipes.first)
        #expect(recipe.wrapper?.typeName == "NoteView")
        #expect(recipe.wrapper?.wrappedType == "UITextView")
        #expect(recipe.coordinator?.protocols == ["UITextViewDelegate"])
        #expect(recipe.delegateMethods.map(\.selector) == ["textViewDidChange(_:)"])
        #expect(recipe.delegateMethods.first?.line == 17)
        #expect(recipe.notes == ["makeUIView runs once.", "updateUIView runs on every change."])
    }

    @Test func documentPitfallsAreKeptOnceAndArrowNotesGoToTheirPlatform() throws {
        let text = """
            # Text views

            ## Decision

            ```
            iOS 26+ → TextEditor with AttributedString
            ```

            ## iOS

            ```swift
            struct A: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextView { UITextView() }
                func updateUIView(_ v: UITextView, context: Context) {}
            }
            ```

            ## macOS

            ```swift
            struct B: NSViewRepresentable {
                func makeNSView(context: Context) -> NSScrollView { NSScrollView() }
                func updateNSView(_ v: NSScrollView, context: Context) {}
            }
            ```

            ## Common Pitfalls

            1. **Setting text without a check** — an update loop.
            """
        let (recipes, _) = importText(text)
        try #require(recipes.count == 3)
        #expect(recipes[0].preferNative.map(\.api) == ["TextEditor"])
        #expect(recipes[0].preferNative.first?.since == OSVersion(26))
        #expect(recipes[1].preferNative.isEmpty)  // an iOS note does not apply to the macOS wrapper
        // The document's general pitfalls are one topic recipe, not a copy in every wrapper.
        #expect(recipes[0].pitfalls.isEmpty && recipes[1].pitfalls.isEmpty)
        #expect(recipes[2].wrapper == nil)
        #expect(recipes[2].title == "Text views: Common Pitfalls")
        #expect(recipes[2].pitfalls.map(\.title) == ["Setting text without a check"])
    }

    @Test func documentWithoutRepresentableSaysSo() {
        let (recipes, diagnostics) = importText("# Notes\n\nJust prose, no code.\n", path: "notes.md")
        #expect(recipes.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.line == 1)
        #expect(diagnostics.first?.message.contains("no representable") == true)
    }

    @Test func unterminatedFenceDoesNotHang() throws {
        let text = "## 1. X\n\n```swift\nstruct X: UIViewRepresentable {\n    func makeUIView(context: Context) -> UILabel { UILabel() }\n"
        let (recipes, _) = importText(text)
        #expect(recipes.first?.wrapper?.wrappedType == "UILabel")
    }

    static let sharedCorpus = repositoryRoot + "/../shared/corpus"

    /// The shared third-party corpus, when it is beside the checkout (CI and development): each
    /// document on its own imports with no warning (notes say what the importer decided). Without it the test is reported as
    /// skipped, never passed.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: sharedCorpus), "../shared/corpus is not beside the checkout"))
    func sharedCorpusImportsWithoutDiagnostics() throws {
        let folder = Self.sharedCorpus
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(files.count >= 5)
        var types = Set<String>()
        for file in files {
            let catalog = CatalogLoader().load(files: [folder + "/" + file])
            #expect(catalog.diagnostics.allSatisfy { $0.severity == .note }, "\(file): \(catalog.diagnostics)")
            types.formUnion(catalog.recipes.compactMap { $0.wrapper?.typeName })
        }
        for name in ["TrailMapView", "RichNoteEditor", "WebView", "PDFViewer", "MacTextView", "ImagePicker", "TextEditor"] {
            #expect(types.contains(name), "missing \(name)")
        }
    }
}
