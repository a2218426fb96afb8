import Foundation
import Testing
@testable import RecipeKit

/// Every Markdown shape of the reliability audit (F1, F2, F7) at the audit's size, as one file in a
/// folder beside a good recipe: no crash, the diagnostic the shape deserves at a real line, and
/// the rest of the folder loaded. (`make bench` measures how their cost grows; no timing here.)
@Suite struct AuditShapeTests {
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        /// A part of the expected diagnostic's message; nil when the file needs none.
        var diagnostic: String?
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(
            name: "40,000 nested quotes", text: String(repeating: ">", count: 40_000) + " x\n",
            diagnostic: "nesting deeper than 100 levels; flattened"),
        Shape(
            name: "23,000 nested lists", text: "# T\n\n" + String(repeating: "- ", count: 23_000) + "x\n",
            diagnostic: "nesting deeper than 100 levels; flattened"),
        Shape(
            name: "16,000 quote-list pairs", text: String(repeating: "> - ", count: 16_000) + "x\n",
            diagnostic: "nesting deeper than 100 levels; flattened"),
        Shape(
            name: "23,000 ordered lists", text: String(repeating: "1. ", count: 23_000) + "x\n",
            diagnostic: "nesting deeper than 100 levels; flattened"),
        Shape(
            name: "a table row of 64,000 empty cells", text: "|a|\n|-|\n" + String(repeating: "|", count: 64_000) + "\n",
            diagnostic: "a table row with more than 1000 cells; tables are read as plain text"),
        Shape(
            name: "a table of 64,000 columns",
            text: String(repeating: "|a", count: 64_000) + "|\n" + String(repeating: "|-", count: 64_000) + "|\n",
            diagnostic: "a table row with more than 1000 cells; tables are read as plain text"),
        Shape(
            name: "a table of 1,000 rows of 200 cells",
            text: "|" + String(repeating: "a|", count: 200) + "\n|" + String(repeating: "-|", count: 200) + "\n"
                + String(repeating: "|" + String(repeating: "b|", count: 200) + "\n", count: 1_000),
            diagnostic: "a table with more than 100000 cells; tables are read as plain text"),
        Shape(
            name: "40,000 `![[]()`", text: String(repeating: "![[]()", count: 40_000) + "\n",
            diagnostic: "a paragraph with more than 2000 `[`; the file is read as plain text"),
        Shape(
            name: "60,000 nested interpolations in a code block",
            text: "## 1. V\n\n```swift\nstruct V: UIViewRepresentable { let x = " + String(repeating: "\"\\(", count: 60_000) + "\n```\n",
            diagnostic: nil)
    ]

    @Test(arguments: shapes)
    func shapeLoadsWithItsDiagnosticBesideAGoodRecipe(shape: Shape) throws {
        let folder = try TemporaryFolder()
        try folder.write("good.md", HouseFormatTests.good)
        try folder.write("shape.md", shape.text)
        let catalog = try CatalogLoader().load(paths: [folder.path])
        #expect(catalog.recipes.contains { $0.id == "good" })
        let own = catalog.diagnostics.filter { $0.path.hasSuffix("shape.md") }
        #expect(own.allSatisfy { $0.line >= 1 })
        if let diagnostic = shape.diagnostic {
            #expect(own.contains { $0.message.contains(diagnostic) && $0.severity == .warning }, "\(own.map(\.description))")
        }
    }

    /// Flattening keeps the text: the innermost paragraph is still in the tree, inside the deepest container kept.
    @Test func flattenedNestingKeepsTheText() {
        let document = MarkdownParser.parseDocument(String(repeating: "> ", count: 500) + "deep words\n")
        #expect(document.notes == [MarkdownParser.Note(line: 1, message: "nesting deeper than 100 levels; flattened")])
        var depth = 0
        var blocks = document.blocks
        while case .quote(let inner, _)? = blocks.first {
            depth += 1
            blocks = inner
        }
        #expect(depth == MarkdownParser.maximumNesting)
        #expect(blocks == [.paragraph(text: "deep words", line: 1)])
    }

    /// Items of lists deeper than the limit become blocks of the deepest list kept.
    @Test func flattenedListItemsStayInTheDeepestList() {
        var text = ""
        for level in 0..<120 { text += String(repeating: "  ", count: level) + "- item \(level)\n" }
        let document = MarkdownParser.parseDocument(text)
        #expect(document.notes.first?.message == "nesting deeper than 100 levels; flattened")
        var paragraphs: [String] = []
        var pending = document.blocks
        while let block = pending.popLast() {
            switch block {
            case .list(_, let items, _): pending += items.flatMap(\.blocks)
            case .paragraph(let text, _): paragraphs.append(text)
            default: break
            }
        }
        #expect(Set(paragraphs) == Set((0..<120).map { "item \($0)" }))
    }

    /// Ordinary tables and links are untouched by the shape check.
    @Test func ordinaryTablesAndLinksAreStillMarkdown() {
        let document = MarkdownParser.parseDocument("| a | b |\n|---|---|\n| 1 | 2 |\n\nSee [the docs](https://example.com) and ![x](y.png).\n")
        #expect(document.notes.isEmpty)
        #expect(document.blocks.first == .table(rows: [["a", "b"], ["1", "2"]], line: 1))
        #expect(document.blocks.last == .paragraph(text: "See the docs and x.", line: 5))
    }

    /// Brackets inside fenced code are not inline Markdown, so they never make a file plain text.
    @Test func bracketsInFencedCodeAreNotCounted() {
        let code = String(repeating: "let a = [[1], [2]]\n", count: 2_000)
        let document = MarkdownParser.parseDocument("# T\n\n```swift\n" + code + "```\n")
        #expect(document.notes.isEmpty)
        #expect(document.blocks.count == 2)
    }

    /// A file read as plain text keeps its paragraphs and their lines.
    @Test func plainTextKeepsParagraphsAndLines() {
        let text = "first line\nsecond\n\n" + String(repeating: "![[]()", count: 3_000) + "\n\nlast\n"
        let document = MarkdownParser.parseDocument(text)
        #expect(document.notes.map(\.line) == [4])
        #expect(document.blocks.first == .paragraph(text: "first line second", line: 1))
        #expect(document.blocks.last == .paragraph(text: "last", line: 6))
    }

    /// F17: a table that interrupts a paragraph (cmark-gfm gives it line 0) takes the line before.
    @Test func aTableInterruptingAParagraphHasARealLine() {
        let blocks = MarkdownParser.parseDocument("text\n| a |\n|---|\n| 1 |\n").blocks
        #expect(blocks.map(\.line).allSatisfy { $0 >= 1 })
        #expect(blocks.contains { if case .table = $0 { true } else { false } })
        let (_, diagnostics) = importText("text\n| a |\n|---|\n", path: "t.md", mode: .houseFormat)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.line >= 1 })
    }
}
