import RecipeKit

/// What the filters need of a recipe, as plain values so that a query never copies a `Recipe`.
/// The rules are the model's (`Recipe.applies(to:)`, `isStillNeeded(at:)`, `PreferNative.replacesWrapper(at:)`);
/// a test checks that both agree.
struct RecipeFacts: Sendable {
    /// What the still-needed rule reads of a prefer-native note.
    struct Native: Sendable {
        let platform: Platform
        let since: OSVersion?
        let replaces: Bool
        let deprecated: OSVersion?
    }

    let platform: Platform
    /// The minimum version when the minimum target is on the recipe's platform.
    let minimum: OSVersion?
    let natives: [Native]

    init(platform: Platform, minimum: OSVersion?, natives: [Native]) {
        self.platform = platform
        self.minimum = minimum
        self.natives = natives
    }

    init(_ recipe: Recipe) {
        platform = recipe.platform
        minimum = recipe.minimumTarget.flatMap { $0.platform == recipe.platform ? $0.version : nil }
        natives = recipe.preferNative.map {
            Native(platform: $0.platform, since: $0.since, replaces: $0.coverage == .replaces, deprecated: $0.deprecated)
        }
    }

    func applies(to target: DeploymentTarget) -> Bool {
        guard platform == target.platform else { return false }
        guard let minimum else { return true }
        return minimum <= target.version
    }

    func isStillNeeded(at target: DeploymentTarget) -> Bool {
        !natives.contains { native in
            native.replaces && native.platform == target.platform && (native.since.map { $0 <= target.version } ?? true)
                && !(native.deprecated.map { $0 <= target.version } ?? false)
        }
    }
}
