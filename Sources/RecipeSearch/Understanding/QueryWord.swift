/// One word of a parsed query.
struct QueryWord: Hashable, Sendable {
    /// The folded word.
    var term: String
    /// Matches as a prefix too (the last word while typing).
    var isPrefix: Bool
    /// A common English word, or one that never carries meaning in this library: it adds to the
    /// score of a short query but is never required, and a long query ignores it.
    var isOptional: Bool
    /// The quoted phrase the word belongs to; phrase words match exactly, no typos or prefixes.
    var phrase: Int?
    /// True inside quotes (a one-word phrase too): exact surface matches only.
    var isExact: Bool
    /// The camelCase, acronym or digit parts of the word as typed (`SafariView` → `safari`, `view`);
    /// empty for a word of one part. A word the index does not know is searched as its parts.
    var parts: [String] = []
    /// How much the word counts: 1, or for one of the k parts a compound was split into, 1/√k, so
    /// that a compound of many common parts ("dismissViewControllerAnimated") does not outweigh
    /// the rest of the query.
    var weight: Float = 1
    /// An English word the query did not type, read from a Chinese or Japanese word (`CJKGlossary`).
    var isTranslation = false
}
