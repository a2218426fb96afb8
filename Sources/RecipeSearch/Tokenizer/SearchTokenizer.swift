import Foundation

/// The one tokenizer for documents and queries, code and prose alike.
///
/// A word is a run of letters, digits, underscores and in-word apostrophes. Each word is folded
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
        scan(text) { term, start, end, position, span in
            result.append(SearchToken(term: term, utf16Range: start..<end, position: position, span: span))
        }
        return result
    }

    /// Whole words only (one token per word, parts not listed): the terms a query is made of.
    public static func words(in text: String) -> [SearchToken] {
        var result: [SearchToken] = []
        var lastEnd = -1
        scan(text) { term, start, end, position, span in
            // Parts follow their whole word at the same or later positions inside its range.
            if start < lastEnd { return }
            lastEnd = end
            result.append(SearchToken(term: term, utf16Range: start..<end, position: position, span: span))
        }
        return result
    }

    /// The stem a term is grouped under ("reloading" → "reload"); terms with equal stems match exactly.
    public static func stem(_ term: String) -> String { Stemmer.stem(term) }

    /// Words longer than this (in UTF-16 units) are not indexed.
    static let maximumWordLength = 64
    /// A word with more parts than this is indexed as a whole only.
    static let maximumParts = 16

    /// Calls `emit(term, utf16Start, utf16End, position, span)` for each token, whole word first.
    /// With `skippingCodeKeywords`, single-part Swift keywords (`func`, `let`, `return`) are dropped.
    static func scan(
        _ text: String, skippingCodeKeywords: Bool = false,
        emit: (_ term: String, _ start: Int, _ end: Int, _ position: Int, _ span: Int) -> Void
    ) {
        var word = WordBuffer()
        var offset = 0
        var position = 0
        for scalar in text.unicodeScalars {
            let kind = CharacterKind(scalar)
            switch kind {
            case .separator:
                if !word.isEmpty { word.flush(&position, skippingCodeKeywords, emit) }
            case .joiner, .mark:
                if !word.isEmpty { word.append(scalar, kind, offset) }
            default:
                word.append(scalar, kind, offset)
            }
            offset += scalar.value > 0xFFFF ? 2 : 1
        }
        if !word.isEmpty { word.flush(&position, skippingCodeKeywords, emit) }
    }
}

/// How the tokenizer sees one Unicode scalar.
enum CharacterKind: UInt8 {
    case separator, lower, upper, digit, caseless, underscore, joiner, mark

    init(_ s: Unicode.Scalar) {
        let v = s.value
        if v < 0x80 {
            switch v {
            case 0x61...0x7A: self = .lower
            case 0x41...0x5A: self = .upper
            case 0x30...0x39: self = .digit
            case 0x5F: self = .underscore
            case 0x27: self = .joiner
            default: self = .separator
            }
            return
        }
        if v == 0x2019 { self = .joiner; return }
        let p = s.properties
        if p.isAlphabetic {
            self = p.isUppercase ? .upper : p.isLowercase ? .lower : .caseless
        } else if p.numericType != nil {
            self = .digit
        } else {
            switch p.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: self = .mark
            default: self = .separator
            }
        }
    }

    var isLetter: Bool { self == .lower || self == .upper || self == .caseless }
    var isWordPart: Bool { isLetter || self == .digit }
}
