import RecipeKit

/// The properties of the wrapped view's own classes (`ViewClasses`) whose observer or setter
/// compares before it passes a value on: `var text: String { didSet { guard textView.string != text
/// else { return }; textView.string = text } }`. A write to such a property is guarded inside the
/// view, where the representable's update cannot show it.
struct ComparingObservers {
    /// The accessors read: observers and setters.
    private static let accessors: Set<String> = ["didSet", "willSet", "set"]

    private let names: Set<String>

    init(_ context: RuleContext) {
        let tokens = context.tokens
        var names: Set<String> = []
        for type in ViewClasses.declared(context) {
            var depth = 0
            for j in type.body {
                if tokens[j].is("{") { depth += 1 } else if tokens[j].is("}") { depth -= 1 }
                guard depth == 0, tokens[j].is("var"), j + 1 < type.body.upperBound, tokens[j + 1].kind == .identifier,
                    let block = Self.declarationBlock(tokens, after: j + 1, limit: type.body.upperBound),
                    Self.accessorCompares(tokens, in: block)
                else { continue }
                names.insert(tokens[j + 1].text)
            }
        }
        self.names = names
    }

    /// True when a class of the wrapped view compares in the observer or setter of `member`.
    func guards(_ member: String) -> Bool { names.contains(member) }

    /// How far after a property's name its observers' `{` is looked for, and how long the block
    /// read may be: a type, a default value and an observer are short, and the bounds keep a
    /// damaged class (unclosed parentheses or braces) linear.
    static let reach = 256
    static let longestBlock = 4096

    /// The braces' inside of the property declared at `name`: the `{` after its type or value on
    /// the same statement, nil when it has none (a stored property without observers).
    private static func declarationBlock(_ tokens: [SwiftToken], after name: Int, limit: Int) -> Range<Int>? {
        var j = name + 1
        var depth = 0
        let searchEnd = min(limit, name + 1 + reach)
        while j < searchEnd {
            let t = tokens[j]
            if t.is("(") || t.is("[") { depth += 1 } else if t.is(")") || t.is("]") { depth -= 1 }
            if depth == 0, t.is("{") {
                // An unclosed brace (a damaged file) runs to `limit - 1`, which may be `j` itself.
                let close = SwiftBrackets.closing(tokens, from: j, limit: min(limit, j + longestBlock))
                return close > j ? (j + 1)..<close : nil
            }
            // The next declaration or statement: no block belongs to this property.
            if depth == 0, t.line != tokens[name].line, t.kind == .identifier, ["var", "let", "func", "init", "override"].contains(t.text) {
                return nil
            }
            j += 1
        }
        return nil
    }

    /// True when an accessor in `block` opens with a `guard` or `if` whose condition compares (`!=`, `==`).
    private static func accessorCompares(_ tokens: [SwiftToken], in block: Range<Int>) -> Bool {
        for j in block where accessors.contains(tokens[j].text) && j + 1 < block.upperBound {
            var k = j + 1
            if tokens[k].is("(") { k = SwiftBrackets.closing(tokens, from: k, limit: block.upperBound) + 1 }  // `didSet(old)`
            guard k + 1 < block.upperBound, tokens[k].is("{"), tokens[k + 1].is("guard") || tokens[k + 1].is("if") else { continue }
            var c = k + 2
            while c < block.upperBound, !tokens[c].is("else"), !tokens[c].is("{") {
                if tokens[c].is("!=") || tokens[c].is("==") || tokens[c].is("!==") || tokens[c].is("===") { return true }
                c += 1
            }
        }
        return false
    }
}
