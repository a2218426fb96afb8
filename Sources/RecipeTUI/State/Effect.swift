/// What the run loop must do after an update: side effects returned as data.
public enum Effect: Equatable, Sendable {
    case none
    /// Leave the UI (the run loop saves the state and writes the code block when asked).
    case quit
    /// Run a search off the main thread and send back `Action.searchCompleted`.
    case search(SearchRequest)
    /// Put text on the clipboard (OSC 52 and the platform's clipboard command); the run loop
    /// reports what it used with `Action.copied`.
    case copy(CopyRequest)
    /// Open a recipe's file in the user's editor with the screen handed over, then reload it.
    case edit(EditRequest)
    /// Save favourites and the reading position.
    case saveState
    /// Ctrl-Z: give the terminal back to the shell until resumed.
    case suspend
    /// Ctrl-L: repaint the whole terminal.
    case repaint
}

/// Text for the clipboard, and how the status line names it.
public struct CopyRequest: Equatable, Sendable {
    public var text: String
    /// "the wrapper code of mkmapview (24 lines)".
    public var description: String

    public init(text: String, description: String) {
        self.text = text
        self.description = description
    }
}

/// A recipe file to open in the editor at a line.
public struct EditRequest: Equatable, Sendable {
    public var path: String
    public var line: Int
    public var recipeID: String

    public init(path: String, line: Int, recipeID: String) {
        self.path = path
        self.line = line
        self.recipeID = recipeID
    }
}
