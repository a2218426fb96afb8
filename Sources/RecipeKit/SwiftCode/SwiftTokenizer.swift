/// A fast, forgiving tokenizer for Swift source: comments (nested), strings (plain, multi-line,
/// raw, with interpolation), attributes, numbers, identifiers and punctuation.
///
/// It never fails: unterminated strings and comments end at the end of the line or file, so it
/// can also run over prose that merely contains code.
public struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// The end of the last run of `#` found not to open a raw string.
    private var plainHashRunEnd = 0
    /// Whether comments are emitted as tokens (the syntax colourer wants them, the reader does not).
    private let keepComments: Bool

    /// Tokenizes `source`; comments are dropped unless `keepComments` is set.
    public static func tokenize(_ source: String, keepComments: Bool = false) -> [SwiftToken] {
        tokenize(bytes: Array(source.utf8), keepComments: keepComments)
    }

    /// Tokenizes UTF-8 `bytes` (valid UTF-8, as `String.utf8` gives), for callers that keep the bytes.
    static func tokenize(bytes: [UInt8], keepComments: Bool = false) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(bytes: bytes, keepComments: keepComments)
        return tokenizer.run()
    }

    private init(bytes: [UInt8], keepComments: Bool) {
        self.bytes = bytes
        self.keepComments = keepComments
    }

    private mutating func run() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(bytes.count / 4)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { newline(); continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D { index += 1; continue }
            let start = index, startLine = line, column = index - lineStart + 1
            let kind: SwiftToken.Kind
            switch byte {
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment(); kind = .comment
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment(); kind = .comment
            case UInt8(ascii: "\""):
                skipString(hashes: 0); kind = .string
            case UInt8(ascii: "#") where isRawStringStart():
                var hashes = 0
                while peek(0) == UInt8(ascii: "#") { hashes += 1; index += 1 }
                skipString(hashes: hashes); kind = .string
            case UInt8(ascii: "#"):
                index += 1
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                kind = .directive
            case UInt8(ascii: "@"):
                index += 1
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                kind = .attribute
            case UInt8(ascii: "`"):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                if peek(0) == UInt8(ascii: "`") { index += 1 }
                kind = .identifier
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                index += 1
                while index < bytes.count, isIdentifierByte(bytes[index]) || (bytes[index] == UInt8(ascii: ".") && isDigit(peek(1))) { index += 1 }
                kind = .number
            default:
                if isIdentifierStart(byte) {
                    while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                    kind = .identifier
                } else {
                    index += punctuationLength(at: index)
                    kind = .punctuation
                }
            }
            if kind == .comment && !keepComments { continue }
            var text = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<index]), as: UTF8.self) }
            if kind == .identifier, bytes[start] == UInt8(ascii: "`"), text.first == "`" {  // `default` → default
                text = String(text.dropFirst().dropLast(text.hasSuffix("`") ? 1 : 0))
            }
            tokens.append(SwiftToken(kind: kind, text: text, line: startLine, column: column, start: start, end: index))
        }
        return tokens
    }

    // MARK: - Pieces

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func newline() {
        index += 1
        line += 1
        lineStart = index
    }

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { depth += 1; index += 2; continue }
            if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1; index += 2
                if depth == 0 { return }
                continue
            }
            if bytes[index] == UInt8(ascii: "\n") { newline() } else { index += 1 }
        }
    }

    /// True when the `#` run at `index` is followed by a quote. A run found not to be is
    /// remembered, so a long run of `#` is scanned once, not once per `#`.
    private mutating func isRawStringStart() -> Bool {
        if index < plainHashRunEnd { return false }
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        if peek(offset) == UInt8(ascii: "\"") { return true }
        plainHashRunEnd = index + offset
        return false
    }

    /// What the string scan is inside: a literal (its raw `#` count, whether `"""`) or an
    /// interpolation `\( … )` (its open parentheses).
    private enum StringNesting {
        case literal(hashes: Int, multiline: Bool)
        case interpolation(parentheses: Int)
    }

    /// Skips a string literal starting at its opening quote, after `hashes` raw-string `#`s,
    /// interpolations and the strings inside them included. The nesting is an explicit stack, so
    /// `"\("\("…` nested any number of times cannot overflow the call stack.
    private mutating func skipString(hashes: Int) {
        var stack: [StringNesting] = []
        openLiteral(hashes: hashes, on: &stack)
        while index < bytes.count, let top = stack.last {
            let byte = bytes[index]
            switch top {
            case .literal(let hashes, let multiline):
                if byte == UInt8(ascii: "\n") {
                    if !multiline { stack.removeLast(); continue }  // unterminated single-line string: stop at the line end
                    newline(); continue
                }
                if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1) {
                    let after = index + 1 + hashes
                    if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                        index = after + 1
                        stack.append(.interpolation(parentheses: 1))
                    } else {
                        index = min(after + 1, bytes.count)
                    }
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }), hasHashes(hashes, at: index + quotes) {
                        index += quotes + hashes
                        stack.removeLast()
                        continue
                    }
                }
                index += 1
            case .interpolation(let parentheses):
                switch byte {
                case UInt8(ascii: "("): stack[stack.count - 1] = .interpolation(parentheses: parentheses + 1); index += 1
                case UInt8(ascii: ")"):
                    if parentheses == 1 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(parentheses: parentheses - 1) }
                    index += 1
                case UInt8(ascii: "\""): openLiteral(hashes: 0, on: &stack)
                case UInt8(ascii: "\n"): newline()
                default: index += 1
                }
            }
        }
    }

    /// Steps over the opening quote(s) of a literal at `index` and pushes it.
    private mutating func openLiteral(hashes: Int, on stack: inout [StringNesting]) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        stack.append(.literal(hashes: hashes, multiline: multiline))
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        guard count > 0 else { return true }
        guard position + count <= bytes.count else { return false }
        return bytes[position..<position + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    private func punctuationLength(at position: Int) -> Int {
        let byte = bytes[position]
        if byte >= 0x80 {  // a non-ASCII scalar that is not an identifier: take the whole UTF-8 sequence
            var length = 1
            while position + length < bytes.count, bytes[position + length] & 0xC0 == 0x80 { length += 1 }
            return length
        }
        guard isOperatorByte(byte) else { return 1 }
        // `->`, `==`, `...`, `!=`; but `<` and `>` stay single so generics nest cleanly.
        if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") {
            return position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "=") ? 2 : 1
        }
        var length = 1
        while position + length < bytes.count, isOperatorByte(bytes[position + length]),
            bytes[position + length] != UInt8(ascii: "<"), bytes[position + length] != UInt8(ascii: ">") || (byte == UInt8(ascii: "-") && length == 1)
        {
            if bytes[position + length] == UInt8(ascii: "/"), position + length + 1 < bytes.count,
                bytes[position + length + 1] == UInt8(ascii: "/") || bytes[position + length + 1] == UInt8(ascii: "*")
            {
                break
            }
            length += 1
        }
        return length
    }

    /// `=-+!*%<>&|^~?/.`: the bytes that make up operators (a switch, not a set built per call).
    private func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
            UInt8(ascii: "?"), UInt8(ascii: "/"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0xC0
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte) || (byte >= 0x80 && byte < 0xC0)
    }
}
