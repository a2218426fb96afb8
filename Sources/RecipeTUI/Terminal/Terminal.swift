/// Where frames are shown and input comes from: ncurses in a real terminal
/// (`CursesTerminal`), a script in tests (`TestTerminal`).
public protocol Terminal: AnyObject {
    /// The size frames must have.
    var size: TerminalSize { get }
    /// The next event, or nil when none arrived within `timeoutMilliseconds` (-1 waits).
    func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent?
    /// Shows `buffer`, which has `size`.
    func draw(_ buffer: ScreenBuffer)
    /// Puts `text` on the system clipboard (OSC 52).
    func copyToClipboard(_ text: String)
    /// Hands the terminal back to the shell until the process is resumed (Ctrl-Z).
    func suspend()
    /// Repaints everything on the next draw (Ctrl-L, after resuming).
    func repaint()
    /// Leaves the screen to `body` (an editor), as for Ctrl-Z, and takes it back afterwards.
    func handOver(_ body: () -> Void)
}
