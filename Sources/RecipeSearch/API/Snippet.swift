/// A short extract of a hit's best-matching long text, whitespace collapsed to single spaces,
/// with `…` where it was cut.
public struct Snippet: Hashable, Sendable, Codable {
    /// The field the extract comes from.
    public var field: SearchField
    /// Index into the field's list (which pitfall, which code block).
    public var element: Int
    /// The extract as shown.
    public var text: String
    /// Matched spans as **UTF-16 offsets into `text`** (the snippet, not the field).
    public var utf16Ranges: [Range<Int>]

    public init(field: SearchField, element: Int, text: String, utf16Ranges: [Range<Int>]) {
        self.field = field
        self.element = element
        self.text = text
        self.utf16Ranges = utf16Ranges
    }

    /// The matched spans as `String.Index` ranges of `text`.
    public var ranges: [Range<String.Index>] {
        utf16Ranges.map { String.Index(utf16Offset: $0.lowerBound, in: text)..<String.Index(utf16Offset: $0.upperBound, in: text) }
    }
}
