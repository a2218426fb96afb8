/// Swift code fenced inside a list item or a quote, as tutorials and documentation pages number
/// their steps ("1. **Integrate with SwiftUI**" over an indented fence): the importer reads code
/// blocks of the document's top level, so such code is taken out of its container and placed
/// right after it, in order. The container keeps everything else in its shape, so that a list
/// of pitfalls, with its nested items, reads as before.
enum NestedCode {
    /// `blocks` with the Swift code of every list and quote moved to just after it. Recursion
    /// follows the containers, which the parser keeps no deeper than `MarkdownParser.maximumNesting`.
    static func lifted(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        guard blocks.contains(where: holdsSwift) else { return blocks }
        var result: [MarkdownBlock] = []
        for block in blocks {
            guard holdsSwift(block) else {
                result.append(block)
                continue
            }
            var code: [MarkdownBlock] = []
            if let rest = withoutSwift(block, into: &code) { result.append(rest) }
            result += code
        }
        return result
    }

    /// `block` without its Swift code blocks, which go to `code` in document order; nil when
    /// nothing else is left of it.
    private static func withoutSwift(_ block: MarkdownBlock, into code: inout [MarkdownBlock]) -> MarkdownBlock? {
        switch block {
        case .code(let language, let text, _) where DocumentCode.isSwift(language: language, code: text):
            code.append(block)
            return nil
        case .list(let ordered, let items, let line) where holdsSwift(block):
            var kept: [MarkdownBlock.ListItem] = []
            for var item in items {
                item.blocks = item.blocks.compactMap { withoutSwift($0, into: &code) }
                if !item.blocks.isEmpty { kept.append(item) }
            }
            return kept.isEmpty ? nil : .list(ordered: ordered, items: kept, line: line)
        case .quote(let inner, let line) where holdsSwift(block):
            let kept = inner.compactMap { withoutSwift($0, into: &code) }
            return kept.isEmpty ? nil : .quote(blocks: kept, line: line)
        default:
            return block
        }
    }

    /// True when `block` is a Swift code block or a container holding one at any depth.
    private static func isOrHoldsSwift(_ block: MarkdownBlock) -> Bool {
        if case .code(let language, let code, _) = block { return DocumentCode.isSwift(language: language, code: code) }
        return holdsSwift(block)
    }

    /// True when the list or quote `block` holds a Swift code block at any depth.
    private static func holdsSwift(_ block: MarkdownBlock) -> Bool {
        switch block {
        case .list(_, let items, _): items.contains { $0.blocks.contains(where: isOrHoldsSwift) }
        case .quote(let inner, _): inner.contains(where: isOrHoldsSwift)
        default: false
        }
    }
}
