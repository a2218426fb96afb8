import RecipeKit

/// A `let` or `var` declared directly in a type's body.
struct PropertyDeclaration {
    /// Index of the `let`/`var` keyword.
    var keyword: Int
    var name: String
    /// Attributes and modifiers before the keyword (`@Binding`, `private`, `static`).
    var prefix: [String]
    /// The first identifier of the type annotation (`Binding` for `Binding<String>`), if any.
    var annotatedType: String?
    /// Tokens after `=` up to the end of the declaration, or the body of a computed property.
    var value: Range<Int>?
    var isComputed: Bool

    var isStatic: Bool { prefix.contains("static") || prefix.contains("class") }

    /// The properties declared at the top level of `type`'s body.
    static func read(in type: TypeDeclaration, tokens: [SwiftToken]) -> [PropertyDeclaration] {
        var result: [PropertyDeclaration] = []
        var i = type.body.lowerBound
        let end = type.body.upperBound
        while i < end {
            let t = tokens[i]
            if t.is("{") { i = SwiftBrackets.closing(tokens, from: i, limit: end) + 1; continue }
            guard t.kind == .identifier, t.text == "let" || t.text == "var", i + 1 < end, tokens[i + 1].kind == .identifier,
                i == 0 || !tokens[i - 1].is(".")
            else { i += 1; continue }
            if i > type.body.lowerBound, tokens[i - 1].is("case") || tokens[i - 1].is("(") || tokens[i - 1].is(",") { i += 1; continue }
            var property = PropertyDeclaration(
                keyword: i, name: tokens[i + 1].text, prefix: prefixWords(before: i, tokens: tokens, limit: type.body.lowerBound),
                annotatedType: nil, value: nil, isComputed: false)
            var j = i + 2
            if j < end, tokens[j].is(":") {
                j += 1
                if j < end, tokens[j].kind == .identifier { property.annotatedType = tokens[j].text }
                // Skip the rest of the type: generics, optionals, qualified names.
                var depth = 0
                while j < end {
                    let u = tokens[j]
                    if u.is("<") || u.is("[") || u.is("(") {
                        depth += 1
                    } else if u.is(">") || u.is("]") || u.is(")") {
                        depth -= 1
                    } else if depth == 0, u.is("=") || u.is("{") || u.line != tokens[i].line && !u.is(".") && !u.is("?") && !u.is("!") {
                        break
                    }
                    j += 1
                }
            }
            if j < end, tokens[j].is("=") {
                let start = j + 1
                let stop = TokenScan.expressionEnd(tokens, from: start, limit: end)
                property.value = start..<stop
                j = stop
            } else if j < end, tokens[j].is("{"), property.annotatedType != nil {
                let close = max(SwiftBrackets.closing(tokens, from: j, limit: end), j + 1)  // unclosed at the end: empty
                property.value = (j + 1)..<close
                property.isComputed = true
                j = close + 1
            }
            result.append(property)
            i = max(j, i + 2)
        }
        return result
    }

    /// Attributes and modifiers written before the keyword at `i`, stopping at the previous declaration.
    private static func prefixWords(before i: Int, tokens: [SwiftToken], limit: Int) -> [String] {
        var words: [String] = []
        var j = i - 1
        while j >= limit {
            let t = tokens[j]
            if t.kind == .attribute || t.kind == .identifier && TokenScan.modifiers.contains(t.text) { words.append(t.text); j -= 1; continue }
            if t.is(")") {  // @State(initialValue:) or private(set)
                let open = SwiftBrackets.opening(tokens, close: j, limit: limit)
                if open > limit, tokens[open - 1].kind == .attribute || TokenScan.modifiers.contains(tokens[open - 1].text) { j = open - 1; continue }
            }
            break
        }
        return words
    }
}
