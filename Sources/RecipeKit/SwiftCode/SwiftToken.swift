/// One lexical token of Swift source, as `SwiftTokenizer` produces it.
public struct SwiftToken: Hashable, Sendable {
    /// The token classes the code reader and the syntax colourer need.
    public enum Kind: String, Hashable, Sendable {
        /// Identifiers and keywords (`struct`, `func`, `MKMapView`), including backquoted ones.
        case identifier
        /// `@MainActor`, `@Binding`: the text includes the `@`.
        case attribute
        case number
        /// A string literal of any form (plain, multi-line, raw), interpolations included.
        case string
        case comment
        /// Operators and punctuation: `{`, `(`, `->`, `:`, `==`, `.`.
        case punctuation
        /// `#if`, `#available`, `#selector`.
        case directive
    }

    public var kind: Kind
    public var text: String
    /// 1-based line of the token's first character.
    public var line: Int
    /// 1-based column (in UTF-8 bytes) of the token's first character.
    public var column: Int
    /// Byte offsets of the token in the UTF-8 source.
    public var start: Int
    public var end: Int

    public init(kind: Kind, text: String, line: Int, column: Int, start: Int, end: Int) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.start = start
        self.end = end
    }

    /// True for an identifier or punctuation token with exactly this text.
    @inlinable public func `is`(_ word: String) -> Bool {
        (kind == .identifier || kind == .punctuation) && text == word
    }
}
