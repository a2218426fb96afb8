/// Colours Swift source line by line: keywords, types, strings, numbers, comments, attributes
/// and directives. Block comments and multi-line strings carry over from line to line.
enum SwiftHighlighter {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "async", "some", "any", "final", "override", "mutating", "nonmutating",
        "lazy", "weak", "unowned", "convenience", "required", "dynamic", "optional", "get", "set",
        "willSet", "didSet", "actor", "nonisolated", "isolated", "consuming", "borrowing", "package",
    ]

    private enum Carry {
        case none
        case blockComment(depth: Int)
        case multilineString
    }

    /// One array of spans per line of `code` (tabs expanded to four spaces).
    static func highlight(_ code: String) -> [[Span]] {
        var carry = Carry.none
        var result: [[Span]] = []
        for rawLine in code.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(rawLine)
            if line.hasSuffix("\r") { line.removeLast() }
            line = line.replacingOccurrences(of: "\t", with: "    ")
            result.append(highlightLine(Array(line), carry: &carry))
        }
        if result.count > 1, result.last == [] { result.removeLast() }
        return result
    }

    private static func highlightLine(_ chars: [Character], carry: inout Carry) -> [Span] {
        var spans: [Span] = []
        var index = 0

        func emit(_ range: Range<Int>, _ style: Style) {
            guard !range.isEmpty else { return }
            let text = String(chars[range])
            if let last = spans.last, last.style == style {
                spans[spans.count - 1].text += text
            } else {
                spans.append(Span(text, style))
            }
        }

        while index < chars.count {
            let start = index
            switch carry {
            case .blockComment(let depth):
                var level = depth
                while index < chars.count && level > 0 {
                    if starts(chars, index, "*/") { level -= 1; index += 2 }
                    else if starts(chars, index, "/*") { level += 1; index += 2 }
                    else { index += 1 }
                }
                carry = level > 0 ? .blockComment(depth: level) : .none
                emit(start..<index, .comment)
                continue
            case .multilineString:
                while index < chars.count && !starts(chars, index, "\"\"\"") {
                    index += chars[index] == "\\" ? 2 : 1
                }
                if index < chars.count { index += 3; carry = .none }
                emit(start..<min(index, chars.count), .string)
                index = min(index, chars.count)
                continue
            case .none:
                break
            }

            let character = chars[index]
            if starts(chars, index, "//") {
                emit(index..<chars.count, .comment)
                index = chars.count
            } else if starts(chars, index, "/*") {
                carry = .blockComment(depth: 1)
                emit(index..<index + 2, .comment)
                index += 2
            } else if starts(chars, index, "\"\"\"") {
                carry = .multilineString
                emit(index..<index + 3, .string)
                index += 3
            } else if character == "\"" || (character == "#" && index + 1 < chars.count && chars[index + 1] == "\"") {
                index = endOfString(chars, from: index)
                emit(start..<index, .string)
            } else if character.isNumber {
                while index < chars.count && (chars[index].isLetter || chars[index].isNumber || chars[index] == "_"
                    || (chars[index] == "." && index + 1 < chars.count && chars[index + 1].isNumber)) { index += 1 }
                emit(start..<index, .number)
            } else if character == "@" || character == "#" {
                index += 1
                while index < chars.count && isIdentifierCharacter(chars[index]) { index += 1 }
                emit(start..<index, character == "@" ? .attribute : .keyword)
            } else if isIdentifierStart(character) {
                index += 1
                while index < chars.count && isIdentifierCharacter(chars[index]) { index += 1 }
                let word = String(chars[start..<index])
                let afterDot = start > 0 && chars[start - 1] == "."
                let style: Style = !afterDot && keywords.contains(word) ? .keyword
                    : (character.isUppercase ? .type : .plain)
                emit(start..<index, style)
            } else {
                index += 1
                emit(start..<index, .plain)
            }
        }
        return spans
    }

    /// The index after the string literal that starts at `start` (`"…"` or `#"…"#`).
    private static func endOfString(_ chars: [Character], from start: Int) -> Int {
        var index = start
        var hashes = 0
        while index < chars.count && chars[index] == "#" { hashes += 1; index += 1 }
        index += 1
        while index < chars.count {
            if chars[index] == "\\" && hashes == 0 { index += 2; continue }
            if chars[index] == "\"" {
                var closing = 0
                while closing < hashes && index + 1 + closing < chars.count && chars[index + 1 + closing] == "#" {
                    closing += 1
                }
                if closing == hashes { return index + 1 + hashes }
            }
            index += 1
        }
        return chars.count
    }

    private static func starts(_ chars: [Character], _ index: Int, _ prefix: String) -> Bool {
        var offset = index
        for character in prefix {
            guard offset < chars.count, chars[offset] == character else { return false }
            offset += 1
        }
        return true
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        character.isLetter || character == "_" || character == "$"
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
