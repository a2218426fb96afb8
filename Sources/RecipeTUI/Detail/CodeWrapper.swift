/// Breaks a highlighted code line that is wider than the pane between tokens, never inside a
/// name or a number: the continuation lines keep the line's indentation and start with `↪`.
/// Only a token wider than a whole line is cut.
enum CodeWrapper {
    /// The continuation mark.
    static let mark = Span("↪ ", .dim)

    /// `spans` (one line of code) as screen lines of at most `width` columns, each starting
    /// with `prefix`.
    static func wrap(_ spans: [Span], width: Int, prefix: [Span]) -> [StyledLine] {
        let prefixWidth = StyledLine(prefix).width
        let total = spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
        if prefixWidth + total <= width { return [StyledLine(prefix + spans)] }
        let tokens = tokenize(spans)
        let indentation = tokens.first.map { $0.isSpace ? min($0.width, max(0, (width - prefixWidth) / 2)) : 0 } ?? 0
        let continuation = prefix + [Span(String(repeating: " ", count: indentation)), mark]
        let continuationWidth = StyledLine(continuation).width
        var lines: [StyledLine] = []
        var line = StyledLine(prefix)
        var used = prefixWidth
        var lineStart = prefixWidth
        for token in tokens {
            if used + token.width > width, used > lineStart {
                lines.append(line)
                line = StyledLine(continuation)
                used = continuationWidth
                lineStart = continuationWidth
                if token.isSpace { continue }
            }
            if used + token.width <= width || token.isSpace {
                LineWrapper.append(token.span, to: &line)
                used += token.width
                continue
            }
            // A token wider than a whole line: cut it at the edge.
            for character in token.span.text {
                let columns = DisplayWidth.of(character)
                if used + columns > width, used > lineStart {
                    lines.append(line)
                    line = StyledLine(continuation)
                    used = continuationWidth
                    lineStart = continuationWidth
                }
                LineWrapper.append(Span(String(character), token.span.style), to: &line)
                used += columns
            }
        }
        lines.append(line)
        return lines
    }

    private struct Token {
        var span: Span
        var width: Int
        var isSpace: Bool
    }

    private enum Kind { case word, space, punctuation }

    private static func kind(_ character: Character) -> Kind {
        if character == " " { return .space }
        if character.isLetter || character.isNumber || character == "_" || character == "$" || !character.isASCII { return .word }
        return .punctuation
    }

    /// Words (names, numbers), runs of spaces and runs of punctuation, each in one style.
    private static func tokenize(_ spans: [Span]) -> [Token] {
        var tokens: [Token] = []
        for span in spans {
            var current = ""
            var currentKind: Kind?
            func flush() {
                guard let kind = currentKind, !current.isEmpty else { return }
                tokens.append(Token(span: Span(current, span.style), width: DisplayWidth.of(current), isSpace: kind == .space))
                current = ""
            }
            for character in span.text {
                let next = kind(character)
                if next != currentKind || next == .punctuation && isBreakAfter(current.last) { flush() }
                currentKind = next
                current.append(character)
            }
            flush()
        }
        return tokens
    }

    /// Punctuation after which a new token starts even in a run: `,` `(` `[` `{` `:` `;`.
    private static func isBreakAfter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return ",([{:;".contains(character)
    }
}
