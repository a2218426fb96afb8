import Foundation
import RecipeKit

/// The model's deployment rules (`Recipe.applies(to:)`, `isStillNeeded(at:)`, `replacements(at:)`)
/// for the index's recipes, without the catalog (an index read from the cache has none): each
/// recipe is rebuilt once from the directory with just what those rules read — its platform,
/// minimum target and prefer-native notes, and its name (`RecipeDirectory.recipeName`) as the
/// wrapped type, for messages — and the rules are asked of it. So the rule is written
/// once, in RecipeKit, and a query pays a bit test per document: which recipes a filter rejects is
/// worked out once per filter and kept (a browser session uses one or two targets for many queries).
final class RecipeRules: @unchecked Sendable {
    /// The recipe filters of a query.
    struct Filter: Hashable {
        var target: DeploymentTarget?
        var needsWrapper = false
        var platform: Platform?

        /// True when the filter can reject a recipe.
        var isActive: Bool { target != nil || needsWrapper || platform != nil }
    }

    private let directory: RecipeDirectory
    private let lock = NSLock()
    private var recipes: [Recipe]?
    private var rejected: [Filter: BitSet] = [:]

    init(_ directory: RecipeDirectory) { self.directory = directory }

    /// The recipes `filter` rejects.
    func rejected(by filter: Filter) -> BitSet {
        lock.lock()
        defer { lock.unlock() }
        if let bits = rejected[filter] { return bits }
        let all = rebuiltRecipes()
        var bits = BitSet(capacity: all.count)
        for (r, recipe) in all.enumerated() where !Self.admits(recipe, filter) { bits.insert(r) }
        rejected[filter] = bits
        return bits
    }

    /// Recipe `r` as far as the rules need it: id, wrapped type, platform, minimum target, notes.
    func recipe(_ r: Int) -> Recipe {
        lock.lock()
        defer { lock.unlock() }
        return rebuiltRecipes()[r]
    }

    /// True when `recipe` passes every part of `filter`: the model's rules.
    static func admits(_ recipe: Recipe, _ filter: Filter) -> Bool {
        if let platform = filter.platform, recipe.platform != platform { return false }
        if let target = filter.target, !recipe.applies(to: target) { return false }
        return !filter.needsWrapper || recipe.isStillNeeded(at: filter.target)
    }

    /// Call with the lock held.
    private func rebuiltRecipes() -> [Recipe] {
        if let recipes { return recipes }
        let d = directory
        let built = (0..<d.recipeCount).map { r -> Recipe in
            let platform = Platform.allCases[Int(d.recipePlatform[r])]
            let name = d.recipeName[r]
            let natives = (Int(d.nativeStart[r])..<Int(d.nativeStart[r + 1])).map { n in
                PreferNative(
                    platform: Platform.allCases[Int(d.nativePlatform[n])], since: VersionCode.version(d.nativeSince[n]),
                    api: d.nativeAPI[n], text: "", line: Int(d.nativeLine[n]),
                    coverage: d.nativeReplaces[n] == 1 ? .replaces : .partial, deprecated: VersionCode.version(d.nativeDeprecated[n]))
            }
            return Recipe(
                id: d.recipeID[r], title: d.recipeTitle[r], source: SourceLocation(path: d.recipePath[r], line: Int(d.recipeLine[r])),
                wrapper: Wrapper(protocol: .uiView, typeName: "", wrappedType: name.isEmpty ? nil : name, platform: platform),
                preferNative: natives,
                minimumTarget: VersionCode.version(d.recipeMinimum[r]).map { DeploymentTarget(platform: platform, version: $0) })
        }
        recipes = built
        return built
    }
}
