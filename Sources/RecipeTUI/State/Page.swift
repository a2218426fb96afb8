/// The two full screens: recipes beside their detail, or every pitfall beside its recipe.
public enum Page: Hashable, Sendable {
    case browse
    case pitfalls
}

/// Which pane has the keyboard.
public enum Pane: Hashable, Sendable {
    case list
    case detail
}

/// A box drawn over the page.
public enum Overlay: Hashable, Sendable {
    /// The key list; the value is its scroll offset.
    case help(scroll: Int)
    /// The deployment-target picker; the value is the highlighted choice.
    case targetPicker(selection: Int)
}
