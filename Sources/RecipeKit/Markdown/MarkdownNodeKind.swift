import CCmark
import Foundation

extension MarkdownParser {
    /// The cmark node types the converter tells apart, read from cmark's type enum: no string is
    /// made per node. The GFM extensions' types are numbered when the extensions register, so
    /// those (rare) nodes are told apart by their type name.
    enum NodeKind {
        case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
        case table, tableRow, tableCell, strikethrough
        case text, htmlInline, code, softbreak, linebreak, strong, emph
        case other

        init(_ node: OpaquePointer) {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_DOCUMENT: self = .document
            case CMARK_NODE_BLOCK_QUOTE: self = .blockQuote
            case CMARK_NODE_LIST: self = .list
            case CMARK_NODE_ITEM: self = .item
            case CMARK_NODE_CODE_BLOCK: self = .codeBlock
            case CMARK_NODE_HTML_BLOCK: self = .htmlBlock
            case CMARK_NODE_PARAGRAPH: self = .paragraph
            case CMARK_NODE_HEADING: self = .heading
            case CMARK_NODE_THEMATIC_BREAK: self = .thematicBreak
            case CMARK_NODE_TEXT: self = .text
            case CMARK_NODE_HTML_INLINE: self = .htmlInline
            case CMARK_NODE_CODE: self = .code
            case CMARK_NODE_SOFTBREAK: self = .softbreak
            case CMARK_NODE_LINEBREAK: self = .linebreak
            case CMARK_NODE_STRONG: self = .strong
            case CMARK_NODE_EMPH: self = .emph
            case CMARK_NODE_NONE, CMARK_NODE_CUSTOM_BLOCK, CMARK_NODE_FOOTNOTE_DEFINITION, CMARK_NODE_CUSTOM_INLINE,
                CMARK_NODE_LINK, CMARK_NODE_IMAGE, CMARK_NODE_FOOTNOTE_REFERENCE:
                self = .other
            default:
                self = Self.extensionKind(cmark_node_get_type_string(node))
            }
        }

        /// An extension node's kind from its type name (`table_header` is a header row).
        private static func extensionKind(_ name: UnsafePointer<CChar>?) -> NodeKind {
            guard let name else { return .other }
            if strcmp(name, "table") == 0 { return .table }
            if strcmp(name, "table_row") == 0 || strcmp(name, "table_header") == 0 { return .tableRow }
            if strcmp(name, "table_cell") == 0 { return .tableCell }
            if strcmp(name, "strikethrough") == 0 { return .strikethrough }
            return .other
        }
    }
}
