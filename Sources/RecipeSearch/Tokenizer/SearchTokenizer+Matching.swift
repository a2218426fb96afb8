extension SearchTokenizer {
    /// UTF-16 ranges of `text` matched by the words of `query`, by the search's own rules: same
    /// stem, a prefix of the last word while typing, or within the typo distance; quoted words
    /// exactly. For highlighting query words in any text (the TUI's detail pane, code blocks).
    public static func matchRanges(of query: String, in text: String) -> [Range<Int>] {
        let words = QueryParser.parse(query)
        guard !words.isEmpty else { return [] }
        let matchers = words.map { word in
            (word: word, stem: Stemmer.stem(word.term), typo: word.isExact ? nil : TypoMatcher(word: word.term))
        }
        var ranges: [Range<Int>] = []
        for token in tokens(in: text) {
            let stem = Stemmer.stem(token.term)
            let bytes = Array(token.term.utf8)
            let matched = matchers.contains { m in
                if m.word.isExact { return token.term == m.word.term }
                if stem == m.stem || (m.word.isPrefix && token.term.hasPrefix(m.word.term)) { return true }
                guard let typo = m.typo else { return false }
                return bytes.withUnsafeBufferPointer { typo.distance(to: $0) } != nil
            }
            if matched { ranges.append(token.utf16Range) }
        }
        return RangeMerger.merge(ranges)
    }
}
