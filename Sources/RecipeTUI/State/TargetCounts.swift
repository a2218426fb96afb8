import RecipeKit

/// For each target the picker offers, how many recipes apply there and how many of those a
/// native API replaces; counted once per catalog.
struct TargetCounts: Sendable {
    /// By index into `TargetChoice.all`.
    let applying: [Int]
    let replaced: [Int]

    init(_ catalog: Catalog) {
        var applying: [Int] = []
        var replaced: [Int] = []
        for choice in TargetChoice.all {
            guard let target = choice else {
                applying.append(catalog.recipes.count)
                replaced.append(0)
                continue
            }
            var apply = 0
            var native = 0
            for recipe in catalog.recipes where recipe.applies(to: target) {
                apply += 1
                if !recipe.isStillNeeded(at: target) { native += 1 }
            }
            applying.append(apply)
            replaced.append(native)
        }
        self.applying = applying
        self.replaced = replaced
    }
}
