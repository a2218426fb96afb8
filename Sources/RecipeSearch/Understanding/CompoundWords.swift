/// Words the index does not know, searched as the known words they are made of: people write type
/// names without their prefix or glued together (`SafariView`, `AppActivityView`, `ImagePicker`,
/// `sharesheet`), and the recipes say `SFSafariViewController`, "share sheet", "image picker".
///
/// A word of several camelCase parts becomes its parts. A lower-case word of at least
/// `minimumGlued` letters becomes the fewest vocabulary terms of at least `minimumPiece` letters
/// that spell it, unless it is one typo away from a term (a typo is more likely than a compound).
/// Quoted words, and a last word being typed that begins some term (`regionDidChange` of
/// `regionDidChangeAnimated`), are left alone. The pieces share the word's weight.
enum CompoundWords {
    static let minimumGlued = 7
    static let minimumPiece = 3

    static func split(_ words: [QueryWord], _ vocabulary: Vocabulary) -> [QueryWord] {
        var result: [QueryWord] = []
        result.reserveCapacity(words.count)
        for word in words {
            guard !word.isExact, !isKnown(word.term, vocabulary),
                !(word.isPrefix && !vocabulary.prefixRange(word.term).isEmpty)
            else {
                result.append(word)
                continue
            }
            let pieces = word.parts.count > 1 ? word.parts : glued(word.term, vocabulary)
            guard pieces.count > 1 else {
                result.append(word)
                continue
            }
            for (i, piece) in pieces.enumerated() {
                var part = word
                part.term = piece
                part.parts = []
                part.isPrefix = word.isPrefix && i == pieces.count - 1
                part.weight = word.weight / Float(pieces.count).squareRoot()
                part.isOptional = word.isOptional || EnglishStopwords.all.contains(piece) || QueryNoiseWords.all.contains(piece)
                result.append(part)
            }
        }
        if !result.isEmpty, result.allSatisfy(\.isOptional) {
            for i in result.indices { result[i].isOptional = false }
        }
        return result
    }

    /// True when the term, or another form of its stem, is indexed.
    private static func isKnown(_ term: String, _ vocabulary: Vocabulary) -> Bool {
        vocabulary.id(of: term) != nil || !vocabulary.stemGroup(of: term).isEmpty
    }

    /// The fewest known pieces that spell `term` (longest first piece on ties), or `[term]`.
    private static func glued(_ term: String, _ vocabulary: Vocabulary) -> [String] {
        let bytes = Array(term.utf8)
        let n = bytes.count
        guard n >= minimumGlued, n <= SearchTokenizer.maximumWordLength,
            bytes.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
        else { return [term] }
        if let matcher = TypoMatcher(word: term), vocabulary.typoCandidates(matcher).contains(where: { $0.distance == 1 }) {
            return [term]
        }
        // best[i]: the fewest pieces spelling bytes[i...], and where the first piece ends.
        var best = [(count: Int, end: Int)?](repeating: nil, count: n + 1)
        best[n] = (0, n)
        for start in stride(from: n - minimumPiece, through: 0, by: -1) {
            for end in stride(from: n, through: start + minimumPiece, by: -1) {
                guard let rest = best[end], best[start].map({ rest.count + 1 < $0.count }) ?? true else { continue }
                if isKnown(String(decoding: bytes[start..<end], as: UTF8.self), vocabulary) { best[start] = (rest.count + 1, end) }
            }
        }
        guard let first = best[0], first.count > 1 else { return [term] }
        var pieces: [String] = []
        var start = 0
        while start < n, let step = best[start] {
            pieces.append(String(decoding: bytes[start..<step.end], as: UTF8.self))
            start = step.end
        }
        return pieces
    }
}
