import CCmark
import Foundation

/// Parses Markdown with cmark-gfm (tables enabled) into `MarkdownBlock`s.
///
/// This is the only file that speaks cmark: it walks cmark's iterator with an explicit stack (no
/// recursion, so deeply nested input cannot overflow the stack) and frees parser and tree here.
/// Containers (quotes, lists, items) nested deeper than `maximumNesting` are flattened into the
/// deepest one kept, so the tree it returns is never deeper than that: the extractors that walk
/// it and the release of the tree, both recursive, stay within the stack. Shapes on which
/// cmark-gfm itself is quadratic (`MarkdownShapeCheck`) are not given to it whole.
public enum MarkdownParser {
    private static let registerExtensions: Void = { cmark_gfm_core_extensions_ensure_registered() }()

    /// The deepest nesting of block quotes, lists and list items that is kept as a tree.
    public static let maximumNesting = 100

    /// Blocks and what had to be changed to read them safely (1-based lines).
    public struct Document: Sendable {
        public var blocks: [MarkdownBlock]
        /// Notes for the file's diagnostics: nesting flattened, a shape read as plain text.
        public var notes: [Note]
    }

    /// Something the parser changed to read a file safely, at a 1-based line.
    public struct Note: Hashable, Sendable {
        public var line: Int
        public var message: String
    }

    /// Parses `text` (never fails: cmark accepts any input), reporting any nesting flattened and any shape read as plain text.
    public static func parseDocument(_ text: String) -> Document {
        switch MarkdownShapeCheck.check(text) {
        case .plainText(let line, let reason):
            return Document(
                blocks: MarkdownShapeCheck.plainParagraphs(text),
                notes: [Note(line: line, message: "\(reason); the file is read as plain text")])
        case .withoutTables(let line, let reason):
            var document = parseWithCmark(text, tables: false)
            document.notes.insert(Note(line: line, message: "\(reason); tables are read as plain text"), at: 0)
            return document
        case .markdown:
            return parseWithCmark(text, tables: true)
        }
    }

