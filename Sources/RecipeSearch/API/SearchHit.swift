/// One result: a recipe, one of its pitfalls or one of its prefer-native notes.
public struct SearchHit: Sendable, Hashable {
    /// What kind of document matched.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case recipe, pitfall, preferNative
    }

    public var kind: Kind
    /// Index into `catalog.recipes`.
    public var recipeIndex: Int
    public var recipeID: String
    /// Index into the recipe's `pitfalls`, for `.pitfall`.
    public var pitfallIndex: Int?
    /// Index into the recipe's `preferNative`, for `.preferNative`.
    public var preferNativeIndex: Int?
    /// For a recipe hit whose delegate method's selector holds every word of the query
    /// (`regionDidChange`): index into the recipe's `delegateMethods`. The hit is that method's entry.
    public var delegateMethodIndex: Int?
    /// Higher is better; only comparable within one result list.
    public var score: Double
    /// Matched spans per field, ranges into the original text.
    public var highlights: [FieldHighlight]
    /// The text around the best match, with its own highlight ranges.
    public var snippet: Snippet

    public init(
        kind: Kind, recipeIndex: Int, recipeID: String, pitfallIndex: Int? = nil, preferNativeIndex: Int? = nil,
        score: Double, highlights: [FieldHighlight], snippet: Snippet
    ) {
        self.kind = kind
        self.recipeIndex = recipeIndex
        self.recipeID = recipeID
        self.pitfallIndex = pitfallIndex
        self.preferNativeIndex = preferNativeIndex
        self.score = score
        self.highlights = highlights
        self.snippet = snippet
    }
}
