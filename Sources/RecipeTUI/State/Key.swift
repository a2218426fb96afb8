/// A key press, decoded from the terminal.
public enum Key: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// Ctrl with a letter: `.control("c")` is Ctrl-C.
    case control(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace, delete
}
