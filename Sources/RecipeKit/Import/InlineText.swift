import Foundation

/// One piece of light-Markdown inline text, as `InlineText.runs` reads it: its characters
/// (markers removed) and whether they are code, strong or emphasised.
public struct InlineRun: Hashable, Sendable {
    public var text: String
    /// Inside a `` `code span` ``.
    public var isCode: Bool
    /// Inside `**strong**`.
    public var isStrong: Bool
    /// Inside `*emphasis*`.
    public var isEmphasis: Bool

    public init(_ text: String, isCode: Bool = false, isStrong: Bool = false, isEmphasis: Bool = false) {
        self.text = text
        self.isCode = isCode
        self.isStrong = isStrong
        self.isEmphasis = isEmphasis
    }
}

/// The one reader of the light-Markdown inline text `MarkdownParser` produces (`` `code` ``,
/// `**strong**`, `*emphasis*`, and `[text](url)` in text from elsewhere). The importer, the
/// browser and the command line all read inline text through it, so a title, a lead-in or a
/// code span reads the same everywhere.
public enum InlineText {
    /// How far ahead a link's `](url)` or a code span's closing backticks are looked for.
    private static let lookahead = 2_000

    /// `text` as runs of the same kind, markers removed, newlines read as spaces. A marker
    /// without its closing half is kept as a literal character.
    public static func runs(_ text: String) -> [InlineRun] {
        guard hasMarkers(text) else { return text.isEmpty ? [] : [InlineRun(text.replacingNewlines)] }
        // ASCII text is read on its bytes (each one Character there), other text on Characters.
        if text.isASCII { return runs(text.utf8.map { $0 == 0x0A ? 0x20 : $0 }) }
        return runs(Array(text.replacingNewlines))
    }

    /// `runs(_:)` over the text's units, newlines already read as spaces.
    private static func runs<Unit: TextUnit>(_ characters: [Unit]) -> [InlineRun] {
        var runs: [InlineRun] = []
        var current: [Unit] = []
        var strong = false
        var emphasis = false
        let strongMarks = markerPositions(characters, double: true)
        let emphasisMarks = markerPositions(characters, double: false)
        let strongAt = Set(strongMarks), emphasisAt = Set(emphasisMarks)
        var index = 0

        func flush() {
            if !current.isEmpty { runs.append(InlineRun(Unit.string(current), isStrong: strong, isEmphasis: emphasis)) }
            current.removeAll(keepingCapacity: true)
        }
        /// True when a marker after `position` can close what the one at `position` opens.
        func hasLater(_ marks: [Int], after position: Int) -> Bool {
            (marks.last ?? -1) > position
        }

        while index < characters.count {
            let character = characters[index]
            switch character {
            case .backtick:
                let open = backtickRun(characters, at: index)
                if let close = closingBackticks(characters, from: index + open, length: open) {
                    flush()
                    var code = characters[(index + open)..<close]
                    if code.count > 2, code.first == .space, code.last == .space, code.contains(where: { $0 != .space }) {
                        code = code.dropFirst().dropLast()
                    }
                    runs.append(InlineRun(Unit.string(code), isCode: true, isStrong: strong, isEmphasis: emphasis))
                    index = close + open
                } else {
                    current += repeatElement(Unit.backtick, count: open)
                    index += open
                }
            case .star where strongAt.contains(index) && (strong || hasLater(strongMarks, after: index + 1)):
                flush()
                strong.toggle()
                index += 2
            case .star where emphasisAt.contains(index) && (emphasis || hasLater(emphasisMarks, after: index)):
                flush()
                emphasis.toggle()
                index += 1
            case .openBracket:
                if let link = link(in: characters, from: index) {
                    current += characters[link.text]
                    index = link.end
                } else {
                    current.append(character)
                    index += 1
                }
            default:
                current.append(character)
                index += 1
            }
        }
        flush()
        return runs
    }

    /// Text with Markdown markers removed: the runs' characters joined.
    public static func plain(_ text: String) -> String {
        guard hasMarkers(text) else { return text }
        return runs(text).map(\.text).joined()
    }

