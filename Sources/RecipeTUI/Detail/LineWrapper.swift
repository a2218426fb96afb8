/// Breaks styled text into screen lines by display width: prose at spaces, code at the edge.
enum LineWrapper {
    /// Word-wraps `spans` to `width` columns. The first line starts with `firstPrefix`, the
    /// others with `restPrefix` (for bullets and hanging indents).
    static func wrap(_ spans: [Span], width: Int, firstPrefix: [Span] = [], restPrefix: [Span] = []) -> [StyledLine] {
        let restWidth = StyledLine(restPrefix).width
        var lines: [StyledLine] = []
        var line = StyledLine(firstPrefix)
        var used = line.width
        var lineHasWord = false
        var pendingSpace: Style?

        func breakLine() {
            lines.append(line)
            line = StyledLine(restPrefix)
            used = restWidth
            lineHasWord = false
            pendingSpace = nil
        }

        for word in splitWords(spans) {
            if word.isSpace {
                if lineHasWord { pendingSpace = word.spans.first?.style ?? .plain }
                continue
            }
            let spaceWidth = pendingSpace == nil ? 0 : 1
            if lineHasWord && used + spaceWidth + word.width > width { breakLine() }
            if let style = pendingSpace {
                append(Span(" ", style), to: &line)
                used += 1
                pendingSpace = nil
            }
            if used + word.width <= width {
                for piece in word.spans { append(piece, to: &line) }
                used += word.width
            } else {
                for piece in word.spans {
                    for character in piece.text {
                        let columns = DisplayWidth.of(character)
                        if used + columns > width && used > restWidth { breakLine() }
                        append(Span(String(character), piece.style), to: &line)
                        used += columns
                    }
                }
            }
            lineHasWord = true
        }
        if lineHasWord || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Cuts `spans` at exactly `width` columns; later lines start with `continuation`.
    static func hardWrap(_ spans: [Span], width: Int, prefix: [Span], continuation: [Span]) -> [StyledLine] {
        let continuationWidth = StyledLine(continuation).width
        var lines: [StyledLine] = []
        var line = StyledLine(prefix)
        var used = line.width
        func breakLine() {
            lines.append(line)
            line = StyledLine(continuation)
            used = continuationWidth
        }
        for span in spans {
            if isPrintableASCII(span.text) {
                // One byte, one column: cut by byte counts.
                var bytes = span.text.utf8[...]
                while !bytes.isEmpty {
                    if used >= width && used > continuationWidth { breakLine() }
                    let room = max(1, width - used)
                    let piece = bytes.prefix(room)
                    append(Span(String(decoding: piece, as: UTF8.self), span.style), to: &line)
                    used += piece.count
                    bytes = bytes.dropFirst(piece.count)
                }
                continue
            }
            for character in span.text {
                let columns = DisplayWidth.of(character)
                if used + columns > width && used > continuationWidth { breakLine() }
                append(Span(String(character), span.style), to: &line)
                used += columns
            }
        }
        lines.append(line)
        return lines
    }

    /// Adds `span` to the end of `line`, joining it to the last span when the styles agree.
    static func append(_ span: Span, to line: inout StyledLine) {
        guard !span.text.isEmpty else { return }
        if let last = line.spans.last, last.style == span.style {
            line.spans[line.spans.count - 1].text += span.text
        } else {
            line.spans.append(span)
        }
    }

    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    private struct Word {
        var spans: [Span]
        var width: Int
        var isSpace: Bool
    }

    /// Groups text into words and runs of spaces (split on UTF-8 bytes: a space is never part of a
    /// multi-byte character); a word keeps the styles of its pieces, across spans.
    private static func splitWords(_ spans: [Span]) -> [Word] {
        var words: [Word] = []
        for span in spans {
            let bytes = span.text.utf8
            var start = bytes.startIndex
            while start < bytes.endIndex {
                let isSpace = bytes[start] == 32 || bytes[start] == 9
                var end = bytes.index(after: start)
                while end < bytes.endIndex, (bytes[end] == 32 || bytes[end] == 9) == isSpace { end = bytes.index(after: end) }
                let text =
                    isSpace
                    ? String(repeating: " ", count: bytes.distance(from: start, to: end))
                    : String(decoding: bytes[start..<end], as: UTF8.self)
                let piece = Span(text, span.style)
                let width = DisplayWidth.of(text)
                if var last = words.last, last.isSpace == isSpace {
                    last.spans.append(piece)
                    last.width += width
                    words[words.count - 1] = last
                } else {
                    words.append(Word(spans: [piece], width: width, isSpace: isSpace))
                }
                start = end
            }
        }
        return words
    }
}
