/// The `// ❌ …` part of a code block: code a document shows as what not to do. It is a pitfall of
/// the recipe the block belongs to, and its declarations are not read (a `BadMapView` shown as a
/// mistake is not a recipe of its own).
struct CounterExample: Hashable {
    /// The marker comment, without `//` and the mark: `WRONG: Setting text in makeUIView`.
    var text: String
    /// The first line of code after the marker, when the comment says nothing but "wrong".
    var firstCodeLine: String?
    /// File lines of the marker and of the code up to the next `// ✅` (or the block's end).
    var lines: ClosedRange<Int>
    /// Representables the counter-example declares (not recipes: the diagnostics name them).
    var declares: [String] = []

    /// The pitfall's text: the comment, or the code it marks when the comment is only a mark.
    var pitfallText: String {
        let words = text.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
        if words.allSatisfy(Self.markerWords.contains), let firstCodeLine {
            return "Counter-example: `\(firstCodeLine)`"
        }
        return text
    }

    private static let markerWords: Set<String> = ["wrong", "bad", "incorrect", "don", "t", "do", "not", "avoid", "no", "never", "anti", "pattern"]
    private static let badMarks = ["❌", "🚫", "✗", "✘", "⛔"]
    private static let badWords = [
        "wrong", "bad", "incorrect", "avoid", "don't", "dont", "anti-pattern", "antipattern", "错误", "잘못된", "나쁜", "悪い例", "間違い"
    ]
    private static let goodMarks = ["✅", "✔", "👍"]
    private static let goodWords = ["correct", "good", "right", "better", "best", "fixed", "do", "正确", "올바른", "좋은", "良い例", "正しい"]

    /// True when `comment` opens with one of `words` standing alone: followed by nothing, `:`, `—`
    /// or ` -` (`// Bad - recreating…`, `// WRONG: …`), so that "Don't forget the delegate" is not a mark.
    private static func opens(_ comment: String, with words: [String]) -> Bool {
        let lower = comment.lowercased()
        return words.contains { word in
            guard lower.hasPrefix(word) else { return false }
            let rest = lower.dropFirst(word.count)
            guard let next = rest.first else { return true }
            if next.isLetter && !word.unicodeScalars.allSatisfy(\.isASCII) { return true }  // CJK words need no separator
            let after = rest.drop { $0 == " " }
            return after.first.map { ":—–-(".contains($0) } ?? true
        }
    }

    /// True when a short paragraph introduces the next code block as what not to do
    /// (`**❌ Wrong:**`, `Bad:`, `Don't do this:`).
    static func isBadLead(_ paragraph: String) -> Bool {
        let plain = InlineText.plain(paragraph).trimmed
        guard plain.count <= 80 else { return false }
        return badMarks.contains(where: plain.hasPrefix) || opens(plain, with: badWords + ["don't do this", "do not do this"])
    }

    /// True when a short paragraph introduces the next code block as the right way (`**✅ Right:**`).
    static func isGoodLead(_ paragraph: String) -> Bool {
        let plain = InlineText.plain(paragraph).trimmed
        return plain.count <= 80 && (goodMarks.contains(where: plain.hasPrefix) || opens(plain, with: goodWords))
    }

    /// The whole block as one counter-example introduced by the paragraph `lead`.
    static func whole(_ code: String, firstLine: Int, lead: String) -> CounterExample {
        var text = InlineText.plain(lead).trimmed
        while let mark = badMarks.first(where: text.hasPrefix) { text = String(text.dropFirst(mark.count)).trimmed }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let last = lines.lastIndex { !$0.trimmed.isEmpty } ?? 0
        let codeLine = lines.lazy.map(\.trimmed).first { !$0.isEmpty && !$0.hasPrefix("//") }
        return CounterExample(text: text, firstCodeLine: codeLine, lines: firstLine...(firstLine + last))
    }

    /// The counter-examples of a block whose first line is at file line `firstLine`, and the code with
    /// their lines emptied (same line count), to be read as Swift.
    static func split(_ code: String, firstLine: Int) -> (examples: [CounterExample], readable: String) {
        guard code.contains("//") else { return ([], code) }
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [CounterExample] = []
        var open: (index: Int, text: String)?
        func close(before limit: Int) {
            guard let start = open else { return }
            var end = limit  // without the blank lines that end the part
            while end - 1 > start.index, lines[end - 1].trimmed.isEmpty { end -= 1 }
            let codeLine = lines[(start.index + 1)..<max(start.index + 1, end)].lazy.map(\.trimmed).first { !$0.isEmpty && !$0.hasPrefix("//") }
            examples.append(
                CounterExample(text: start.text, firstCodeLine: codeLine, lines: (firstLine + start.index)...(firstLine + max(start.index, end - 1))))
            for k in start.index..<max(start.index + 1, end) { lines[k] = "" }
            open = nil
        }
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmed
            guard trimmed.hasPrefix("//") else { continue }
            let comment = String(trimmed.drop { $0 == "/" }).trimmed
            if goodMarks.contains(where: comment.hasPrefix) || opens(comment, with: goodWords) {
                close(before: index)
            } else if badMarks.contains(where: comment.hasPrefix) || opens(comment, with: badWords) {
                close(before: index)
                var text = comment
                while let mark = badMarks.first(where: text.hasPrefix) { text = String(text.dropFirst(mark.count)).trimmed }
                open = (index, text)
            }
        }
        close(before: lines.count)
        return (examples, examples.isEmpty ? code : lines.joined(separator: "\n"))
    }
}
