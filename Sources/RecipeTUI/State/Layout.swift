/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int

    public init(row: Int, column: Int, width: Int, height: Int) {
        self.row = row
        self.column = column
        self.width = width
        self.height = height
    }

    /// True when the cell lies inside.
    public func contains(row: Int, column: Int) -> Bool {
        row >= self.row && row < self.row + height && column >= self.column && column < self.column + width
    }
}

/// Where everything goes for a terminal size: the query line on top, the status line at the
/// bottom, the list and the detail pane side by side between them (or only the focused one when
/// the terminal is narrow). Update (paging, mouse) and render share it.
public struct Layout: Hashable, Sendable {
    /// Narrower than this, only the focused pane is shown.
    public static let twoPaneMinimumWidth = 60

    public var queryRow: Int
    public var statusRow: Int
    public var list: Rect?
    public var detail: Rect?
    /// The column of the line between the panes, when both show.
    public var divider: Int?

    public init(size: TerminalSize, focus: Pane) {
        queryRow = 0
        statusRow = max(0, size.rows - 1)
        let bodyHeight = max(0, size.rows - 2)
        if size.columns >= Self.twoPaneMinimumWidth {
            let listWidth = min(56, max(28, size.columns * 2 / 5))
            list = Rect(row: 1, column: 0, width: listWidth, height: bodyHeight)
            divider = listWidth
            detail = Rect(row: 1, column: listWidth + 2, width: size.columns - listWidth - 2, height: bodyHeight)
        } else if focus == .list {
            list = Rect(row: 1, column: 0, width: size.columns, height: bodyHeight)
        } else {
            detail = Rect(row: 1, column: 0, width: size.columns, height: bodyHeight)
        }
    }

    /// Rows in the list pane (also the page size for PgUp/PgDn there).
    public var listHeight: Int { list?.height ?? max(1, statusRow - 1) }
    /// Rows in the detail pane.
    public var detailHeight: Int { detail?.height ?? max(1, statusRow - 1) }
    /// The width the detail document is laid out for.
    public func detailWidth(size: TerminalSize) -> Int {
        detail?.width ?? Layout(size: size, focus: .detail).detail?.width ?? size.columns
    }
}
