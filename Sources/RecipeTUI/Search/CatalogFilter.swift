import RecipeKit

/// The list without a query: every recipe (or every pitfall) that passes the target,
/// "still needed" and favourites filters, in catalog order. The rules are the model's
/// (`Recipe.applies(to:)`, `isStillNeeded(at:)`), asked of each recipe in place.
struct CatalogFilter {
    var target: DeploymentTarget?
    var stillNeededOnly: Bool
    var favouritesOnly: Bool
    var favourites: Set<String>

    /// True when `recipe` passes every filter.
    func admits(_ recipe: Recipe) -> Bool {
        if let target, !recipe.applies(to: target) || (stillNeededOnly && !recipe.isStillNeeded(at: target)) { return false }
        return !favouritesOnly || favourites.contains(recipe.id)
    }

    /// One row per admitted recipe, and the count the target hid.
    func recipeRows(_ catalog: Catalog) -> (rows: [ListRow], hidden: HiddenByTarget) {
        var rows: [ListRow] = []
        rows.reserveCapacity(catalog.recipes.count)
        var hidden = HiddenByTarget()
        for index in catalog.recipes.indices {
            if admits(catalog.recipes[index]) {
                rows.append(ListRow(recipeIndex: index))
            } else if let target {
                hidden.note(catalog.recipes[index], at: target)
            }
        }
        return (rows, hidden)
    }

    /// One row per pitfall of every recipe that applies at the target.
    func pitfallRows(_ catalog: Catalog) -> (rows: [ListRow], hidden: HiddenByTarget) {
        var rows: [ListRow] = []
        var hidden = HiddenByTarget()
        for index in catalog.recipes.indices {
            if target.map({ catalog.recipes[index].applies(to: $0) }) ?? true, !favouritesOnly || favourites.contains(catalog.recipes[index].id) {
                for pitfall in 0..<catalog.recipes[index].pitfalls.count {
                    rows.append(ListRow(recipeIndex: index, kind: .pitfall(pitfall)))
                }
            } else if let target {
                hidden.note(catalog.recipes[index], at: target)
            }
        }
        return (rows, hidden)
    }

    /// `rows` without those whose recipe fails the favourites filter.
    func keepingFavourites(_ rows: [ListRow], in catalog: Catalog) -> [ListRow] {
        guard favouritesOnly else { return rows }
        return rows.filter { favourites.contains(catalog.recipes[$0.recipeIndex].id) }
    }
}
