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

    /// What importing a document produced, with the decisions behind it.
    public struct Result: Sendable {
        public var recipes: [Recipe]
        public var diagnostics: [Diagnostic]
        /// Which lines went to which recipe and which were left unattached (`recipes lint --explain`).
        public var explanation: ImportExplanation
    }

    /// Imports `text`, read from `path` (used for ids and diagnostics).
    public static func importDocument(path: String, text: String, mode: Mode = .automatic) -> (recipes: [Recipe], diagnostics: [Diagnostic]) {
        let result = importDocument(path: path, text: text, mode: mode, explains: false)
        return (result.recipes, result.diagnostics)
    }

    /// Imports `text` and says what was attached where.
    public static func importExplained(path: String, text: String, mode: Mode = .automatic) -> Result {
        importDocument(path: path, text: text, mode: mode, explains: true)
    }

    /// Imports `text`; the explanation of a house-format document is left empty unless `explains`.
    private static func importDocument(path: String, text: String, mode: Mode, explains: Bool) -> Result {
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
            var explanation = ImportExplanation(path: path, format: "house format")
            if explains { explanation.recipes = recipe.map { [ImportExplanation.Entry(houseRecipe: $0)] } ?? [] }
            return Result(recipes: recipe.map { [$0] } ?? [], diagnostics: parserNotes + diagnostics, explanation: explanation)
        }
        let (recipes, diagnostics, explanation) = ThirdPartyExtractor(path: path, blocks: blocks, fileLine: originalLine).extractExplained()
        return Result(recipes: recipes, diagnostics: parserNotes + diagnostics, explanation: explanation)
    }

    /// Reads the file at `path` as the loader does and explains its import (automatic mode); the
    /// explanation is nil when the file cannot be read (the diagnostics say why).
    public static func explainFile(_ path: String) -> (explanation: ImportExplanation?, diagnostics: [Diagnostic]) {
        switch FileText.read(path, maximumSize: CatalogLoader.maximumFileSize) {
        case .failure(let diagnostic):
            return (nil, [diagnostic])
        case .success(let file):
            let result = importExplained(path: path, text: file.text)
            return (result.explanation, file.diagnostics + result.diagnostics)
        }
    }
}
