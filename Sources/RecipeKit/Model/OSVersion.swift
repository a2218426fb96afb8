/// A `major.minor.patch` operating-system version such as `17`, `16.4` or `10.15`.
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `17`, `16.4`, `10.15.2`; nil for anything else.
    public init?(_ text: String) {
        if text.isASCII {
            guard let numbers = Self.asciiNumbers(text) else { return nil }
            self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy(\.isASCIIDigit), let n = Int(part) else { return nil }
            numbers.append(n)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    /// The one to three dot-separated numbers of an ASCII version (each one to four digits), on bytes.
    private static func asciiNumbers(_ text: String) -> [Int]? {
        var numbers: [Int] = []
        var value = 0, digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0, numbers.count < 2 else { return nil }
                numbers.append(value)
                value = 0
                digits = 0
            } else {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 4 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        numbers.append(value)
        return numbers
    }

    /// The shortest form: `17`, `16.4`, `10.15.2`.
    public var description: String {
        if patch != 0 { return "\(major).\(minor).\(patch)" }
        if minor != 0 { return "\(major).\(minor)" }
        return "\(major)"
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}

extension OSVersion: Codable {
    /// Encoded as its short string (`"17"`, `"16.4"`), as the JSON contract asks.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = OSVersion(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a version: \(text)"))
        }
        self = version
    }
}

extension Character {
    /// True for the ASCII digits 0-9 only (not other Unicode numerals).
    var isASCIIDigit: Bool { isASCII && isNumber }
}
