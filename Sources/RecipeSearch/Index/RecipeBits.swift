/// A set of recipes as one bit per recipe.
struct RecipeBits: Sendable {
    private var words: [UInt64]

    init(recipes: Int) { words = [UInt64](repeating: 0, count: recipes / 64 + 1) }

    func contains(_ recipe: Int) -> Bool { words[recipe >> 6] & (UInt64(1) << UInt64(recipe & 63)) != 0 }

    /// Adds `recipe`; false when it was already in.
    @discardableResult
    mutating func insert(_ recipe: Int) -> Bool {
        let bit = UInt64(1) << UInt64(recipe & 63)
        defer { words[recipe >> 6] |= bit }
        return words[recipe >> 6] & bit == 0
    }

    /// True when no recipe is in the set.
    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }
}
