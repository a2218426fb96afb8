import RecipeKit

/// The parameters of a declared function or initialiser, read from its tokens.
struct FunctionParameter {
    /// The argument label (`_` when there is none).
    var label: String
    /// The name the body uses.
    var name: String
    var hasDefault: Bool

    /// The parameters of `function`, found from its body backwards: the nearest `func NAME` before
    /// the body, then its parenthesised list. Empty when the list is not found.
    static func read(_ function: FunctionDeclaration, tokens: [SwiftToken]) -> [FunctionParameter] {
        guard function.body.lowerBound > 0 else { return [] }
        var keyword = function.body.lowerBound - 1
        while keyword >= 0, !(tokens[keyword].is("func") && keyword + 1 < tokens.count && tokens[keyword + 1].is(function.name)) {
            keyword -= 1
        }
        guard keyword >= 0 else { return [] }
        var open = keyword + 1
        while open < function.body.lowerBound, !tokens[open].is("(") { open += 1 }
        guard open < function.body.lowerBound else { return [] }
        return list(at: open, limit: function.body.lowerBound, tokens: tokens)
    }

    /// The parameter lists of the initialisers declared directly in `type`'s body (the code
    /// reader keeps functions only).
    static func initializers(of type: TypeDeclaration, tokens: [SwiftToken]) -> [[FunctionParameter]] {
        var result: [[FunctionParameter]] = []
        var i = type.body.lowerBound
        while i < type.body.upperBound {
            let t = tokens[i]
            if t.is("{") { i = SwiftBrackets.closing(tokens, from: i, limit: type.body.upperBound) + 1; continue }
            if t.is("init"), i == type.body.lowerBound || !TokenScan.isMemberDot(tokens[i - 1]) {
                var open = i + 1
                if open < type.body.upperBound, tokens[open].is("?") || tokens[open].is("!") { open += 1 }
                if open < type.body.upperBound, tokens[open].is("(") { result.append(list(at: open, limit: type.body.upperBound, tokens: tokens)) }
            }
            i += 1
        }
        return result
    }

    /// The entries of the parameter list whose `(` is at `open`.
    private static func list(at open: Int, limit: Int, tokens: [SwiftToken]) -> [FunctionParameter] {
        let close = SwiftBrackets.closing(tokens, from: open, limit: limit)
        return CallSite.arguments(in: (open + 1)..<close, tokens: tokens).compactMap { parameter($0, tokens: tokens) }
    }

    /// One `label name: Type = default` entry of a parameter list.
    private static func parameter(_ entry: CallSite.Argument, tokens: [SwiftToken]) -> FunctionParameter? {
        let range = entry.label == nil ? entry.expression : (entry.expression.lowerBound - 2)..<entry.expression.upperBound
        guard let colon = range.first(where: { tokens[$0].is(":") }) else { return nil }
        let names = tokens[range.lowerBound..<colon].filter { $0.kind == .identifier }.map(\.text)
        guard let name = names.last, let label = names.first else { return nil }
        var depth = 0
        var hasDefault = false
        for i in colon..<range.upperBound {
            let t = tokens[i]
            if t.is("(") || t.is("[") || t.is("<") { depth += 1 } else if t.is(")") || t.is("]") || t.is(">") { depth -= 1 }
            if depth == 0, t.is("=") { hasDefault = true; break }
        }
        return FunctionParameter(label: label, name: name, hasDefault: hasDefault)
    }
}
