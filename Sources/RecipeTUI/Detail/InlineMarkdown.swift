/// Turns the Markdown inline syntax kept in recipe prose into styled spans: `` `code` `` in the
/// code style, `**strong**` emphasised, `[text](url)` as its text, and the markers removed.
enum InlineMarkdown {
    static func spans(_ text: String, base: Style = .plain) -> [Span] {
        var spans: [Span] = []
        var current = ""
        var style = base
        let characters = Array(text.replacingOccurrences(of: "\n", with: " "))
        var index = 0

        func flush() {
            if !current.isEmpty { spans.append(Span(current, style)) }
            current = ""
        }

        while index < characters.count {
            let character = characters[index]
            if character == "`", let close = characters[(index + 1)...].firstIndex(of: "`") {
                flush()
                spans.append(Span(String(characters[(index + 1)..<close]), .code))
                index = close + 1
            } else if character == "*", index + 1 < characters.count, characters[index + 1] == "*" {
                flush()
                style = style == .emphasis ? base : .emphasis
                index += 2
            } else if character == "[", let link = link(in: characters, from: index) {
                current += link.text
                index = link.end
            } else {
                current.append(character)
                index += 1
            }
        }
        flush()
        return spans
    }

    /// `[text](url)` starting at `start`: the text and the index after the closing parenthesis.
    private static func link(in characters: [Character], from start: Int) -> (text: String, end: Int)? {
        guard let close = characters[start...].firstIndex(of: "]"), close + 1 < characters.count,
              characters[close + 1] == "(", let end = characters[(close + 1)...].firstIndex(of: ")")
        else { return nil }
        return (String(characters[(start + 1)..<close]), end + 1)
    }
}
