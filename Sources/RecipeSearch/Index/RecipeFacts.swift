import RecipeKit

/// What the filters need of a recipe, as plain values so that a query never copies a `Recipe`.
/// The rules are the model's (`Recipe.applies(to:)`, `isStillNeeded(at:)`, `PreferNative.isAvailable(at:)`);
/// a test checks that both agree.
struct RecipeFacts: Sendable {
    let platform: Platform
    /// The minimum version when the minimum target is on the recipe's platform.
    let minimum: OSVersion?
    /// (platform, since) of each prefer-native note.
    let natives: [(platform: Platform, since: OSVersion?)]

    init(platform: Platform, minimum: OSVersion?, natives: [(platform: Platform, since: OSVersion?)]) {
        self.platform = platform
        self.minimum = minimum
        self.natives = natives
    }

    init(_ recipe: Recipe) {
        platform = recipe.platform
        minimum = recipe.minimumTarget.flatMap { $0.platform == recipe.platform ? $0.version : nil }
        natives = recipe.preferNative.map { ($0.platform, $0.since) }
    }

    func applies(to target: DeploymentTarget) -> Bool {
        guard platform == target.platform else { return false }
        guard let minimum else { return true }
        return minimum <= target.version
    }

    func isStillNeeded(at target: DeploymentTarget) -> Bool {
        !natives.contains { $0.platform == target.platform && ($0.since.map { $0 <= target.version } ?? true) }
    }
}
