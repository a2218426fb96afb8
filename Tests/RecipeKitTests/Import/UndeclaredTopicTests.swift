import Testing
@testable import RecipeKit

/// Documents that declare no representable but say what goes wrong with them (an agent's list of
/// common mistakes, a reference page's warning, an architecture note): those pitfalls are kept
/// as the document's topic, and nothing else the document says.
@Suite struct UndeclaredTopicTests {
    @Test func pitfallsAboutRepresentablesBecomeTheTopic() throws {
        let text = """
            # Working with the canvas

            The canvas is drawn in SwiftUI; the pane must remain representable in saved layouts.

            ## Frequent mistakes

            1. **Forgetting cancellation**: nested tasks keep running after the view goes away.
            2. **Leaking the wrapper**: a `UIViewRepresentable` whose coordinator holds the view strongly can leak it.

            > [!WARNING]
            > Don't set the frame of a view managed by an `NSViewRepresentable` yourself, because that conflicts with SwiftUI.

            ## Implementation notes

            - `NSViewRepresentable` wraps the collection view.
            """
        let (recipes, diagnostics) = importText(text, path: "canvas.md")
        let topic = try #require(recipes.first)
        #expect(recipes.count == 1)
        #expect(topic.wrapper == nil)
        #expect(topic.tags == ["topic"])
        #expect(topic.title == "Working with the canvas: Frequent mistakes")
        #expect(topic.pitfalls.count == 2)
        #expect(topic.pitfalls.first?.text.contains("can leak it") == true)
        #expect(topic.pitfalls.last?.text.contains("conflicts with SwiftUI") == true)
        #expect(topic.pitfalls.map(\.line) == [8, 10])
        let warning = try #require(diagnostics.first { $0.severity == .warning })
        #expect(warning.message.hasPrefix("no representable found"))
        #expect(warning.message.hasSuffix("its 2 pitfalls about representables kept as \"Working with the canvas: Frequent mistakes\""))
    }

    /// Under a heading that names representables, an item need not name them again.
    @Test func aHeadingThatNamesRepresentablesCoversItsItems() throws {
        let text = """
            # Notes for the editor pane

            ## UIViewRepresentable pitfalls

            - Returning one shared view from `makeUIView` breaks as soon as SwiftUI builds the pane twice.
            - If the pane turns blank after a tab switch, the view was most likely put back from a detached window.

            ## Build pitfalls

            - Archiving fails when the signing team is missing.
            """
        let (recipes, _) = importText(text, path: "pane.md")
        let topic = try #require(recipes.first)
        #expect(recipes.count == 1)
        #expect(topic.pitfalls.map(\.line) == [5, 6])
    }

    /// A short line right under the title says what the notes are about, as a heading would; a
    /// longer first paragraph, or one under a later heading, does not.
    @Test func aSubtitleThatNamesRepresentablesCoversTheDocument() throws {
        let subtitled = """
            # Week 9: camera screens

            UIViewControllerRepresentable

            ## Checks

            To avoid a crash on a device without a camera, ask for the source type first.
            """
        let (recipes, _) = importText(subtitled, path: "week9.md")
        #expect(try #require(recipes.first).pitfalls.map(\.line) == [7])
        let intro = """
            # Week 9: camera screens

            This week we look at many things, and one of them is how a UIViewControllerRepresentable works.

            ## Checks

            To avoid a crash on a device without a camera, ask for the source type first.
            """
        #expect(importText(intro, path: "week9.md").0.isEmpty)
        let later = """
            # Week 9: camera screens

            ## Wrapping

            UIViewControllerRepresentable

            ## Checks

            To avoid a crash on a device without a camera, ask for the source type first.
            """
        #expect(importText(later, path: "week9.md").0.isEmpty)
    }

    @Test func aDocumentWhosePitfallsAreNotAboutRepresentablesKeepsNothing() {
        let text = """
            # Web pages in SwiftUI

            ## Common mistakes

            - Loading the page on every update makes it flicker.
            - Keep `WKWebView` configuration in one place.

            > [!WARNING]
            > The layer must remain representable to screen readers.
            """
        let (recipes, diagnostics) = importText(text, path: "web.md")
        #expect(recipes.isEmpty)
        #expect(diagnostics.contains { $0.severity == .warning && $0.message.hasSuffix(")") })
    }
}
