import Foundation

/// Turns plain text with unfenced Swift code (a page copied from a browser, a blog post) into
/// Markdown: Swift declarations, found by brace balance, are wrapped in ```swift fences, and `•`
/// bullets become `-` bullets.
enum PlainTextFencer {
    /// The Markdown and, for each of its lines (0-based), the 1-based line of the original text.
    struct Result {
        var markdown: String
        var originalLine: [Int]
    }

    private static let declarationStart = try! NSRegularExpression(
        pattern:
            #"^\s*(@\w+(\([^)]*\))?\s+)*((public|private|fileprivate|internal|open|final|package)\s+)*(struct|class|enum|extension|protocol|actor|func)\s+[A-Za-z_]"#
    )
    private static let statementStart = try! NSRegularExpression(
        pattern: #"^\s*((let|var)\s+\w+\s*(:[^=]+)?=|import\s+[A-Z]\w*\s*$|[a-z]\w*(\.\w+)+\s*=\s*\S)"#)

    /// True when `text` has no fenced code but has lines that start Swift declarations.
    static func needsFencing(_ text: String) -> Bool {
        if text.hasPrefix("```") || text.hasPrefix("~~~") || text.hasBytes("\n```") || text.hasBytes("\n~~~") { return false }
        var sawDeclaration = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmed
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { return false }
            if !sawDeclaration, declarationStart.matches(inWhole: String(line)), line.contains("{") { sawDeclaration = true }
        }
        return sawDeclaration
    }

    static func fence(_ text: String) -> Result {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let tokens = SwiftTokenizer.tokenize(text)
        var firstTokenOfLine = [Int](repeating: -1, count: lines.count + 2)
        for (i, t) in tokens.enumerated() where t.line <= lines.count && firstTokenOfLine[t.line] == -1 { firstTokenOfLine[t.line] = i }

        var out: [String] = []
        var map: [Int] = []
        var lineIndex = 0
        while lineIndex < lines.count {
            let line = lines[lineIndex]
            if let end = codeEnd(startingAt: lineIndex, lines: lines, tokens: tokens, firstTokenOfLine: firstTokenOfLine) {
                out.append("```swift"); map.append(lineIndex + 1)
                for k in lineIndex...end { out.append(lines[k]); map.append(k + 1) }
                out.append("```"); map.append(end + 1)
                out.append(""); map.append(end + 1)
                lineIndex = end + 1
                continue
            }
            var prose = line
            let trimmed = prose.trimmed
            if trimmed.hasPrefix("•") { prose = "- " + trimmed.dropFirst().trimmed }
            out.append(prose); map.append(lineIndex + 1)
            lineIndex += 1
        }
        return Result(markdown: out.joined(separator: "\n"), originalLine: map)
    }

    /// The last line (0-based) of the code starting at `start`, or nil when `start` is prose.
    private static func codeEnd(startingAt start: Int, lines: [String], tokens: [SwiftToken], firstTokenOfLine: [Int]) -> Int? {
        let line = lines[start]
        if declarationStart.matches(inWhole: line) {
            let first = firstTokenOfLine[start + 1]
            guard first >= 0 else { return nil }
            var depth = 0, opened = false
            for t in tokens[first...] where t.kind == .punctuation {
                if t.text == "{" { depth += 1; opened = true }
                if t.text == "}" { depth -= 1 }
                if opened && depth <= 0 { return t.line - 1 }
                if !opened && t.line > start + 3 { return nil }  // no body within a few lines: prose
            }
            return opened ? lines.count - 1 : nil
        }
        guard statementStart.matches(inWhole: line) else { return nil }
        var end = start
        while end + 1 < lines.count, statementStart.matches(inWhole: lines[end + 1]) { end += 1 }
        return end
    }
}
