import Foundation
import RecipeKit

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
}

/// Which recipes a deployment target hides, worked out once per target and kept: a browser
/// session filters by one or two targets while the user types many queries.
final class HiddenRecipes: @unchecked Sendable {
    private let facts: [RecipeFacts]
    private var known: [DeploymentTarget: RecipeBits] = [:]
    private let lock = NSLock()

    init(_ facts: [RecipeFacts]) { self.facts = facts }

    /// The recipes that do not apply at `target`.
    func bits(at target: DeploymentTarget) -> RecipeBits {
        lock.lock()
        defer { lock.unlock() }
        if let bits = known[target] { return bits }
        var bits = RecipeBits(recipes: facts.count)
        for (recipe, fact) in facts.enumerated() where !fact.applies(to: target) { bits.insert(recipe) }
        known[target] = bits
        return bits
    }
}
