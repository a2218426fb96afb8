import RecipeKit

/// The list without a query: every recipe (or every pitfall) that passes the target,
/// "still needed" and favourites filters, in catalog order.
struct CatalogFilter {
    var target: DeploymentTarget?
    var stillNeededOnly: Bool
    var favouritesOnly: Bool
    var favourites: Set<String>

    /// True when `recipe` passes the target and "still needed" filters.
    static func passesTarget(_ recipe: Recipe, target: DeploymentTarget?, stillNeededOnly: Bool) -> Bool {
        guard let target else { return true }
        return recipe.applies(to: target) && (!stillNeededOnly || recipe.isStillNeeded(at: target))
    }

    /// True when `recipe` passes every filter.
    func admits(_ recipe: Recipe) -> Bool {
        Self.passesTarget(recipe, target: target, stillNeededOnly: stillNeededOnly)
            && (!favouritesOnly || favourites.contains(recipe.id))
    }

    /// One row per admitted recipe, and the count the target hid.
    func recipeRows(_ catalog: Catalog) -> (rows: [ListRow], hidden: HiddenByTarget) {
        var rows: [ListRow] = []
        rows.reserveCapacity(catalog.recipes.count)
        var hidden = HiddenByTarget()
        for (index, recipe) in catalog.recipes.enumerated() {
            if admits(recipe) {
                rows.append(ListRow(recipeIndex: index))
            } else if let target {
                hidden.note(recipe, at: target)
            }
        }
        return (rows, hidden)
    }

    /// One row per pitfall of every recipe that applies at the target.
    func pitfallRows(_ catalog: Catalog) -> (rows: [ListRow], hidden: HiddenByTarget) {
        var rows: [ListRow] = []
        var hidden = HiddenByTarget()
        for (index, recipe) in catalog.recipes.enumerated() {
            if target.map({ recipe.applies(to: $0) }) ?? true, !favouritesOnly || favourites.contains(recipe.id) {
                for pitfall in recipe.pitfalls.indices { rows.append(ListRow(recipeIndex: index, kind: .pitfall(pitfall))) }
            } else if let target {
                hidden.note(recipe, at: target)
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
