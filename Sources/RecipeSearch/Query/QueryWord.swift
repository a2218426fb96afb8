/// One word of a parsed query.
struct QueryWord: Hashable, Sendable {
    /// The folded word.
    var term: String
    /// Matches as a prefix too (the last word while typing).
    var isPrefix: Bool
    /// A common English word that adds to the score but is not required.
    var isOptional: Bool
    /// The quoted phrase the word belongs to; phrase words match exactly, no typos or prefixes.
    var phrase: Int?
    /// True inside quotes (a one-word phrase too): exact surface matches only.
    var isExact: Bool
}
