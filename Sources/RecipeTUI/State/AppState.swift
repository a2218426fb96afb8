import RecipeKit

/// Everything the UI shows, as one value. `update` changes it, `render` draws it.
public struct AppState: Sendable {
    public let catalog: Catalog
    public var size: TerminalSize
    public var page: Page = .browse
    public var overlay: Overlay?
    public var focus: Pane = .list
    /// How the panes share the width (`+` / `_`).
    public var paneMode: PaneMode = .split
    /// Where things were opened from, for `Esc`, `Ctrl-O` and `Ctrl-I`.
    public var history = History()
    /// True right after `Ctrl-O` or `Ctrl-I`, when `Tab` means `Ctrl-I`.
    var isWalkingHistory = false
    /// A place being restored whose list waits for search results.
    var pendingPlace: Place?
    /// The row opened last with Enter (or restored as read), which `Esc` goes back from.
    var openedRow: ListRow?
    /// The recipe list of the browse page (recipes and pitfall hits when searching).
    public var browse = SearchableList()
    /// The list of the pitfalls page.
    public var pitfalls = SearchableList()
    /// First detail line on screen.
    public var detailScroll = 0
    /// Index into the detail document's `matchLines` that `n`/`N` last moved to.
    public var matchCursor: Int?
    public var target: DeploymentTarget?
    /// Hide recipes a native API already replaces at the target.
    public var stillNeededOnly = false
    public var favouritesOnly = false
    /// Recipe ids starred with `s`.
    public var favourites: Set<String>
    public var message: StatusMessage?
    /// The last search generation handed out; each new query takes the next one.
    var lastGeneration = 0
    /// Detail documents already laid out.
    let documents = DetailDocumentCache()
    /// Per-target counts for the picker.
    /// What list rows show of each recipe (wrapped type width, native label), in catalog order.
    let facts: [RecipeFacts]
    let targetCounts: TargetCounts
    /// Recipe indices in title order, to sort lists by the title they show.
    let titleOrder: [Int]
    /// The columns the widest row of each kind would like, for sizing the list pane.
    let rowWidths: ListRowWidths

    /// The state on start: the whole catalog at `target`, reopened at `reopen` when that recipe exists.
    /// `filterRestored`: the target and "still needed" come from the saved state, which the status
    /// line then says (unless there is a `message`).
    public init(
        catalog: Catalog, size: TerminalSize, target: DeploymentTarget? = nil,
        stillNeededOnly: Bool = false, favourites: Set<String> = [], reopen: ReadingPosition? = nil,
        message: StatusMessage? = nil, filterRestored: Bool = false
    ) {
        self.catalog = catalog
        facts = RecipeFacts.of(catalog)
        targetCounts = TargetCounts(catalog)
        titleOrder = Self.titleOrder(catalog)
        rowWidths = ListRowWidths(catalog)
        self.size = size
        self.target = target
        self.stillNeededOnly = stillNeededOnly
        self.favourites = favourites
        self.message = message ?? (filterRestored ? Self.restoredFilterMessage(target: target, stillNeededOnly: stillNeededOnly) : nil)
        refreshPlainRows(of: .browse)
        if let reopen, let index = browse.rows.firstIndex(where: { catalog.recipes[$0.recipeIndex].id == reopen.recipeID }) {
            browse.select(index, height: layout.listHeight)
            detailScroll = reopen.detailScroll
            clampDetailScroll()
        }
    }

    // MARK: - Derived values

    /// The geometry for the current size and focus.
    public var layout: Layout { Layout(size: size, focus: focus, mode: paneMode, listContent: listContentWidth) }

    /// The width the current list's rows would like: recipe rows alone, or with pitfall rows
    /// when searching or on the pitfalls page. Fixed per kind, so the panes keep still while typing.
    var listContentWidth: Int {
        page == .pitfalls || !list.query.isEmpty ? max(rowWidths.recipe, rowWidths.pitfall) : rowWidths.recipe
    }

    /// The list of the current page.
    public var list: SearchableList {
        get { page == .browse ? browse : pitfalls }
        set { if page == .browse { browse = newValue } else { pitfalls = newValue } }
    }

    /// The recipe whose detail is shown: the one of the selected row.
    public var selectedRecipe: Recipe? { list.selectedRow.map { catalog.recipes[$0.recipeIndex] } }

    /// The filters as they stand.
    var filter: CatalogFilter {
        CatalogFilter(target: target, stillNeededOnly: stillNeededOnly, favouritesOnly: favouritesOnly, favourites: favourites)
    }

    /// The detail pane of the selected recipe, laid out for the pane's width.
    public var detailDocument: DetailDocument? {
        guard let row = list.selectedRow else { return nil }
        return documents.document(
            catalog: catalog, recipeIndex: row.recipeIndex,
            width: layout.detailWidth(size: size, mode: paneMode, listContent: listContentWidth),
            target: target, terms: list.terms)
    }

