import Foundation

/// The size of the terminal standard output shows on, for output that fits the screen: nil in
/// a pipe or a file, where output stays plain and unwrapped.
enum TerminalGeometry {
    /// Columns and rows of stdout's terminal; `COLUMNS` / `LINES` stand in when the terminal
    /// does not say. Nil when stdout is not a terminal.
    static func size(environment: [String: String] = ProcessInfo.processInfo.environment) -> (columns: Int, rows: Int)? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var window = winsize()
        let known = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0 && window.ws_col > 0
        let columns = known ? Int(window.ws_col) : environment["COLUMNS"].flatMap(Int.init) ?? 80
        let rows = known && window.ws_row > 0 ? Int(window.ws_row) : environment["LINES"].flatMap(Int.init) ?? 24
        return (max(20, columns), max(1, rows))
    }
}
