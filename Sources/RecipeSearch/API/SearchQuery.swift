import RecipeKit

/// What to search for and which recipes may answer.
///
/// Text syntax: words are matched in any order and all must match (with typos from 5 letters and
/// prefixes for the last word while typing: no trailing space); `"quoted words"` must appear
/// exactly and next to each other. Common English words ("the", "to", "on") are optional.
public struct SearchQuery: Sendable, Hashable {
    public var text: String
    /// Recipes that do not apply at this target are excluded and counted in `hiddenByTarget`.
    public var target: DeploymentTarget?
    /// Keep only recipes with no native replacement available at `target` (with no target: none at all).
    public var needsWrapper: Bool
    /// Keep only recipes of this platform.
    public var platform: Platform?
    /// Kinds of hits wanted, e.g. `[.pitfall]` for pitfalls only; empty means all kinds
    /// (for an empty text: recipes only, in catalog order).
    public var kinds: Set<SearchHit.Kind>
    /// At most this many hits.
    public var limit: Int
    /// Echoed in the results, so that a newer keystroke's results can supersede an older one's.
    public var generation: UInt64

    public init(
        text: String, target: DeploymentTarget? = nil, needsWrapper: Bool = false, platform: Platform? = nil,
        kinds: Set<SearchHit.Kind> = [], limit: Int = 50, generation: UInt64 = 0
    ) {
        self.text = text
        self.target = target
        self.needsWrapper = needsWrapper
        self.platform = platform
        self.kinds = kinds
        self.limit = limit
        self.generation = generation
    }
}
