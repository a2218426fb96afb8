/// One row of a list: a recipe, or one pitfall, native note or delegate method of a recipe.
public struct ListRow: Hashable, Sendable {
    /// What the row points at.
    public enum Kind: Hashable, Sendable {
        case recipe
        case pitfall(Int)
        case preferNative(Int)
        /// A delegate method the query named (`regionDidChange`), by index into `delegateMethods`.
        case delegateMethod(Int)
    }

    /// Index into `Catalog.recipes`.
    public var recipeIndex: Int
    public var kind: Kind

    public init(recipeIndex: Int, kind: Kind = .recipe) {
        self.recipeIndex = recipeIndex
        self.kind = kind
    }
}
