import RecipeKit

/// What the filters need of a recipe, small enough to scan 10,000 of on a keystroke without
/// copying whole recipes (each copy retains a dozen arrays and strings).
struct RecipeFacts: Sendable {
    var id: String
    var platform: Platform
    var minimum: DeploymentTarget?
    /// Platform and first version of each prefer-native note.
    var natives: [(platform: Platform, since: OSVersion?)]

    init(_ recipe: Recipe) {
        id = recipe.id
        platform = recipe.platform
        minimum = recipe.minimumTarget
        natives = recipe.preferNative.map { ($0.platform, $0.since) }
    }

    /// Same answer as `Recipe.applies(to:)`.
    func applies(to target: DeploymentTarget) -> Bool {
        guard platform == target.platform else { return false }
        guard let minimum, minimum.platform == target.platform else { return true }
        return minimum.version <= target.version
    }

    /// Same answer as `Recipe.isStillNeeded(at:)`.
    func isStillNeeded(at target: DeploymentTarget) -> Bool {
        !natives.contains { $0.platform == target.platform && ($0.since.map { $0 <= target.version } ?? true) }
    }

    /// The facts of every recipe of `catalog`, in order.
    static func of(_ catalog: Catalog) -> [RecipeFacts] { catalog.recipes.map(RecipeFacts.init) }
}
