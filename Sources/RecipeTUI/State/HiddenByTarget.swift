import RecipeKit

/// Recipes of the target's platform left out because they need a newer OS ("3 more need iOS 17").
public struct HiddenByTarget: Hashable, Sendable {
    public var count: Int
    /// The lowest and highest minimum targets among them.
    public var lowest: DeploymentTarget?
    public var highest: DeploymentTarget?
    /// Recipes of other platforms that matched a search but do not apply at the target.
    public var otherPlatforms = 0

    public init(count: Int = 0, lowest: DeploymentTarget? = nil, highest: DeploymentTarget? = nil, otherPlatforms: Int = 0) {
        self.count = count
        self.lowest = lowest
        self.highest = highest
        self.otherPlatforms = otherPlatforms
    }

    /// Counts `recipe` when it needs more than `target` on the same platform.
    mutating func note(_ recipe: RecipeFacts, at target: DeploymentTarget) {
        guard let minimum = recipe.minimum, minimum.platform == target.platform,
              recipe.platform == target.platform, minimum.version > target.version else { return }
        count += 1
        if lowest.map({ minimum.version < $0.version }) ?? true { lowest = minimum }
        if highest.map({ minimum.version > $0.version }) ?? true { highest = minimum }
    }

    /// "3 more need iOS 17", "5 more need iOS 17–18", "2 on other platforms"; nil when nothing is hidden.
    public var summary: String? {
        var parts: [String] = []
        if count > 0, let lowest, let highest {
            let need = lowest == highest ? "\(lowest)" : "\(lowest)–\(highest.version)"
            parts.append("\(count) more need \(need)")
        }
        if otherPlatforms > 0 { parts.append("\(otherPlatforms) on other platforms") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
