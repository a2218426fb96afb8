/// The answer to one `SearchQuery`.
public struct SearchResults: Sendable {
    /// Best first; equal input gives equal output.
    public var hits: [SearchHit]
    /// Recipes that match the query but were excluded because they do not apply at the query's
    /// target (with an empty query text: all recipes that do not apply).
    public var hiddenByTarget: Int
    /// True when no document matched every term and these are the best partial matches.
    public var isPartial: Bool
    /// Recipes the target, needs-wrapper or platform filter left out that would have ranked on the
    /// first page (`SearchIndex.firstPage` rows), best first, each with why.
    public var hidden: [HiddenHit]
    /// False when the text has no word the index could hold (only punctuation, emoji, or words too
    /// long to index): then there are no hits, and a caller should say so rather than show any.
    public var hasSearchableWords = true
    /// Words of the query too long to index (`SearchTokenizer.unindexableWords`), left out of the search.
    public var unindexedWords: [String] = []
    /// The query's generation, echoed.
    public var generation: UInt64

    public init(hits: [SearchHit], hiddenByTarget: Int, isPartial: Bool, hidden: [HiddenHit] = [], generation: UInt64) {
        self.hits = hits
        self.hiddenByTarget = hiddenByTarget
        self.isPartial = isPartial
        self.hidden = hidden
        self.generation = generation
    }
}
