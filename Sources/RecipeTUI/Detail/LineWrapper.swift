/// Breaks styled text into screen lines by display width: prose at spaces, code at the edge.
enum LineWrapper {
    /// Word-wraps `spans` to `width` columns. The first line starts with `firstPrefix`, the
    /// others with `restPrefix` (for bullets and hanging indents).
    static func wrap(_ spans: [Span], width: Int, firstPrefix: [Span] = [], restPrefix: [Span] = []) -> [StyledLine] {
        let words = splitWords(spans)
        var lines: [StyledLine] = []
        var line = StyledLine(firstPrefix)
        var used = line.width
        var lineHasWord = false
        var pendingSpace: Span?

        func breakLine() {
            lines.append(line)
            line = StyledLine(restPrefix)
            used = line.width
            lineHasWord = false
            pendingSpace = nil
        }

        for word in words {
            if word.isSpace {
                if lineHasWord { pendingSpace = Span(" ", word.spans.first?.style ?? .plain) }
                continue
            }
            let wordWidth = word.spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
            let spaceWidth = pendingSpace == nil ? 0 : 1
            if lineHasWord && used + spaceWidth + wordWidth > width { breakLine() }
            if let space = pendingSpace {
                for character in space.text { append(character, style: space.style, to: &line) }
                used += 1
                pendingSpace = nil
            }
            for piece in word.spans {
                for character in piece.text {
                    let columns = DisplayWidth.of(character)
                    if used + columns > width && used > StyledLine(restPrefix).width { breakLine() }
                    append(character, style: piece.style, to: &line)
                    used += columns
                }
            }
            lineHasWord = true
        }
        if lineHasWord || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Cuts `spans` at exactly `width` columns; later lines start with `continuation`.
    static func hardWrap(_ spans: [Span], width: Int, prefix: [Span], continuation: [Span]) -> [StyledLine] {
        var lines: [StyledLine] = []
        var line = StyledLine(prefix)
        var used = line.width
        for span in spans {
            for character in span.text {
                let columns = DisplayWidth.of(character)
                if used + columns > width && used > StyledLine(continuation).width {
                    lines.append(line)
                    line = StyledLine(continuation)
                    used = line.width
                }
                append(character, style: span.style, to: &line)
                used += columns
            }
        }
        lines.append(line)
        return lines
    }

    private static func append(_ character: Character, style: Style, to line: inout StyledLine) {
        if let last = line.spans.last, last.style == style {
            line.spans[line.spans.count - 1].text.append(character)
        } else {
            line.spans.append(Span(String(character), style))
        }
    }

    private struct Word {
        var spans: [Span]
        var isSpace: Bool
    }

    /// Groups characters into words and runs of spaces; a word keeps the styles of its pieces.
    private static func splitWords(_ spans: [Span]) -> [Word] {
        var words: [Word] = []
        for span in spans {
            for character in span.text {
                let isSpace = character == " " || character == "\t"
                if var last = words.last, last.isSpace == isSpace {
                    if let lastSpan = last.spans.last, lastSpan.style == span.style {
                        last.spans[last.spans.count - 1].text.append(character)
                    } else {
                        last.spans.append(Span(String(character), span.style))
                    }
                    words[words.count - 1] = last
                } else {
                    words.append(Word(spans: [Span(String(character), span.style)], isSpace: isSpace))
                }
            }
        }
        return words
    }
}
