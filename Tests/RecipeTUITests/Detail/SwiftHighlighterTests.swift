import Testing
@testable import RecipeTUI

@Suite struct SwiftHighlighterTests {
    private func styles(_ code: String) -> [[Span]] { SwiftHighlighter.highlight(code) }

    @Test func coloursKeywordsTypesStringsNumbersAndComments() {
        let line = styles("let map = MKMapView(frame: .zero, count: 42) // a map\n")[0]
        #expect(line.contains(Span("let", .keyword)))
        #expect(line.contains(Span("MKMapView", .type)))
        #expect(line.contains(Span("42", .number)))
        #expect(line.contains(Span("// a map", .comment)))
        #expect(styles("let s = \"a \\\"quoted\\\" word\"")[0].contains(Span("\"a \\\"quoted\\\" word\"", .string)))
    }

    @Test func attributesAndDirectives() {
        let line = styles("@MainActor #if os(iOS)")[0]
        #expect(line.contains(Span("@MainActor", .attribute)))
        #expect(line.contains(Span("#if", .keyword)))
    }

    @Test func memberNamesAfterADotAreNotKeywords() {
        #expect(!styles("view.default")[0].contains(Span("default", .keyword)))
    }

    @Test func blockCommentsAndMultilineStringsCarryAcrossLines() {
        let lines = styles("/* start\nstill comment */ let x\nlet s = \"\"\"\nlet inside\n\"\"\"\nlet after")
        #expect(lines[1].first == Span("still comment */", .comment))
        #expect(lines[1].contains(Span("let", .keyword)))
        #expect(lines[3] == [Span("let inside", .string)])
        #expect(lines[5].first == Span("let", .keyword))
    }

    @Test func identifierStartingWithDollarDoesNotHang() {
        // Regression: `$0` never advanced the scanner and froze the browser on the first recipe.
        let lines = styles("items.map { $0.name }\nTrailMap(region: $region)")
        #expect(lines.count == 2)
        #expect(lines[0].map(\.text).joined() == "items.map { $0.name }")
    }

    @Test func tabsBecomeFourSpaces() {
        #expect(styles("\tlet")[0].first == Span("    ", .plain))
    }
}
