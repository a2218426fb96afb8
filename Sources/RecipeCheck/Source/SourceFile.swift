import RecipeKit

/// One Swift file being checked: its text, what the code reader found in it, and line lookups.
struct SourceFile {
    let path: String
    let text: String
    let summary: SwiftSourceSummary
    /// The summary's types by name (one index per file, shared by every representable of it).
    let typeLookup: TypeLookup
    /// The text of every token, to ask once per file what would otherwise be asked of every
    /// token once per representable (quadratic in a file of many representables).
    let tokenTexts: Set<String>
    /// Byte offset where each line starts (index 0 is line 1).
    let lineStarts: [Int]
    let bytes: [UInt8]

    init(path: String, text: String) {
        self.path = path
        self.text = text
        summary = SwiftCodeReader.read(text)
        typeLookup = TypeLookup(summary.types)
        tokenTexts = Set(summary.tokens.lazy.filter { $0.kind == .identifier || $0.kind == .punctuation }.map(\.text))
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    var tokens: [SwiftToken] { summary.tokens }

    /// True when some token of the file is `text` (as `SwiftToken.is` compares).
    func mentions(_ text: String) -> Bool { tokenTexts.contains(text) }

    /// The bytes of 1-based `line`, without its newline.
    func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        return bytes[start..<max(start, end)]
    }

    /// Converts a 1-based UTF-8 byte column of `line` to a 1-based UTF-16 column.
    func utf16Column(line: Int, column: Int) -> Int {
        let prefix = lineBytes(line).prefix(max(0, column - 1))
        return String(decoding: prefix, as: UTF8.self).utf16.count + 1
    }
}
