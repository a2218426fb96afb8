import RecipeKit
import RecipeSearch

/// What the filters left out of the list: without a query, the recipes of the target's platform
/// that need a newer OS ("3 more need iOS 17"); with one, the search engine's account of the
/// recipes that would have ranked on its first page ("1 hidden at iOS 16 · still needed: …").
public struct HiddenByTarget: Hashable, Sendable {
    public var count: Int
    /// The lowest and highest minimum targets among them.
    public var lowest: DeploymentTarget?
    public var highest: DeploymentTarget?
    /// Recipes of other platforms that matched a search but do not apply at the target.
    public var otherPlatforms = 0
    /// For a search: the hidden recipes the engine reported, and the target they were hidden at.
    public var hits: [HiddenHit] = []
    public var target: DeploymentTarget?

    public init(count: Int = 0, lowest: DeploymentTarget? = nil, highest: DeploymentTarget? = nil, otherPlatforms: Int = 0) {
        self.count = count
        self.lowest = lowest
        self.highest = highest
        self.otherPlatforms = otherPlatforms
    }

    /// What a search's filters hid, as the engine reported it.
    public init(hits: [HiddenHit], target: DeploymentTarget?) {
        self.init()
        self.hits = hits
        self.target = target
    }

    /// Counts `recipe` when it needs more than `target` on the same platform.
    mutating func note(_ recipe: Recipe, at target: DeploymentTarget) {
        guard let minimum = recipe.minimumTarget, minimum.platform == target.platform,
            recipe.platform == target.platform, minimum.version > target.version
        else { return }
        count += 1
        if lowest.map({ minimum.version < $0.version }) ?? true { lowest = minimum }
        if highest.map({ minimum.version > $0.version }) ?? true { highest = minimum }
    }

    /// "1 hidden at iOS 16 · still needed: UIActivityViewController, replaced by ShareLink (iOS 16+)",
    /// "3 more need iOS 17", "5 more need iOS 17–18", "2 on other platforms"; nil when nothing is hidden.
    public var summary: String? {
        if let line = HiddenHit.summary(hits, target: target) { return line }
        var parts: [String] = []
        if count > 0, let lowest, let highest {
            let need = lowest == highest ? "\(lowest)" : "\(lowest)–\(highest.version)"
            parts.append("\(count) more need \(need)")
        }
        if otherPlatforms > 0 { parts.append("\(otherPlatforms) on other platforms") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
