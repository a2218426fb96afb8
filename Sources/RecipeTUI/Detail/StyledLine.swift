/// A run of text in one style.
public struct Span: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// One screen line of the detail pane or of a list row: styled spans, left to right.
public struct StyledLine: Hashable, Sendable {
    public var spans: [Span]

    public init(_ spans: [Span] = []) { self.spans = spans }

    /// The line's text without styles.
    public var text: String { spans.map(\.text).joined() }

    /// Columns the line takes.
    public var width: Int { spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// The same text with the characters in `ranges` (offsets in characters) restyled by `transform`.
    public func restyling(_ ranges: [Range<Int>], _ transform: (Style) -> Style) -> StyledLine {
        guard !ranges.isEmpty else { return self }
        var result: [Span] = []
        var offset = 0
        for span in spans {
            var current = ""
            var currentStyle = span.style
            for character in span.text {
                let style = ranges.contains { $0.contains(offset) } ? transform(span.style) : span.style
                if style != currentStyle, !current.isEmpty {
                    result.append(Span(current, currentStyle))
                    current = ""
                }
                currentStyle = style
                current.append(character)
                offset += 1
            }
            if !current.isEmpty { result.append(Span(current, currentStyle)) }
        }
        return StyledLine(result)
    }

    /// Draws the line at `row` from `column`, at most `limit` columns; returns the columns written.
    @discardableResult
    public func draw(into buffer: inout ScreenBuffer, row: Int, column: Int, limit: Int) -> Int {
        var x = column
        for span in spans {
            let remaining = column + limit - x
            guard remaining > 0 else { break }
            x += buffer.write(span.text, row: row, column: x, style: span.style, limit: remaining)
        }
        return x - column
    }
}
