/// Colours Swift source line by line: keywords, types, strings, numbers, comments, attributes
/// and directives. Block comments and multi-line strings carry over from line to line. Scans
/// UTF-8 bytes: every token boundary is ASCII, and non-ASCII bytes count as identifier letters.
enum SwiftHighlighter {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "async", "some", "any", "final", "override", "mutating", "nonmutating",
        "lazy", "weak", "unowned", "convenience", "required", "dynamic", "optional", "get", "set",
        "willSet", "didSet", "actor", "nonisolated", "isolated", "consuming", "borrowing", "package"
    ]

    private enum Carry {
        case none
        case blockComment(depth: Int)
        case multilineString
    }

    private static let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    private static let hash = UInt8(ascii: "#"), at = UInt8(ascii: "@"), backslash = UInt8(ascii: "\\")
    private static let dot = UInt8(ascii: "."), underscore = UInt8(ascii: "_"), dollar = UInt8(ascii: "$")

    /// One array of spans per line of `code` (tabs expanded to four spaces).
    static func highlight(_ code: String) -> [[Span]] {
        var carry = Carry.none
        var result: [[Span]] = []
        for rawLine in code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(rawLine.count)
            for byte in rawLine {
                if byte == UInt8(ascii: "\t") { bytes += [32, 32, 32, 32] } else { bytes.append(byte) }
            }
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
            result.append(highlightLine(bytes, carry: &carry))
        }
        if result.count > 1, result.last == [] { result.removeLast() }
        return result
    }

    private static func highlightLine(_ bytes: [UInt8], carry: inout Carry) -> [Span] {
        var spans: [Span] = []
        var index = 0
        let count = bytes.count

        func emit(_ range: Range<Int>, _ style: Style) {
            guard !range.isEmpty else { return }
            let text = String(decoding: bytes[range], as: UTF8.self)
            if let last = spans.last, last.style == style {
                spans[spans.count - 1].text += text
            } else {
                spans.append(Span(text, style))
            }
        }
        func starts(_ at: Int, _ a: UInt8, _ b: UInt8) -> Bool { at + 1 < count && bytes[at] == a && bytes[at + 1] == b }
        func tripleQuote(_ at: Int) -> Bool { at + 2 < count && bytes[at] == quote && bytes[at + 1] == quote && bytes[at + 2] == quote }

        while index < count {
            let start = index
            switch carry {
            case .blockComment(let depth):
                var level = depth
                while index < count && level > 0 {
                    if starts(index, star, slash) {
                        level -= 1; index += 2
                    } else if starts(index, slash, star) {
                        level += 1; index += 2
                    } else {
                        index += 1
                    }
                }
                carry = level > 0 ? .blockComment(depth: level) : .none
                emit(start..<index, .comment)
                continue
            case .multilineString:
                while index < count && !tripleQuote(index) { index += bytes[index] == backslash ? 2 : 1 }
                if index < count { index += 3; carry = .none }
                index = min(index, count)
                emit(start..<index, .string)
                continue
            case .none:
                break
            }

            let byte = bytes[index]
            if starts(index, slash, slash) {
                index = count
                emit(start..<index, .comment)
            } else if starts(index, slash, star) {
                carry = .blockComment(depth: 1)
                index += 2
                emit(start..<index, .comment)
            } else if tripleQuote(index) {
                carry = .multilineString
                index += 3
                emit(start..<index, .string)
            } else if byte == quote || (byte == hash && index + 1 < count && bytes[index + 1] == quote) {
                index = endOfString(bytes, from: index)
                emit(start..<index, .string)
            } else if isDigit(byte) {
                while index < count
                    && (isIdentifier(bytes[index])
                        || (bytes[index] == dot && index + 1 < count && isDigit(bytes[index + 1])))
                { index += 1 }
                emit(start..<index, .number)
            } else if byte == at || byte == hash {
                index += 1
                while index < count && isIdentifier(bytes[index]) { index += 1 }
                emit(start..<index, byte == at ? .attribute : .keyword)
            } else if isIdentifierStart(byte) {
                index += 1
                while index < count && isIdentifier(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                let afterDot = start > 0 && bytes[start - 1] == dot
                let style: Style = !afterDot && keywords.contains(word) ? .keyword : (isUpper(byte) ? .type : .plain)
                emit(start..<index, style)
            } else {
                index += 1
                while index < count && bytes[index] >= 0x80 && bytes[index] < 0xC0 { index += 1 }
                emit(start..<index, .plain)
            }
        }
        return spans
    }

    /// The index after the string literal that starts at `start` (`"…"` or `#"…"#`).
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var hashes = 0
        while index < bytes.count && bytes[index] == hash { hashes += 1; index += 1 }
        index += 1
        while index < bytes.count {
            if bytes[index] == backslash && hashes == 0 { index += 2; continue }
            if bytes[index] == quote {
                var closing = 0
                while closing < hashes && index + 1 + closing < bytes.count && bytes[index + 1 + closing] == hash {
                    closing += 1
                }
                if closing == hashes { return min(bytes.count, index + 1 + hashes) }
            }
            index += 1
        }
        return bytes.count
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isUpper(byte) || (byte >= 97 && byte <= 122) || byte == underscore || byte == dollar || byte >= 0xC0
    }
    private static func isIdentifier(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte) || (byte >= 0x80 && byte < 0xC0)
    }
}