    private static func parseWithCmark(_ text: String, tables: Bool) -> Document {
        _ = registerExtensions
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return Document(blocks: [], notes: []) }
        defer { cmark_parser_free(parser) }
        if tables, let table = cmark_find_syntax_extension("table") { cmark_parser_attach_syntax_extension(parser, table) }
        if let strike = cmark_find_syntax_extension("strikethrough") { cmark_parser_attach_syntax_extension(parser, strike) }
        if text.isEmpty { return Document(blocks: [], notes: []) }
        var text = text
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress!, $0.count) }
        }
        guard let document = cmark_parser_finish(parser) else { return Document(blocks: [], notes: []) }
        defer { cmark_node_free(document) }
        return convert(document)
    }

    /// A container being built while the iterator is inside it.
    private struct Frame {
        enum Kind { case document, quote, list(ordered: Bool), item, table, row }
        var kind: Kind
        var line: Int
        var blocks: [MarkdownBlock] = []
        var items: [MarkdownBlock.ListItem] = []
        var rows: [[String]] = []
        var cells: [String] = []
    }

    private static func convert(_ document: OpaquePointer) -> Document {
        guard let iterator = cmark_iter_new(document) else { return Document(blocks: [], notes: []) }
        defer { cmark_iter_free(iterator) }
        var stack: [Frame] = []
        var nesting = 0  // quotes, lists and items entered, kept or not
        var flattenedAt: Int?  // the first line whose container was flattened
        var lastLine = 1  // the last real start line seen
        var readingInline = false  // inside a leaf block (paragraph, heading, cell)
        var inline: [UInt8] = []  // that block's UTF-8 so far; one buffer reused for every block
        inline.reserveCapacity(1024)
        var result: [MarkdownBlock] = []

        func append(_ block: MarkdownBlock) {
            if stack.isEmpty { result.append(block) } else { stack[stack.count - 1].blocks.append(block) }
        }
        func startInline() {
            inline.removeAll(keepingCapacity: true)
            readingInline = true
        }
        /// The finished text of the leaf block being read, trimmed.
        func takeInline() -> String {
            readingInline = false
            return inline.withUnsafeBufferPointer(Trimming.trimmedText)
        }

        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let kind = NodeKind(node)
            let entering = event == CMARK_EVENT_ENTER
            // cmark-gfm gives a table that interrupts a paragraph line 0: use the line before.
            let start = Int(cmark_node_get_start_line(node))
            let line = start > 0 ? start : lastLine
            lastLine = line

            if readingInline, kind != .paragraph, kind != .heading, kind != .tableCell {
                renderInline(kind, node: node, entering: entering, into: &inline)
                continue
            }
            if kind == .blockQuote || kind == .list || kind == .item {
                // Past the limit a container's events are skipped: its blocks join the deepest one kept.
                if entering { nesting += 1 } else { nesting -= 1 }
                if nesting + (entering ? 0 : 1) > maximumNesting {
                    if flattenedAt == nil { flattenedAt = line }
                    continue
                }
            }
            switch kind {
            case .document:
                if entering { stack.append(Frame(kind: .document, line: 1)) } else { result = stack.removeLast().blocks }
            case .blockQuote:
                if entering {
                    stack.append(Frame(kind: .quote, line: line))
                } else {
                    let frame = stack.removeLast()
                    append(.quote(blocks: frame.blocks, line: frame.line))
                }
            case .list:
                if entering {
                    stack.append(Frame(kind: .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST), line: line))
                } else {
                    let frame = stack.removeLast()
                    // Blocks of flattened items deeper than the limit land in the list itself.
                    let items = frame.blocks.isEmpty ? frame.items : frame.items + [.init(blocks: frame.blocks, line: frame.line)]
                    if case .list(let ordered) = frame.kind { append(.list(ordered: ordered, items: items, line: frame.line)) }
                }
            case .item:
                if entering {
                    stack.append(Frame(kind: .item, line: line))
                } else {
                    let frame = stack.removeLast()
                    stack[stack.count - 1].items.append(.init(blocks: frame.blocks, line: frame.line))
                }
            case .paragraph:
                if entering { startInline() } else { append(.paragraph(text: takeInline(), line: line)) }
            case .heading:
                if entering {
                    startInline()
                } else {
                    append(.heading(level: Int(cmark_node_get_heading_level(node)), text: takeInline(), line: line))
                }
            case .codeBlock:
                let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
                let code = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                let language = info.split(separator: " ").first.map(String.init) ?? ""
                // The first code line is the line after an opening fence.
                var length: Int32 = 0, offset: Int32 = 0, character: CChar = 0
                let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
                append(.code(language: language, code: code, line: fenced ? line + 1 : line))
            case .htmlBlock:
                append(.html(text: cmark_node_get_literal(node).map { String(cString: $0) } ?? "", line: line))
            case .thematicBreak:
                append(.thematicBreak(line: line))
            case .table:
                if entering {
                    stack.append(Frame(kind: .table, line: line))
                } else {
                    let frame = stack.removeLast()
                    append(.table(rows: frame.rows, line: frame.line))
                }
            case .tableRow:
                if entering {
                    stack.append(Frame(kind: .row, line: line))
                } else {
                    let frame = stack.removeLast()
                    stack[stack.count - 1].rows.append(frame.cells)
                }
            case .tableCell:
                if entering { startInline() } else { stack[stack.count - 1].cells.append(takeInline()) }
            default:
                break
            }
        }
        let notes = flattenedAt.map { [Note(line: max(1, $0), message: "nesting deeper than \(maximumNesting) levels; flattened")] } ?? []
        return Document(blocks: result, notes: notes)
    }

    /// Appends the light-Markdown rendering of one inline event to `text`.
    private static func renderInline(_ kind: NodeKind, node: OpaquePointer, entering: Bool, into text: inout [UInt8]) {
        func appendLiteral() {
            guard let literal = cmark_node_get_literal(node) else { return }
            literal.withMemoryRebound(to: UInt8.self, capacity: 1) { text.append(contentsOf: UnsafeBufferPointer(start: $0, count: strlen(literal))) }
        }
        switch kind {
        case .text, .htmlInline:
            if entering { appendLiteral() }
        case .code:
            if entering, cmark_node_get_literal(node) != nil {
                text.append(UInt8(ascii: "`"))
                appendLiteral()
                text.append(UInt8(ascii: "`"))
            }
        case .softbreak, .linebreak:
            if entering { text.append(UInt8(ascii: " ")) }
        case .strong:
            text.append(contentsOf: [UInt8(ascii: "*"), UInt8(ascii: "*")])
        case .emph:
            text.append(UInt8(ascii: "*"))
        case .strikethrough:
            text.append(contentsOf: [UInt8(ascii: "~"), UInt8(ascii: "~")])
        default:
            break
        }
    }
}
