/// The answer to one `SearchQuery`.
public struct SearchResults: Sendable {
    /// Best first; equal input gives equal output.
    public var hits: [SearchHit]
    /// Recipes that match the query but were excluded because they do not apply at the query's
    /// target (with an empty query text: all recipes that do not apply).
    public var hiddenByTarget: Int
    /// True when no document matched every term and these are the best partial matches.
    public var isPartial: Bool
    /// The query's generation, echoed.
    public var generation: UInt64

    public init(hits: [SearchHit], hiddenByTarget: Int, isPartial: Bool, generation: UInt64) {
        self.hits = hits
        self.hiddenByTarget = hiddenByTarget
        self.isPartial = isPartial
        self.generation = generation
    }
}
