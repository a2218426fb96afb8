/// Splits query text into words and quoted phrases.
///
/// The last word matches as a prefix unless the text ends with whitespace or the word ends a
/// closed quote. Stopwords, words that never carry meaning here (`QueryNoiseWords`), version
/// numbers after a platform name ("iOS 15": the asker's target, rarely a word of the answer), and
/// the parts of a dotted version number ("Version 3.1.1", "updated to 2.3.2", "iOS 15.6.1": the
/// asker's app or system, never a word of the answer) are optional unless the query has nothing
/// else. Each word keeps its camelCase parts. A Chinese or Japanese word is followed by the English
/// words of the terms it holds (`CJKGlossary`), and is optional once it has some.
enum QueryParser {
    static let platformNames: Set<String> = ["ios", "ipados", "macos", "tvos", "watchos", "visionos", "xros"]

    static func parse(_ text: String) -> [QueryWord] {
        var words: [QueryWord] = []
        var phraseCount = 0
        // Split on the quote's byte: splitting the String itself reads it Character by Character.
        let segments = text.utf8.split(separator: UInt8(ascii: "\""), omittingEmptySubsequences: false).map { String(Substring($0)) }
        for (i, segment) in segments.enumerated() {
            let quoted = i % 2 == 1
            let found = SearchTokenizer.words(in: segment)
            let parts = Self.parts(in: segment)
            let phrase: Int? = quoted && found.count > 1 ? phraseCount : nil
            if phrase != nil { phraseCount += 1 }
            let units = Array(segment.utf16)
            for token in found {
                let isNumber = token.term.allSatisfy(\.isNumber)
                let isVersion =
                    isNumber && (words.last.map { platformNames.contains($0.term) } == true || Self.isDotted(token.utf16Range, in: units))
                let isFiller = EnglishStopwords.all.contains(token.term) || QueryNoiseWords.all.contains(token.term)
                let english = quoted ? [] : CJKGlossary.englishWords(in: token.term)
                words.append(
                    QueryWord(
                        term: token.term, isPrefix: false, isOptional: !quoted && (isFiller || isVersion || !english.isEmpty),
                        phrase: phrase, isExact: quoted, parts: parts[token.utf16Range.lowerBound] ?? []))
                for word in english.isEmpty ? [] : SearchTokenizer.words(in: english.joined(separator: " ")) {
                    let isFiller = EnglishStopwords.all.contains(word.term) || QueryNoiseWords.all.contains(word.term)
                    words.append(QueryWord(term: word.term, isPrefix: false, isOptional: isFiller, phrase: nil, isExact: false, isTranslation: true))
                }
            }
        }
        let closedQuote = segments.count % 2 == 1 && segments.count > 1 && segments.last!.isEmpty
        if let last = text.unicodeScalars.last, !last.properties.isWhitespace, !closedQuote,
            let typed = words.lastIndex(where: { !$0.isTranslation }), !words[typed].isExact
        {
            words[typed].isPrefix = true
        }
        if words.allSatisfy(\.isOptional) {
            for i in words.indices { words[i].isOptional = false }
        }
        return words
    }

    /// True when the number at `range` of `units` is joined to another by a dot (`3.1.1`).
    private static func isDotted(_ range: Range<Int>, in units: [UInt16]) -> Bool {
        func isDigit(_ i: Int) -> Bool { i >= 0 && i < units.count && units[i] >= 0x30 && units[i] <= 0x39 }
        let dot = UInt16(UInt8(ascii: "."))
        let before = range.lowerBound >= 2 && units[range.lowerBound - 1] == dot && isDigit(range.lowerBound - 2)
        let after = range.upperBound + 1 < units.count && units[range.upperBound] == dot && isDigit(range.upperBound + 1)
        return before || after
    }

    /// The parts of each word of more than one part, by the word's UTF-16 start: the tokenizer
    /// lists a whole word, then its parts inside its range.
    private static func parts(in text: String) -> [Int: [String]] {
        var parts: [Int: [String]] = [:]
        var whole: SearchToken?
        for token in SearchTokenizer.tokens(in: text) {
            if let w = whole, token.utf16Range.lowerBound >= w.utf16Range.lowerBound, token.utf16Range.upperBound <= w.utf16Range.upperBound,
                token.span == 1, token.term != w.term
            {
                parts[w.utf16Range.lowerBound, default: []].append(token.term)
            } else {
                whole = token.span > 1 ? token : nil
            }
        }
        return parts
    }
}
