/// What the run loop must do after an update: side effects returned as data.
public enum Effect: Equatable, Sendable {
    case none
    /// Leave the UI (the run loop saves the state and writes the code block when asked).
    case quit
    /// Run a search off the main thread and send back `Action.searchCompleted`.
    case search(SearchRequest)
    /// Put text on the clipboard through OSC 52.
    case copy(String)
    /// Save favourites and the reading position.
    case saveState
    /// Ctrl-Z: give the terminal back to the shell until resumed.
    case suspend
    /// Ctrl-L: repaint the whole terminal.
    case repaint
}
