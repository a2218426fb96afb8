/// One terminal cell: a character (with its combining marks) and its style.
public struct Cell: Hashable, Sendable {
    /// The character shown; a space for blank cells.
    public var character: Character
    public var style: Style
    /// True for the right half of a wide character, which the terminal fills by itself.
    public var isContinuation: Bool

    public init(_ character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell.
    public static let blank = Cell()
}
