import RecipeKit

/// Small token-walking helpers shared by the rules.
enum TokenScan {
    /// Declaration modifiers that may precede `let`, `var` and `func`.
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "static", "class", "override", "mutating",
        "nonmutating", "dynamic", "nonisolated", "lazy", "weak", "unowned", "package", "required", "convenience"
    ]

    /// Words that start a new declaration or statement on a new line.
    private static let declarationStarts: Set<String> = modifiers.union([
        "let", "var", "func", "init", "deinit", "subscript", "struct", "enum", "actor", "protocol", "extension",
        "typealias", "case", "return", "if", "guard", "for", "while", "switch", "do", "defer", "throw"
    ])

    /// The `(`, `[` or `{` that is still open at token `index`, the innermost one, found looking
    /// back no further than `limit`; nil when there is none.
    static func innermostOpening(_ tokens: [SwiftToken], before index: Int, limit: Int) -> Int? {
        var depth = 0
        var j = index - 1
        while j >= limit {
            let t = tokens[j]
            if t.is(")") || t.is("]") || t.is("}") {
                depth += 1
            } else if t.is("(") || t.is("[") || t.is("{") {
                if depth == 0 { return j }
                depth -= 1
            }
            j -= 1
        }
        return nil
    }

    /// The end (exclusive) of the expression starting at `start`: the first token at bracket depth
    /// zero that closes an outer bracket, is `;`, or starts a new declaration on a new line.
    static func expressionEnd(_ tokens: [SwiftToken], from start: Int, limit: Int) -> Int {
        var depth = 0
        var j = start
        while j < limit {
            let t = tokens[j]
            if t.is("(") || t.is("[") || t.is("{") {
                depth += 1
            } else if t.is(")") || t.is("]") || t.is("}") {
                if depth == 0 { return j }
                depth -= 1
            } else if depth == 0, j > start {
                if t.is(";") { return j }
                if t.line != tokens[j - 1].line, t.kind == .attribute || t.kind == .identifier && declarationStarts.contains(t.text) { return j }
            }
            j += 1
        }
        return limit
    }

    /// The end of the statement starting at `start`: the first token at bracket depth zero on a
    /// new line that does not continue the expression (`.member`, an operator), or `;`.
    static func statementEnd(_ tokens: [SwiftToken], from start: Int, limit: Int) -> Int {
        var depth = 0
        var j = start
        while j < limit {
            let t = tokens[j]
            if t.is("(") || t.is("[") || t.is("{") {
                depth += 1
            } else if t.is(")") || t.is("]") || t.is("}") {
                if depth == 0 { return j }
                depth -= 1
            } else if depth == 0, j > start {
                if t.is(";") { return j }
                let previous = tokens[j - 1]
                if t.line != previous.line, !TokenScan.isMemberDot(t), !(previous.kind == .punctuation && !previous.is(")") && !previous.is("]")) {
                    return j
                }
            }
            j += 1
        }
        return limit
    }

    /// True for `.`, `?.` and `!.` (the tokenizer keeps optional chaining as one token).
    static func isMemberDot(_ token: SwiftToken) -> Bool {
        token.kind == .punctuation && (token.text == "." || token.text == "?." || token.text == "!.")
    }

    /// The chain of member accesses ending just before the dot at `dot`
    /// (`context.coordinator.textView`); returns the index of its first token.
    static func receiverStart(_ tokens: [SwiftToken], dot: Int, limit: Int) -> Int {
        var j = dot - 1
        while j >= limit {
            let t = tokens[j]
            if t.kind == .identifier {
                if j - 1 >= limit, isMemberDot(tokens[j - 1]) { j -= 2; continue }
                return j
            }
            if t.is(")") || t.is("]") {
                let open = SwiftBrackets.opening(tokens, close: j, limit: limit)
                if open > limit, tokens[open - 1].kind == .identifier { j = open - 1; continue }
                return open
            }
            return j + 1
        }
        return limit
    }

    /// True when the token at `i` is the assignment operator `=` or a compound assignment (`+=`).
    static func isAssignment(_ token: SwiftToken) -> Bool {
        guard token.kind == .punctuation else { return false }
        switch token.text {
        case "=", "+=", "-=", "*=", "/=", "%=", "|=", "&=", "^=", "<<=", ">>=": return true
        default: return false
        }
    }
}
