/// One term found in a text by `SearchTokenizer`, with where it came from.
///
/// A camelCase, acronym or snake_case word yields a *whole* token (`mkmapview`, `span` 3) and one
/// token per part (`mk`, `map`, `view`, `span` 1) at consecutive positions starting at the whole's.
public struct SearchToken: Hashable, Sendable {
    /// The folded term: lower case, diacritics removed, no underscores or apostrophes.
    public var term: String
    /// Where the word or part is in the original text, in UTF-16 code units.
    public var utf16Range: Range<Int>
    /// Word position in the text; parts of one word take consecutive positions.
    public var position: Int
    /// How many positions the token covers: the number of parts for a whole word, else 1.
    public var span: Int

    public init(term: String, utf16Range: Range<Int>, position: Int, span: Int) {
        self.term = term
        self.utf16Range = utf16Range
        self.position = position
        self.span = span
    }

    /// The last position the token covers.
    public var endPosition: Int { position + span - 1 }

    /// The token's range as `String.Index` values of `text`, the string it was read from.
    public func range(in text: String) -> Range<String.Index> {
        String.Index(utf16Offset: utf16Range.lowerBound, in: text)..<String.Index(utf16Offset: utf16Range.upperBound, in: text)
    }
}
