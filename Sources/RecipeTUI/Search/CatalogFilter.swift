import RecipeKit

/// The list without a query: every recipe (or every pitfall) that passes the target,
/// "still needed" and favourites filters, in catalog order.
struct CatalogFilter {
    var target: DeploymentTarget?
    var stillNeededOnly: Bool
    var favouritesOnly: Bool
    var favourites: Set<String>

    /// True when `recipe` passes every filter.
    func admits(_ recipe: RecipeFacts) -> Bool {
        if let target, !recipe.applies(to: target) || (stillNeededOnly && !recipe.isStillNeeded(at: target)) { return false }
        return !favouritesOnly || favourites.contains(recipe.id)
    }

    /// One row per admitted recipe, and the count the target hid.
    func recipeRows(_ facts: [RecipeFacts]) -> (rows: [ListRow], hidden: HiddenByTarget) {
        var rows: [ListRow] = []
        rows.reserveCapacity(facts.count)
        var hidden = HiddenByTarget()
        for index in facts.indices {
            if admits(facts[index]) {
                rows.append(ListRow(recipeIndex: index))
            } else if let target {
                hidden.note(facts[index], at: target)
            }
        }
        return (rows, hidden)
    }

    /// One row per pitfall of every recipe that applies at the target.
    func pitfallRows(_ catalog: Catalog, _ facts: [RecipeFacts]) -> (rows: [ListRow], hidden: HiddenByTarget) {
        var rows: [ListRow] = []
        var hidden = HiddenByTarget()
        for index in facts.indices {
            if target.map({ facts[index].applies(to: $0) }) ?? true, !favouritesOnly || favourites.contains(facts[index].id) {
                for pitfall in 0..<catalog.recipes[index].pitfalls.count {
                    rows.append(ListRow(recipeIndex: index, kind: .pitfall(pitfall)))
                }
            } else if let target {
                hidden.note(facts[index], at: target)
            }
        }
        return (rows, hidden)
    }

    /// `rows` without those whose recipe fails the favourites filter.
    func keepingFavourites(_ rows: [ListRow], in facts: [RecipeFacts]) -> [ListRow] {
        guard favouritesOnly else { return rows }
        return rows.filter { favourites.contains(facts[$0.recipeIndex].id) }
    }
}
