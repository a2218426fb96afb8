import RecipeKit

extension AppState {
    /// Swaps in `catalog` (loaded again after an edit) and keeps the view: page, target, filters,
    /// favourites, queries, panes and the selected row (found again by recipe id), scrolled as it
    /// was. Returns the search to run again when the page has a query.
    mutating func reload(_ catalog: Catalog) -> SearchRequest? {
        let oldRow = list.selectedRow
        let oldID = oldRow.map { self.catalog.recipes[$0.recipeIndex].id }
        let place = currentPlace
        var fresh = AppState(
            catalog: catalog, size: size, target: target, stillNeededOnly: stillNeededOnly,
            favourites: favourites, message: message)
        fresh.favouritesOnly = favouritesOnly
        fresh.paneMode = paneMode
        fresh.lastGeneration = lastGeneration
        fresh.browse.query = browse.query
        fresh.pitfalls.query = pitfalls.query
        fresh.page = page
        fresh.focus = focus
        var row: ListRow?
        if let oldRow, let oldID, let index = catalog.recipes.firstIndex(where: { $0.id == oldID }) {
            row = ListRow(recipeIndex: index, kind: Self.kind(oldRow.kind, fitting: catalog.recipes[index]))
        }
        self = fresh
        let settled = Place(page: place.page, query: place.query, row: row, focus: place.focus, detailScroll: place.detailScroll)
        for page in [Page.browse, .pitfalls] where (page == .browse ? browse : pitfalls).query.isEmpty { refreshPlainRows(of: page) }
        guard case .search(let request) = querySearch() else {
            settle(settled)
            return nil
        }
        pendingPlace = settled
        return request
    }

    /// `kind` when the reloaded recipe still has that pitfall or note, else the recipe row.
    private static func kind(_ kind: ListRow.Kind, fitting recipe: Recipe) -> ListRow.Kind {
        switch kind {
        case .recipe: .recipe
        case .pitfall(let index): recipe.pitfalls.indices.contains(index) ? kind : .recipe
        case .preferNative(let index): recipe.preferNative.indices.contains(index) ? kind : .recipe
        case .delegateMethod(let index): recipe.delegateMethods.indices.contains(index) ? kind : .recipe
        }
    }
}
