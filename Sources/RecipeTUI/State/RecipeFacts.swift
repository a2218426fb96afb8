import RecipeKit

/// What the filters need of a recipe, small enough to scan 10,000 of on a keystroke without
/// copying whole recipes (each copy retains a dozen arrays and strings).
struct RecipeFacts: Sendable {
    var id: String
    var platform: Platform
    var minimum: DeploymentTarget?
    /// The prefer-native notes that fully replace the wrapper.
    var replacements: [PreferNative]

    init(_ recipe: Recipe) {
        id = recipe.id
        platform = recipe.platform
        minimum = recipe.minimumTarget
        replacements = recipe.preferNative.filter { $0.coverage == .replaces }
    }

    /// Same answer as `Recipe.applies(to:)`.
    func applies(to target: DeploymentTarget) -> Bool {
        guard platform == target.platform else { return false }
        guard let minimum, minimum.platform == target.platform else { return true }
        return minimum.version <= target.version
    }

    /// Same answer as `Recipe.isStillNeeded(at:)`.
    func isStillNeeded(at target: DeploymentTarget) -> Bool {
        !replacements.contains { $0.replacesWrapper(at: target) }
    }

    /// The facts of every recipe of `catalog`, in order.
    static func of(_ catalog: Catalog) -> [RecipeFacts] { catalog.recipes.map(RecipeFacts.init) }
}
