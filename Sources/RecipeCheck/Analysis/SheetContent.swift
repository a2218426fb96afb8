import RecipeKit

/// Whether a token is the content of a SwiftUI `.sheet`: inside the closure given to
/// `.sheet(isPresented:…) { … }`, `.sheet(item:…) { item in … }`, `.sheet(…, content: { … })` or
/// a `View` extension's own `sheet(item:) { … }`, directly or a few blocks down
/// (`if let url { ShareSheet(…) }`); or the type's initializer given as the content
/// (`.sheet(item: $file, content: ShareSheet.init)`).
enum SheetContent {
    /// How many enclosing blocks are looked at, and how far back: the scan stays bounded.
    static let blocks = 3
    static let reach = 600

    /// True when token `index` of `tokens` is in a `.sheet`'s content closure.
    static func holds(_ tokens: [SwiftToken], _ index: Int) -> Bool {
        var depth = 0, seen = 0
        var j = index - 1
        let stop = max(0, index - reach)
        while j > stop {
            defer { j -= 1 }
            if tokens[j].is("}") {
                depth += 1
            } else if tokens[j].is("{") {
                if depth > 0 {
                    depth -= 1
                    continue
                }
                if opensSheetContent(tokens, brace: j, stop: stop) { return true }
                seen += 1
                if seen == blocks { return false }
            }
        }
        return false
    }

    /// How many times `tokens` give `typeName`'s initializer as a `.sheet`'s content:
    /// `content: Name.init` (or `Name.init(items:)`) inside `.sheet(…)`.
    static func initializerReferences(to typeName: String, in tokens: [SwiftToken]) -> Int {
        var count = 0
        for i in tokens.indices where i >= 2 && i + 2 < tokens.count && tokens[i].is(typeName) {
            guard tokens[i - 1].is(":"), tokens[i - 2].is("content"), tokens[i + 1].is("."), tokens[i + 2].is("init") else { continue }
            let stop = max(0, i - reach)
            if let open = TokenScan.innermostOpening(tokens, before: i - 2, limit: stop + 1), isSheetCall(tokens, open: open, stop: stop) {
                count += 1
            }
        }
        return count
    }

    /// True when the `{` at `brace` opens a `.sheet`'s content: it trails `.sheet(…)`, or it is
    /// the `content:` argument inside one.
    private static func opensSheetContent(_ tokens: [SwiftToken], brace: Int, stop: Int) -> Bool {
        let previous = tokens[brace - 1]
        if previous.is(")") {
            let open = SwiftBrackets.opening(tokens, close: brace - 1, limit: stop)
            return isSheetCall(tokens, open: open, stop: stop)
        }
        guard previous.is(":"), brace - 2 > stop, tokens[brace - 2].is("content") else { return false }
        // The innermost unclosed `(` before the label belongs to the call.
        guard let open = TokenScan.innermostOpening(tokens, before: brace - 2, limit: stop + 1) else { return false }
        return isSheetCall(tokens, open: open, stop: stop)
    }

    /// True when the `(` at `open` is that of `.sheet(`, or of `sheet(` called on `self` inside
    /// a `View` extension; not of a declaration (`func sheet(`).
    private static func isSheetCall(_ tokens: [SwiftToken], open: Int, stop: Int) -> Bool {
        guard open - 2 > stop, tokens[open].is("("), tokens[open - 1].is("sheet") else { return false }
        let before = tokens[open - 2]
        return TokenScan.isMemberDot(before) || before.is("return") || before.kind != .identifier
    }
}
