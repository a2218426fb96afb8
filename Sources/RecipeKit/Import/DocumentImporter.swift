/// Turns one document's text into recipes: unwraps a diff, fences plain-text code, parses the
/// Markdown and hands it to the house-format or the third-party extractor.
public enum DocumentImporter {
    /// How strictly to read a document.
    public enum Mode: Sendable {
        /// House format when the document looks like it, third-party otherwise.
        case automatic
        /// Every document must be in the house format; departures are warnings (`recipes lint`).
        case houseFormat
    }

    /// Imports `text`, read from `path` (used for ids and diagnostics).
    public static func importDocument(path: String, text: String, mode: Mode = .automatic) -> (recipes: [Recipe], diagnostics: [Diagnostic]) {
        var source = text
        if let added = DiffUnwrapper.unwrap(source) { source = added }
        var lineMap: [Int]?
        if mode == .automatic, PlainTextFencer.needsFencing(source) {
            let fenced = PlainTextFencer.fence(source)
            source = fenced.markdown
            lineMap = fenced.originalLine
        }
        let document = MarkdownParser.parseDocument(source)
        let blocks = document.blocks
        let map = lineMap
        let originalLine = { (line: Int) -> Int in
            guard let map, line >= 1, line <= map.count else { return line }
            return map[line - 1]
        }
        let parserNotes = document.notes.map {
            Diagnostic(path: path, line: originalLine($0.line), severity: .warning, message: $0.message)
        }
        if mode == .houseFormat || HouseFormatExtractor.looksLikeHouseFormat(blocks) {
            let (recipe, diagnostics) = HouseFormatExtractor(path: path, blocks: blocks, source: source).extract()
            return (recipe.map { [$0] } ?? [], parserNotes + diagnostics)
        }
        let extracted = ThirdPartyExtractor(path: path, blocks: blocks, fileLine: originalLine).extract()
        return (extracted.recipes, parserNotes + extracted.diagnostics)
    }
}
