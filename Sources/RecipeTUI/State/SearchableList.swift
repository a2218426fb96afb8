/// A list with its own query: the browse list and the pitfalls view each have one.
public struct SearchableList: Equatable, Sendable {
    /// The query as typed.
    public var query = ""
    /// True while the query line has the keyboard.
    public var isEditing = false
    public var rows: [ListRow] = []
    /// Index into `rows` of the selected row.
    public var selection = 0
    /// Index into `rows` of the first row on screen.
    public var scroll = 0
    public var hidden = HiddenByTarget()
    /// Words to highlight, from the last search.
    public var terms: [String] = []
    /// The generation of the search the list waits for; results of older ones are dropped.
    public var generation = 0
    /// True while a search for the current query is running.
    public var isSearching = false
    /// True when the rows match only some of the query's words.
    public var isPartial = false
    /// Recipe rows whose wrapper a native API replaces at the target.
    public var replacedNatively = 0
    /// The columns its recipe rows show.
    public var columns = ListColumns()
    /// The text of the search whose results the list shows.
    public var searchedText = ""

    public init() {}

    /// The selected row, if the list is not empty.
    public var selectedRow: ListRow? { rows.indices.contains(selection) ? rows[selection] : nil }

    /// Moves the selection to `index` (clamped) and scrolls so it shows in `height` rows.
    mutating func select(_ index: Int, height: Int) {
        selection = rows.isEmpty ? 0 : min(max(0, index), rows.count - 1)
        keepSelectionVisible(height: height)
    }

    /// Scrolls as little as possible to show the selection in `height` rows.
    mutating func keepSelectionVisible(height: Int) {
        let visible = max(1, height)
        if selection < scroll { scroll = selection }
        if selection >= scroll + visible { scroll = selection - visible + 1 }
        scroll = min(max(0, scroll), max(0, rows.count - visible))
    }
}