    /// True when `text` holds a character that may start inline syntax.
    private static func hasMarkers(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "[") || $0 == 0x0A }
    }

    /// Where `**` (double) or a lone `*` (single) can open or close, outside code spans: an
    /// opener is followed by a non-space, a closer preceded by one.
    private static func markerPositions<Unit: TextUnit>(_ characters: [Unit], double: Bool) -> [Int] {
        var positions: [Int] = []
        var index = 0
        while index < characters.count {
            if characters[index] == .backtick {
                let open = backtickRun(characters, at: index)
                index = closingBackticks(characters, from: index + open, length: open).map { $0 + open } ?? index + open
                continue
            }
            guard characters[index] == .star else { index += 1; continue }
            var end = index
            while end < characters.count, characters[end] == .star { end += 1 }
            let length = end - index
            let before = index > 0 ? characters[index - 1] : .space
            let after = end < characters.count ? characters[end] : .space
            let flanking = !before.isWhitespace || !after.isWhitespace
            if flanking {
                if double, length >= 2 { positions.append(index) }
                if !double, length == 1 { positions.append(index) }
                if !double, length == 3 { positions.append(index + 2) }
            }
            index = end
        }
        return positions
    }

    /// The number of backticks in the run starting at `index`.
    private static func backtickRun<Unit: TextUnit>(_ characters: [Unit], at index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] == .backtick { end += 1 }
        return end - index
    }

    /// The start of the next run of exactly `length` backticks from `start`, within the lookahead.
    private static func closingBackticks<Unit: TextUnit>(_ characters: [Unit], from start: Int, length: Int) -> Int? {
        var index = start
        let limit = min(characters.count, start + lookahead)
        while index < limit {
            guard characters[index] == .backtick else { index += 1; continue }
            let run = backtickRun(characters, at: index)
            if run == length { return index }
            index += run
        }
        return nil
    }

    /// `[text](url)` starting at `start`: the range of the text and the index after the closing parenthesis.
    private static func link<Unit: TextUnit>(in characters: [Unit], from start: Int) -> (text: Range<Int>, end: Int)? {
        let limit = min(characters.count, start + lookahead)
        guard let close = characters[start..<limit].firstIndex(of: .closeBracket), close + 1 < limit, characters[close + 1] == .openParenthesis,
            let end = characters[(close + 1)..<limit].firstIndex(of: .closeParenthesis),
            !characters[(close + 2)..<end].contains(where: \.isWhitespace)
        else { return nil }
        return ((start + 1)..<close, end + 1)
    }

    /// Splits a leading bold lead-in: `**Region loops.** The delegate…` → ("Region loops.", "The delegate…").
    static func leadIn(_ text: String) -> (title: String, rest: String)? {
        guard text.hasPrefix("**") else { return nil }
        let afterOpen = text.index(text.startIndex, offsetBy: 2)
        guard let close = text.isASCII ? asciiClosingStars(text, from: afterOpen) : closingStars(text, from: afterOpen) else { return nil }
        let title = text[afterOpen..<close].trimmed
        var rest = text[text.index(close, offsetBy: 2)...].trimmed
        // a lead-in written as **Title**: rest, or **Title** — rest
        for separator in [":", "—", "–", "-"] where rest.hasPrefix(separator) {
            rest = rest.dropFirst(separator.count).trimmed
            break
        }
        return title.isEmpty ? nil : (title, rest)
    }

    /// The index of the first `**` after the opening one, scanning Characters.
    private static func closingStars(_ text: String, from start: String.Index) -> String.Index? {
        var i = start
        while i < text.endIndex {
            let next = text.index(after: i)
            if text[i] == "*", next < text.endIndex, text[next] == "*" { return i }
            i = next
        }
        return nil
    }

    /// `closingStars` for ASCII text (where `start` is byte 2), on bytes.
    private static func asciiClosingStars(_ text: String, from start: String.Index) -> String.Index? {
        let utf8 = text.utf8
        let offset = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var i = 2
            while i + 1 < bytes.count {
                if bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "*") { return i }
                i += 1
            }
            return nil
        }
        guard let offset else { return closingStars(text, from: start) }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// A lead-in title without its final punctuation: `Region loops.` → `Region loops`.
    static func trimmedTitle(_ title: String) -> String {
        var t = title.trimmed
        while let last = t.last, ".:;—–-".contains(last) { t.removeLast() }
        return t.trimmed
    }

    /// The contents of the code spans in `text`, in order: "`Map` and `Marker`" → ["Map", "Marker"].
    static func codeSpans(_ text: String) -> [String] {
        guard text.utf8.contains(UInt8(ascii: "`")) else { return [] }
        return runs(text).compactMap { $0.isCode && !$0.text.isEmpty ? $0.text : nil }
    }
}

extension String {
    /// The text with each newline read as a space, as inline Markdown joins soft breaks.
    fileprivate var replacingNewlines: String {
        utf8.contains(0x0A) ? replacingOccurrences(of: "\n", with: " ") : self
    }
}
