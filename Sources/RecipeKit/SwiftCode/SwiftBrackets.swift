/// Bracket matching over Swift tokens. Comments and string literals are single tokens, so the
/// brackets inside them never count.
public enum SwiftBrackets {
    /// The index of the token that closes the `{`, `(` or `[` at `open`, or `limit - 1` (at least
    /// `open`) when it is not closed before `limit`.
    public static func closing(_ tokens: [SwiftToken], from open: Int, limit: Int) -> Int {
        let (o, c) = pair(tokens[open].text)
        var depth = 0
        var j = open
        while j < limit {
            let t = tokens[j]
            if t.kind == .punctuation {
                if t.text == o { depth += 1 } else if t.text == c { depth -= 1; if depth == 0 { return j } }
            }
            j += 1
        }
        return max(open, limit - 1)
    }

    /// The index of the token that opens the `}`, `)` or `]` at `close`, or `limit` when it is not
    /// opened at or after `limit`.
    public static func opening(_ tokens: [SwiftToken], close: Int, limit: Int) -> Int {
        let (o, c) = pair(tokens[close].text)
        var depth = 0
        var j = close
        while j >= limit {
            let t = tokens[j]
            if t.kind == .punctuation {
                if t.text == c { depth += 1 } else if t.text == o { depth -= 1; if depth == 0 { return j } }
            }
            j -= 1
        }
        return limit
    }

    /// The opening and closing text of the bracket kind of `text` (braces unless it is a
    /// parenthesis or a square bracket).
    private static func pair(_ text: String) -> (open: String, close: String) {
        switch text {
        case "(", ")": ("(", ")")
        case "[", "]": ("[", "]")
        default: ("{", "}")
        }
    }
}
