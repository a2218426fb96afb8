/// Writes a `JSONValue` as one line of JSON: no raw newlines (the transport is one message per
/// line), and every control character, DEL, C1 control and U+2028/U+2029 escaped as `\uXXXX`, so
/// that a message printed to a terminal or embedded in JavaScript cannot act on it.
public enum JSONWriter {
    /// The compact, single-line text of `value`.
    public static func line(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func write(_ value: JSONValue, into out: inout [UInt8]) {
        // Explicit stack: a deep value cannot exhaust the call stack.
        enum Step { case value(JSONValue), byte(UInt8), key(String) }
        var steps: [Step] = [.value(value)]
        while let step = steps.popLast() {
            switch step {
            case .byte(let byte):
                out.append(byte)
            case .key(let key):
                string(key, into: &out)
                out.append(UInt8(ascii: ":"))
            case .value(let value):
                switch value {
                case .null: out += Array("null".utf8)
                case .bool(let flag): out += Array((flag ? "true" : "false").utf8)
                case .int(let n): out += Array(String(n).utf8)
                case .double(let d): out += Array((d.isFinite ? "\(d)" : "null").utf8)
                case .string(let text): string(text, into: &out)
                case .array(let items):
                    out.append(UInt8(ascii: "["))
                    steps.append(.byte(UInt8(ascii: "]")))
                    for (index, item) in items.enumerated().reversed() {
                        steps.append(.value(item))
                        if index > 0 { steps.append(.byte(UInt8(ascii: ","))) }
                    }
                case .object(let object):
                    out.append(UInt8(ascii: "{"))
                    steps.append(.byte(UInt8(ascii: "}")))
                    for (index, member) in object.members.enumerated().reversed() {
                        steps.append(.value(member.value))
                        steps.append(.key(member.key))
                        if index > 0 { steps.append(.byte(UInt8(ascii: ","))) }
                    }
                }
            }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func string(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case 0x5C: out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
                let v = scalar.value
                out += [
                    UInt8(ascii: "\\"), UInt8(ascii: "u"), hexDigits[Int(v >> 12 & 0xF)], hexDigits[Int(v >> 8 & 0xF)],
                    hexDigits[Int(v >> 4 & 0xF)], hexDigits[Int(v & 0xF)]
                ]
            default:
                out += Array(String(scalar).utf8)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
