import RecipeKit

/// Recipes of the target's platform left out because they need a newer OS ("3 more need iOS 17").
public struct HiddenByTarget: Hashable, Sendable {
    public var count: Int
    /// The lowest and highest minimum targets among them.
    public var lowest: DeploymentTarget?
    public var highest: DeploymentTarget?

    public init(count: Int = 0, lowest: DeploymentTarget? = nil, highest: DeploymentTarget? = nil) {
        self.count = count
        self.lowest = lowest
        self.highest = highest
    }

    /// Counts `recipe` when it needs more than `target` on the same platform.
    mutating func note(_ recipe: Recipe, at target: DeploymentTarget) {
        guard let minimum = recipe.minimumTarget, minimum.platform == target.platform,
              recipe.platform == target.platform, minimum.version > target.version else { return }
        count += 1
        if lowest.map({ minimum.version < $0.version }) ?? true { lowest = minimum }
        if highest.map({ minimum.version > $0.version }) ?? true { highest = minimum }
    }

    /// "3 more need iOS 17", "5 more need iOS 17–18"; nil when nothing is hidden.
    public var summary: String? {
        guard count > 0, let lowest, let highest else { return nil }
        let need = lowest == highest ? "\(lowest)" : "\(lowest)–\(highest.version)"
        return "\(count) more need \(need)"
    }
}
