/// What a key asks for. `KeyTable` maps keys to commands per context; the update functions
/// carry the commands out, so the keys and the `?` help cannot drift apart.
public enum KeyCommand: Hashable, Sendable {
    // Anywhere
    case quit, suspend, repaint
    // Moving
    case down, up, pageDown, pageUp, top, bottom
    case switchPane, read, toList, back, historyBack, historyForward
    case nextSection, previousSection
    // Searching
    case search, nextMatch, previousMatch
    // Views and filters
    case pitfalls, targetPicker, favouritesOnly, growPane, shrinkPane
    // Taking the code
    case copy, edit, star
    // Other
    case help
    // While typing a query
    case clearQuery, deleteWord, deleteCharacter, leaveQuery, stopSearch
    // In the target picker
    case pick, toggleStillNeeded, close
}

/// Where a key is read: each context has its own bindings.
public enum KeyContext: Hashable, Sendable, CaseIterable {
    /// Before anything else, whatever is on screen.
    case anywhere
    /// A page, when no overlay is open and the query line does not have the keyboard.
    case page
    /// While typing in the query line (other printable characters are typed).
    case query
    /// In the deployment-target picker.
    case picker
}
