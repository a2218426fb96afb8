import Testing
@testable import RecipeKit

/// The one inline-Markdown reader, on text as `MarkdownParser` leaves it and through a real import.
@Suite struct InlineTextTests {
    @Test func codeInsideABoldLeadInIsCodeAndStrong() {
        let runs = InlineText.runs("**Wrapping the controller in `.sheet`.** Returning it nests the sheet.")
        #expect(
            runs == [
                InlineRun("Wrapping the controller in ", isStrong: true),
                InlineRun(".sheet", isCode: true, isStrong: true),
                InlineRun(".", isStrong: true),
                InlineRun(" Returning it nests the sheet.")
            ])
    }

    @Test func markersWithoutTheirOtherHalfStayLiteral() {
        #expect(InlineText.plain("a ` lone backtick and 2 * 3 ** 4") == "a ` lone backtick and 2 * 3 ** 4")
        #expect(InlineText.plain("**never closed") == "**never closed")
        #expect(InlineText.plain("[check: rule] and [a link](https://example.com)") == "[check: rule] and a link")
    }

    @Test func emphasisAndDoubleBacktickSpans() {
        #expect(
            InlineText.runs("an *emphasised* word") == [
                InlineRun("an "), InlineRun("emphasised", isEmphasis: true), InlineRun(" word")
            ])
        #expect(InlineText.runs("``a ` b``") == [InlineRun("a ` b", isCode: true)])
        #expect(InlineText.codeSpans("`Map` with `MapContentBuilder` content") == ["Map", "MapContentBuilder"])
    }

    @Test func pitfallTitleFromALeadInWithCodeIsPlainOnce() throws {
        let markdown = """
            # Share sheet

            > Show `UIActivityViewController` from a button.

            - Platform: iOS

            ## Pitfalls

            - **Wrapping the controller in `.sheet`.** SwiftUI's `.sheet` nests the share sheet in a card.
            """
        let (recipes, _) = importText(markdown, path: "share.md", mode: .automatic)
        let pitfall = try #require(recipes.first?.pitfalls.first)
        #expect(pitfall.title == "Wrapping the controller in .sheet")
        let shown = InlineText.plain(pitfall.text)
        #expect(shown == "Wrapping the controller in .sheet. SwiftUI's .sheet nests the share sheet in a card.")
        #expect(shown.components(separatedBy: "Wrapping the controller").count == 2)
    }
}
