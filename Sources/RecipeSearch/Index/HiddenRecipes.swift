import Foundation
import RecipeKit

/// Which recipes a deployment target hides, one bit per recipe, worked out once per target and
/// kept: a browser session filters by one or two targets while the user types many queries.
final class HiddenRecipes: @unchecked Sendable {
    private let facts: [RecipeFacts]
    private var known: [DeploymentTarget: [UInt64]] = [:]
    private let lock = NSLock()

    init(_ facts: [RecipeFacts]) { self.facts = facts }

    /// Bit `r & 63` of word `r >> 6` is set when recipe `r` does not apply at `target`.
    func bits(at target: DeploymentTarget) -> [UInt64] {
        lock.lock()
        defer { lock.unlock() }
        if let bits = known[target] { return bits }
        var bits = [UInt64](repeating: 0, count: facts.count / 64 + 1)
        for (recipe, fact) in facts.enumerated() where !fact.applies(to: target) {
            bits[recipe >> 6] |= UInt64(1) << UInt64(recipe & 63)
        }
        known[target] = bits
        return bits
    }
}
