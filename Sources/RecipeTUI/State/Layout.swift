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

/// How the panes share the width: both (the list sized to its rows), the focused one widened,
/// or the focused one alone. `+` and `_` step through them, as in lazygit.
public enum PaneMode: Int, Hashable, Sendable, CaseIterable {
    case split
    case wide
    case zoomed
}

/// Where everything goes for a terminal size: the query line on top, the status line at the
/// bottom, the list and the detail pane side by side between them (or only the focused one when
/// the terminal is narrow or the pane is zoomed). Update (paging, mouse) and render share it.
public struct Layout: Hashable, Sendable {
    /// Narrower than this, only the focused pane is shown.
    public static let twoPaneMinimumWidth = 60
    /// The list pane is never narrower than this beside the detail.
    static let listMinimumWidth = 28

    public var queryRow: Int
    public var statusRow: Int
    public var list: Rect?
    public var detail: Rect?
    /// The column of the line between the panes, when both show.
    public var divider: Int?

    /// The geometry for `size`: `listContent` is the width the list's rows would like.
    public init(size: TerminalSize, focus: Pane, mode: PaneMode = .split, listContent: Int = 0) {
        queryRow = 0
        statusRow = max(0, size.rows - 1)
        let bodyHeight = max(0, size.rows - 2)
        if size.columns >= Self.twoPaneMinimumWidth, mode != .zoomed {
            let listWidth = Self.listWidth(columns: size.columns, focus: focus, mode: mode, content: listContent)
            list = Rect(row: 1, column: 0, width: listWidth, height: bodyHeight)
            divider = listWidth
            detail = Rect(row: 1, column: listWidth + 2, width: size.columns - listWidth - 2, height: bodyHeight)
        } else if focus == .list {
            list = Rect(row: 1, column: 0, width: size.columns, height: bodyHeight)
        } else {
            detail = Rect(row: 1, column: 0, width: size.columns, height: bodyHeight)
        }
    }

    /// The list's width beside the detail. Split: what its rows need, up to a share of the
    /// terminal that grows from 45% at 100 columns to a half at 200. Wide: three quarters
    /// of the width go to the focused pane.
    static func listWidth(columns: Int, focus: Pane, mode: PaneMode, content: Int) -> Int {
        let detailMinimum = 30
        let widest = max(listMinimumWidth, columns - detailMinimum - 2)
        if mode == .wide {
            let share = focus == .list ? columns * 3 / 4 : columns / 4
            return min(widest, max(listMinimumWidth, share))
        }
        let growth = min(100, max(0, columns - 100))
        let share = columns * (45 + growth / 20) / 100
        return min(widest, max(listMinimumWidth, min(share, content)))
    }
    /// Rows in the list pane (also the page size for PgUp/PgDn there).
    public var listHeight: Int { list?.height ?? max(1, statusRow - 1) }
    /// Rows in the detail pane.
    public var detailHeight: Int { detail?.height ?? max(1, statusRow - 1) }
    /// The width the detail document is laid out for.
    public func detailWidth(size: TerminalSize, mode: PaneMode = .split, listContent: Int = 0) -> Int {
        detail?.width ?? Layout(size: size, focus: .detail, mode: mode, listContent: listContent).detail?.width ?? size.columns
    }
}
