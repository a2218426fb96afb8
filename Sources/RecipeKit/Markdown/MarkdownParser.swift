import CCmark
import Foundation

/// Parses Markdown with cmark-gfm (tables enabled) into `MarkdownBlock`s.
///
/// This is the only file that speaks cmark: it walks cmark's iterator with an explicit stack (no
/// recursion, so deeply nested input cannot overflow the stack) and frees parser and tree here.
public enum MarkdownParser {
    private static let registerExtensions: Void = { cmark_gfm_core_extensions_ensure_registered() }()

    /// Parses `text`; never fails (cmark accepts any input).
    public static func parse(_ text: String) -> [MarkdownBlock] {
        _ = registerExtensions
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return [] }
        defer { cmark_parser_free(parser) }
        if let table = cmark_find_syntax_extension("table") { cmark_parser_attach_syntax_extension(parser, table) }
        if let strike = cmark_find_syntax_extension("strikethrough") { cmark_parser_attach_syntax_extension(parser, strike) }
        var bytes = Array(text.utf8)
        if bytes.isEmpty { return [] }
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { pointer in
                cmark_parser_feed(parser, pointer, buffer.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { return [] }
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

    private static func convert(_ document: OpaquePointer) -> [MarkdownBlock] {
        guard let iterator = cmark_iter_new(document) else { return [] }
        defer { cmark_iter_free(iterator) }
        var stack: [Frame] = []
        var inline: String?          // text of the leaf block (paragraph, heading, cell) being read
        var result: [MarkdownBlock] = []

        func append(_ block: MarkdownBlock) {
            if stack.isEmpty { result.append(block) } else { stack[stack.count - 1].blocks.append(block) }
        }

        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = String(cString: cmark_node_get_type_string(node))
            let entering = event == CMARK_EVENT_ENTER
            let line = Int(cmark_node_get_start_line(node))

            if inline != nil, !["paragraph", "heading", "table_cell"].contains(type) {
                renderInline(type: type, node: node, entering: entering, into: &inline!)
                continue
            }
            switch type {
            case "document":
                if entering { stack.append(Frame(kind: .document, line: 1)) } else { result = stack.removeLast().blocks }
            case "block_quote":
                if entering { stack.append(Frame(kind: .quote, line: line)) } else {
                    let frame = stack.removeLast()
                    append(.quote(blocks: frame.blocks, line: frame.line))
                }
            case "list":
                if entering {
                    stack.append(Frame(kind: .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST), line: line))
                } else {
                    let frame = stack.removeLast()
                    if case .list(let ordered) = frame.kind { append(.list(ordered: ordered, items: frame.items, line: frame.line)) }
                }
            case "item":
                if entering { stack.append(Frame(kind: .item, line: line)) } else {
                    let frame = stack.removeLast()
                    stack[stack.count - 1].items.append(.init(blocks: frame.blocks, line: frame.line))
                }
            case "paragraph", "heading":
                if entering { inline = "" } else {
                    let text = inline!.trimmed
                    inline = nil
                    if type == "heading" {
                        append(.heading(level: Int(cmark_node_get_heading_level(node)), text: text, line: line))
                    } else {
                        append(.paragraph(text: text, line: line))
                    }
                }
            case "code_block":
                let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
                let code = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                let language = info.split(separator: " ").first.map(String.init) ?? ""
                // The first code line is the line after an opening fence.
                var length: Int32 = 0, offset: Int32 = 0, character: CChar = 0
                let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
                append(.code(language: language, code: code, line: fenced ? line + 1 : line))
            case "html_block":
                append(.html(text: cmark_node_get_literal(node).map { String(cString: $0) } ?? "", line: line))
            case "thematic_break":
                append(.thematicBreak(line: line))
            case "table":
                if entering { stack.append(Frame(kind: .table, line: line)) } else {
                    let frame = stack.removeLast()
                    append(.table(rows: frame.rows, line: frame.line))
                }
            case "table_row", "table_header":
                if entering { stack.append(Frame(kind: .row, line: line)) } else {
                    let frame = stack.removeLast()
                    stack[stack.count - 1].rows.append(frame.cells)
                }
            case "table_cell":
                if entering { inline = "" } else {
                    stack[stack.count - 1].cells.append(inline!.trimmed)
                    inline = nil
                }
            default:
                break
            }
        }
        return result
    }

    /// Appends the light-Markdown rendering of one inline event to `text`.
    private static func renderInline(type: String, node: OpaquePointer, entering: Bool, into text: inout String) {
        switch type {
        case "text", "html_inline":
            if entering, let literal = cmark_node_get_literal(node) { text += String(cString: literal) }
        case "code":
            if entering, let literal = cmark_node_get_literal(node) { text += "`" + String(cString: literal) + "`" }
        case "softbreak", "linebreak":
            if entering { text += " " }
        case "strong":
            text += "**"
        case "emph":
            text += "*"
        case "strikethrough":
            text += "~~"
        case "image":
            break
        default:
            break
        }
    }
}
