import RecipeKit

/// A place where Swift source constructs a type by name (`ImagePicker(onPick: { … })`), with the
/// arguments it passes: those in parentheses and the trailing closures.
struct CallSite {
    /// One argument: its label (nil when unlabelled) and the tokens of its expression.
    struct Argument {
        var label: String?
        var expression: Range<Int>
    }

    /// The type constructed.
    var typeName: String
    /// Index of the type name token.
    var index: Int
    var arguments: [Argument]
    /// Trailing closures, each with its braces; the first one is unlabelled.
    var trailingClosures: [Argument]

    /// Words before a type name that make it a declaration or a type, not a construction.
    private static let declaring: Set<String> = [
        "struct", "class", "enum", "actor", "extension", "protocol", "typealias", "func", "case", "as", "is"
    ]

    /// Every construction of one of `typeNames` in `tokens`, in source order: the name (not after `.`, not declared) followed
    /// by `(`, by generic arguments and `(`, or by a trailing closure alone (not after `:`, `->`
    /// or `,`, where `Name {` ends an inheritance clause or a return type).
    static func find(_ typeNames: Set<String>, in tokens: [SwiftToken]) -> [CallSite] {
        var sites: [CallSite] = []
        for i in tokens.indices where tokens[i].kind == .identifier && typeNames.contains(tokens[i].text) {
            let previous = i > 0 ? tokens[i - 1] : nil
            if let previous, TokenScan.isMemberDot(previous) || declaring.contains(previous.text) { continue }
            var open = i + 1
            if open < tokens.count, tokens[open].is("<") {
                var depth = 0
                while open < tokens.count {
                    if tokens[open].is("<") { depth += 1 } else if tokens[open].is(">") { depth -= 1; if depth == 0 { break } }
                    if tokens[open].is("{") || tokens[open].is("}") { break }
                    open += 1
                }
                open += 1
            }
            guard open < tokens.count, tokens[open].is("(") || tokens[open].is("{") else { continue }
            // `: Name {` and `-> Name {` declare (an inheritance clause, a return type); `case x: Name(` constructs.
            if tokens[open].is("{"), let previous, previous.is(":") || previous.is("->") || previous.is(",") { continue }
            var site = CallSite(typeName: tokens[i].text, index: i, arguments: [], trailingClosures: [])
            var next = open
            if tokens[open].is("(") {
                let close = SwiftBrackets.closing(tokens, from: open, limit: tokens.count)
                site.arguments = arguments(in: (open + 1)..<close, tokens: tokens)
                next = close + 1
            }
            site.trailingClosures = trailingClosures(from: next, tokens: tokens)
            sites.append(site)
        }
        return sites
    }

    /// The expression given for `member`: its labelled argument, else the unlabelled trailing
    /// closure when `member` is the last closure member (of `closureMembers`, in declaration
    /// order) that no label names. Nil when the call site does not pass it.
    func argument(for member: String, closureMembers: [String]) -> Range<Int>? {
        if let labelled = (arguments + trailingClosures).first(where: { $0.label == member }) { return labelled.expression }
        guard let trailing = trailingClosures.first, trailing.label == nil else { return nil }
        let labels = Set((arguments + trailingClosures).compactMap(\.label))
        return closureMembers.last(where: { !labels.contains($0) }) == member ? trailing.expression : nil
    }

    /// The comma-separated entries of a parenthesised list (arguments or parameters), `range`
    /// being the tokens between the parentheses.
    static func arguments(in range: Range<Int>, tokens: [SwiftToken]) -> [Argument] {
        var result: [Argument] = []
        var start = range.lowerBound
        var i = range.lowerBound
        while i <= range.upperBound {
            if i == range.upperBound || tokens[i].is(",") {
                if start < i { result.append(argument(start..<i, tokens: tokens)) }
                start = i + 1
            } else if tokens[i].is("(") || tokens[i].is("[") || tokens[i].is("{") {
                i = SwiftBrackets.closing(tokens, from: i, limit: range.upperBound)
            }
            i += 1
        }
        return result
    }

    private static func argument(_ range: Range<Int>, tokens: [SwiftToken]) -> Argument {
        if range.count > 2, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].is(":") {
            return Argument(label: tokens[range.lowerBound].text, expression: (range.lowerBound + 2)..<range.upperBound)
        }
        return Argument(label: nil, expression: range)
    }

    /// `{ … }` right after the call, then any `label: { … }` that follow it.
    private static func trailingClosures(from start: Int, tokens: [SwiftToken]) -> [Argument] {
        var result: [Argument] = []
        var i = start
        while i < tokens.count {
            var label: String?
            var open = i
            if !result.isEmpty {
                guard i + 1 < tokens.count, tokens[i].kind == .identifier, tokens[i + 1].is(":") else { break }
                label = tokens[i].text
                open = i + 2
            }
            guard open < tokens.count, tokens[open].is("{") else { break }
            let close = SwiftBrackets.closing(tokens, from: open, limit: tokens.count)
            result.append(Argument(label: label, expression: open..<(close + 1)))
            i = close + 1
        }
        return result
    }
}
