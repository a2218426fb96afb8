/// All recipes loaded from the given paths, with the diagnostics found on the way.
public struct Catalog: Hashable, Codable, Sendable {
    /// The JSON contract's version (`schemaVersion` in `recipes export --json`).
    public static let schemaVersion = 1

    public var recipes: [Recipe]
    public var diagnostics: [Diagnostic]

    public init(recipes: [Recipe], diagnostics: [Diagnostic] = []) {
        self.recipes = recipes
        self.diagnostics = diagnostics
    }

    /// The recipe with exactly this id.
    public func recipe(id: String) -> Recipe? { recipes.first { $0.id == id } }

    /// Recipes that apply at `target` (all of them when nil), optionally only those still needed there.
    public func recipes(at target: DeploymentTarget?, stillNeeded: Bool = false) -> [Recipe] {
        guard let target else { return recipes }
        return recipes.filter { $0.applies(to: target) && (!stillNeeded || $0.isStillNeeded(at: target)) }
    }
}