    /// The reading position to save on exit.
    public var readingPosition: ReadingPosition? {
        guard let row = browse.selectedRow else { return nil }
        return ReadingPosition(recipeID: catalog.recipes[row.recipeIndex].id, detailScroll: page == .browse ? detailScroll : 0)
    }

    /// The code block `y` copies and "write on exit" writes: the one on screen in the detail pane.
    public var currentCode: (block: CodeBlock, recipe: Recipe)? {
        guard let recipe = selectedRecipe, let document = detailDocument,
            let placement = document.currentCodeBlock(visible: detailScroll..<(detailScroll + layout.detailHeight))
        else { return nil }
        return (recipe.codeBlocks[placement.blockIndex], recipe)
    }

    /// The status line on start when the filters came from the saved state: a filter nobody
    /// chose this session would otherwise hide recipes with only the corner saying so.
    static func restoredFilterMessage(target: DeploymentTarget?, stillNeededOnly: Bool) -> StatusMessage? {
        guard let target else { return nil }
        return StatusMessage("filter from last time: \(target)" + (stillNeededOnly ? " · still needed only" : "") + " (t to change)")
    }

    // MARK: - Keeping things consistent

    /// Keeps the detail scroll between the top and the last full page.
    mutating func clampDetailScroll() {
        let count = detailDocument?.lines.count ?? 0
        detailScroll = min(max(0, detailScroll), max(0, count - layout.detailHeight))
    }

    /// Rebuilds a list without a query from the catalog and the filters, sorted by the recipe
    /// titles the rows show (a recipe's pitfalls stay in their order under it).
    mutating func refreshPlainRows(of page: Page) {
        let result = page == .browse ? filter.recipeRows(catalog) : filter.pitfallRows(catalog)
        replaceRows(of: page, with: inTitleOrder(result.rows), hidden: result.hidden, terms: [])
    }

    /// `rows` (in catalog order, each recipe's rows together) reordered by recipe title, in
    /// linear time: this runs on the keystroke that clears a query over 10,000 recipes.
    private func inTitleOrder(_ rows: [ListRow]) -> [ListRow] {
        var first = [Int](repeating: -1, count: catalog.recipes.count)
        var count = [Int](repeating: 0, count: catalog.recipes.count)
        for (index, row) in rows.enumerated() {
            if first[row.recipeIndex] < 0 { first[row.recipeIndex] = index }
            count[row.recipeIndex] += 1
        }
        var sorted: [ListRow] = []
        sorted.reserveCapacity(rows.count)
        for recipe in titleOrder where first[recipe] >= 0 {
            sorted += rows[first[recipe]..<(first[recipe] + count[recipe])]
        }
        return sorted
    }

    /// The recipe indices sorted by title (case ignored; catalog order among equal titles).
    private static func titleOrder(_ catalog: Catalog) -> [Int] {
        let keys = catalog.recipes.map { $0.title.lowercased() }
        return keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
    }

    /// New rows for one list; the selection stays on the same row when it is still there.
    mutating func replaceRows(of page: Page, with rows: [ListRow], hidden: HiddenByTarget, terms: [String], keepSelection: Bool = true) {
        var list = page == .browse ? browse : pitfalls
        let previous = list.selectedRow
        list.rows = rows
        list.hidden = hidden
        list.terms = terms
        list.isSearching = false
        list.isPartial = false
        list.replacedNatively =
            target.map { target in
                rows.reduce(0) { $0 + ($1.kind == .recipe && !catalog.recipes[$1.recipeIndex].isStillNeeded(at: target) ? 1 : 0) }
            } ?? 0
        list.columns = ListColumns(rows: rows, facts: facts, target: target)
        let kept = keepSelection ? previous.flatMap { rows.firstIndex(of: $0) } : nil
        list.selection = kept ?? 0
        if kept == nil { list.scroll = 0 }
        list.keepSelectionVisible(height: layout.listHeight)
        if page == .browse { browse = list } else { pitfalls = list }
        if page == self.page, kept == nil { showSelectedRowAnchor() }
    }

    /// Scrolls the detail pane to what the selected row points at: its pitfall, its native note, or the top.
    mutating func showSelectedRowAnchor() {
        matchCursor = nil
        guard let row = list.selectedRow, let document = detailDocument else {
            detailScroll = 0
            return
        }
        switch row.kind {
        case .recipe: detailScroll = 0
        case .pitfall(let index): detailScroll = document.pitfallLines.indices.contains(index) ? document.pitfallLines[index] : 0
        case .preferNative(let index):
            detailScroll = document.preferNativeLines.indices.contains(index) ? document.preferNativeLines[index] : 0
        case .delegateMethod(let index):
            // The Coordinator section with the method in view; the search terms mark it.
            let line = document.delegateMethodLines.indices.contains(index) ? document.delegateMethodLines[index] : 0
            detailScroll = document.sections.first { $0.section == .coordinator }.map { min($0.line, line) } ?? line
        }
        clampDetailScroll()
    }
}
