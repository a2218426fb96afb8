/// What text is read as by the readers that take either: `Character`s, or the bytes of ASCII text
/// (where each byte is one Character, so both read the same and bytes are much cheaper).
protocol TextUnit: Equatable {
    static var backtick: Self { get }
    static var star: Self { get }
    static var space: Self { get }
    static var openBracket: Self { get }
    static var closeBracket: Self { get }
    static var openParenthesis: Self { get }
    static var closeParenthesis: Self { get }
    static var colon: Self { get }
    var isWhitespace: Bool { get }
    static func string<Units: Collection>(_ units: Units) -> String where Units.Element == Self
}

extension Character: TextUnit {
    static var backtick: Character { "`" }
    static var star: Character { "*" }
    static var space: Character { " " }
    static var openBracket: Character { "[" }
    static var closeBracket: Character { "]" }
    static var openParenthesis: Character { "(" }
    static var closeParenthesis: Character { ")" }
    static var colon: Character { ":" }
    static func string<Units: Collection>(_ units: Units) -> String where Units.Element == Character { String(units) }
}

extension UInt8: TextUnit {
    static var backtick: UInt8 { UInt8(ascii: "`") }
    static var star: UInt8 { UInt8(ascii: "*") }
    static var space: UInt8 { UInt8(ascii: " ") }
    static var openBracket: UInt8 { UInt8(ascii: "[") }
    static var closeBracket: UInt8 { UInt8(ascii: "]") }
    static var openParenthesis: UInt8 { UInt8(ascii: "(") }
    static var closeParenthesis: UInt8 { UInt8(ascii: ")") }
    static var colon: UInt8 { UInt8(ascii: ":") }
    var isWhitespace: Bool { isASCIIWhitespace }
    static func string<Units: Collection>(_ units: Units) -> String where Units.Element == UInt8 { String(decoding: units, as: UTF8.self) }
}

extension Array where Element: TextUnit {
    /// The range `range` without leading and trailing whitespace (`trimmed`, on units).
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound, end = range.upperBound
        while start < end, self[start].isWhitespace { start += 1 }
        while end > start, self[end - 1].isWhitespace { end -= 1 }
        return start..<end
    }
}
