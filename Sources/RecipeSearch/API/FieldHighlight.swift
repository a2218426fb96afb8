/// The spans of one field of a hit's recipe that matched the query.
///
/// Ranges are **UTF-16 offsets into the original field text** (`field.text(of: recipe, element:)`),
/// the unit of `NSString`, JavaScript and `--json` consumers; `ranges(in:)` turns them into
/// `String.Index` ranges. Typo and prefix matches are highlighted too: the whole matched word
/// or camelCase part is covered.
public struct FieldHighlight: Hashable, Sendable, Codable {
    public var field: SearchField
    /// Index into the field's list (pitfall, code block, tag…); 0 for single-valued fields.
    public var element: Int
    /// Sorted, non-overlapping UTF-16 ranges into the field's original text.
    public var utf16Ranges: [Range<Int>]

    public init(field: SearchField, element: Int, utf16Ranges: [Range<Int>]) {
        self.field = field
        self.element = element
        self.utf16Ranges = utf16Ranges
    }

    /// The ranges as `String.Index` values of `text`, which must be the field's original text.
    public func ranges(in text: String) -> [Range<String.Index>] {
        utf16Ranges.map { String.Index(utf16Offset: $0.lowerBound, in: text)..<String.Index(utf16Offset: $0.upperBound, in: text) }
    }
}
