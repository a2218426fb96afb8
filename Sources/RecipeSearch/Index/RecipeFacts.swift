import RecipeKit

/// What the filters need of a recipe, kept small so a query does not touch the whole `Recipe`.
/// Its answers delegate to the model's own rules (`Recipe.applies(to:)`, `isStillNeeded(at:)`).
struct RecipeFacts: Sendable {
    let platform: Platform
    private let slim: Recipe
    let natives: [PreferNative]

    init(_ recipe: Recipe) {
        platform = recipe.platform
        natives = recipe.preferNative
        slim = Recipe(
            id: "", title: "", source: SourceLocation(path: "", line: 0), wrapper: recipe.wrapper,
            preferNative: recipe.preferNative, minimumTarget: recipe.minimumTarget)
    }

    func applies(to target: DeploymentTarget) -> Bool { slim.applies(to: target) }
    func isStillNeeded(at target: DeploymentTarget) -> Bool { slim.isStillNeeded(at: target) }
}
