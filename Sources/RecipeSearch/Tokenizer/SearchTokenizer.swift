/// The one tokenizer for documents and queries, code and prose alike.
///
/// A word is a run of letters, digits, underscores and in-word apostrophes, ending where Chinese or
/// Japanese, Korean and other text meet (`web界面` is two words). Each word is folded
/// (Unicode lower case, diacritics removed: `Émile` → `emile`) and split into parts at camelCase
/// and acronym boundaries, underscores and letter/digit changes: `MKMapView` gives the whole
/// `mkmapview` and the parts `mk`, `map`, `view`; `mapView(_:regionDidChangeAnimated:)` gives
/// `mapview`, `map`, `view`, `regiondidchangeanimated`, `region`, `did`, `change`, `animated`;
/// `snake_case` gives `snakecase`, `snake`, `case`. Words longer than 64 UTF-16 units are skipped.
/// Ranges always point into the original text, in UTF-16 code units.
public enum SearchTokenizer {
    /// Every token of `text`: whole words and their parts.
    public static func tokens(in text: String) -> [SearchToken] {
        var result: [SearchToken] = []
        let scanner = TokenScanner()
        scanner.scan(text) { term, start, end, position, span in
            result.append(SearchToken(term: String(decoding: term, as: UTF8.self), utf16Range: start..<end, position: position, span: span))
        }
        return result
    }

    /// Whole words only (one token per word, parts not listed): the terms a query is made of.
    public static func words(in text: String) -> [SearchToken] {
        var result: [SearchToken] = []
        var lastEnd = -1
        let scanner = TokenScanner()
        scanner.scan(text) { term, start, end, position, span in
            // Parts follow their whole word at the same or later positions inside its range.
            if start < lastEnd { return }
            lastEnd = end
            result.append(SearchToken(term: String(decoding: term, as: UTF8.self), utf16Range: start..<end, position: position, span: span))
        }
        return result
    }

    /// The words of `text` too long to index (over `maximumWordLength` UTF-16 units): a search
    /// cannot find them, so it reports them instead of silently dropping them.
    public static func unindexableWords(in text: String) -> [String] {
        // A word's UTF-16 units are at most its UTF-8 bytes, and ASCII white space separates
        // words: without a longer run of other bytes, no word is too long.
        var run = 0, longest = 0
        for byte in text.utf8 {
            run = byte == 0x20 || (0x09...0x0D).contains(byte) ? 0 : run + 1
            longest = max(longest, run)
        }
        guard longest > maximumWordLength else { return [] }
        var found: [String] = []
        var word = String.UnicodeScalarView()
        var length = 0
        func flush() {
            if length > maximumWordLength { found.append(String(word)) }
            word.removeAll(keepingCapacity: true)
            length = 0
        }
        for scalar in text.unicodeScalars {
            if CharacterKind(scalar) == .separator {
                flush()
            } else {
                word.append(scalar)
                length += scalar.utf16.count
            }
        }
        flush()
        return found
    }

    /// The stem a term is grouped under ("reloading" → "reload"); terms with equal stems match exactly.
    public static func stem(_ term: String) -> String { Stemmer.stem(term) }

    /// Words longer than this (in UTF-16 units) are not indexed.
    static let maximumWordLength = 64
    /// A word with more parts than this is indexed as a whole only.
    static let maximumParts = 16
}
