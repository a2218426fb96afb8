/// Parses one JSON text (RFC 8259) into a `JSONValue`, iteratively and within limits, so that no
/// message can exhaust the stack or memory: nesting deeper than `maximumDepth` is an error.
public struct JSONParser {
    /// A JSON text that could not be read: what was wrong and at which byte.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var offset: Int
        public var description: String { "\(message) at byte \(offset)" }
    }

    /// Containers nested deeper than this are rejected.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var i = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The value `text` holds; throws `Failure` for anything that is not exactly one JSON value.
    public static func parse(_ text: String) throws -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// The value `bytes` (UTF-8) hold; throws `Failure` for anything that is not exactly one JSON value.
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes)
        let value = try parser.value()
        parser.skipSpace()
        guard parser.i == bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    // MARK: - Values, with an explicit stack of open containers

    private enum Open {
        case array([JSONValue])
        case object(JSONObject, key: String?)
    }

    private mutating func value() throws -> JSONValue {
        var stack: [Open] = []
        while true {
            skipSpace()
            var finished: JSONValue
            switch peek() {
            case UInt8(ascii: "["):
                i += 1
                skipSpace()
                if peek() == UInt8(ascii: "]") {
                    i += 1; finished = .array([])
                } else {
                    guard stack.count < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
                    stack.append(.array([]))
                    continue
                }
            case UInt8(ascii: "{"):
                i += 1
                skipSpace()
                if peek() == UInt8(ascii: "}") {
                    i += 1; finished = .object([:])
                } else {
                    guard stack.count < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
                    stack.append(.object([:], key: try memberKey()))
                    continue
                }
            default:
                finished = try scalar()
            }
            // Close every container the finished value completes.
            while true {
                guard let top = stack.popLast() else { return finished }
                skipSpace()
                switch top {
                case .array(var items):
                    items.append(finished)
                    if take(UInt8(ascii: ",")) { stack.append(.array(items)); break }
                    guard take(UInt8(ascii: "]")) else { throw failure("expected ',' or ']' in an array") }
                    finished = .array(items)
                    continue
                case .object(var object, let key):
                    object[key!] = finished
                    if take(UInt8(ascii: ",")) { stack.append(.object(object, key: try memberKey())); break }
                    guard take(UInt8(ascii: "}")) else { throw failure("expected ',' or '}' in an object") }
                    finished = .object(object)
                    continue
                }
                break
            }
        }
    }

    /// `"key":` of an object member.
    private mutating func memberKey() throws -> String {
        skipSpace()
        guard peek() == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes") }
        let key = try string()
        skipSpace()
        guard take(UInt8(ascii: ":")) else { throw failure("expected ':' after a member name") }
        return key
    }

    private mutating func scalar() throws -> JSONValue {
        switch peek() {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case nil: throw failure("unexpected end of the message")
        case let byte? where byte == UInt8(ascii: "-") || byte.isDigit: return try number()
        default: throw failure("unexpected character")
        }
    }

    private mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        guard bytes.count - i >= expected.count, bytes[i..<i + expected.count].elementsEqual(expected) else {
            throw failure("unexpected character")
        }
        i += expected.count
    }

    private mutating func number() throws -> JSONValue {
        let start = i
        _ = take(UInt8(ascii: "-"))
        guard let first = peek(), first.isDigit else { throw failure("a number needs digits") }
        if first == UInt8(ascii: "0") { i += 1 } else { while peek()?.isDigit == true { i += 1 } }
        var isInteger = true
        if take(UInt8(ascii: ".")) {
            isInteger = false
            guard peek()?.isDigit == true else { throw failure("a fraction needs digits") }
            while peek()?.isDigit == true { i += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            i += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { i += 1 }
            guard peek()?.isDigit == true else { throw failure("an exponent needs digits") }
            while peek()?.isDigit == true { i += 1 }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        if isInteger, let n = Int64(text) { return .int(n) }
        guard let d = Double(text) else { throw failure("number out of range") }
        return .double(d)
    }

    private mutating func string() throws -> String {
        i += 1  // the opening quote
        var out: [UInt8] = []
        while true {
            guard let byte = peek() else { throw failure("unterminated string") }
            i += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escape = peek() else { throw failure("unterminated string") }
                i += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "u"): out += try unicodeEscape()
                default: throw failure("unknown escape in a string")
                }
            case 0..<0x20:
                throw failure("control character in a string")
            default:
                out.append(byte)
            }
        }
    }

    /// The UTF-8 of `\uXXXX` (and a following low surrogate); a lone surrogate becomes U+FFFD.
    private mutating func unicodeEscape() throws -> [UInt8] {
        var unit = try hex4()
        if (0xD800..<0xDC00).contains(unit) {
            if bytes.count - i >= 6, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                i += 2
                let low = try hex4()
                if (0xDC00..<0xE000).contains(low) {
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    unit = 0xFFFD
                }
            } else {
                unit = 0xFFFD
            }
        } else if (0xDC00..<0xE000).contains(unit) {
            unit = 0xFFFD
        }
        return Array(String(Character(Unicode.Scalar(unit) ?? "\u{FFFD}")).utf8)
    }

    private mutating func hex4() throws -> UInt32 {
        guard bytes.count - i >= 4 else { throw failure("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[i]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
            i += 1
        }
        return value
    }

    // MARK: - Bytes

    private func peek() -> UInt8? { i < bytes.count ? bytes[i] : nil }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        i += 1
        return true
    }

    private mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { i += 1 }
    }

    private func failure(_ message: String) -> Failure { Failure(message: message, offset: i) }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
