/// One row of a list: a recipe, or one pitfall or native note of a recipe.
public struct ListRow: Hashable, Sendable {
    /// What the row points at.
    public enum Kind: Hashable, Sendable {
        case recipe
        case pitfall(Int)
        case preferNative(Int)
    }

    /// Index into `Catalog.recipes`.
    public var recipeIndex: Int
    public var kind: Kind

    public init(recipeIndex: Int, kind: Kind = .recipe) {
        self.recipeIndex = recipeIndex
        self.kind = kind
    }
}
