/// A block of a Markdown document with its 1-based source line: the small tree the recipe
/// extractors read, free of cmark types.
public indirect enum MarkdownBlock: Hashable, Sendable {
    case heading(level: Int, text: String, line: Int)
    /// Inline text rendered back to light Markdown: `code`, **strong**, *emphasis*; links keep their text.
    case paragraph(text: String, line: Int)
    case list(ordered: Bool, items: [ListItem], line: Int)
    /// `language` is the info string's first word, empty when none.
    case code(language: String, code: String, line: Int)
    case quote(blocks: [MarkdownBlock], line: Int)
    /// Rows of cells; the header row first.
    case table(rows: [[String]], line: Int)
    case html(text: String, line: Int)
    case thematicBreak(line: Int)

    /// One item of a list: its blocks and its first line.
    public struct ListItem: Hashable, Sendable {
        public var blocks: [MarkdownBlock]
        public var line: Int

        /// The item's text: its paragraphs joined by a space (nested lists excluded).
        public var text: String {
            blocks.compactMap { if case .paragraph(let text, _) = $0 { text } else { nil } }.joined(separator: " ")
        }
    }

    /// The block's first source line.
    public var line: Int {
        switch self {
        case .heading(_, _, let line), .paragraph(_, let line), .list(_, _, let line), .code(_, _, let line),
            .quote(_, let line), .table(_, let line), .html(_, let line), .thematicBreak(let line):
            line
        }
    }
}
