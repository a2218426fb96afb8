/// The terminal's size in cells.
public struct TerminalSize: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Below this the UI shows one "enlarge the window" line instead of its panes.
    public static let minimum = TerminalSize(columns: 30, rows: 8)

    /// True when the UI fits.
    public var isUsable: Bool { columns >= Self.minimum.columns && rows >= Self.minimum.rows }
}
