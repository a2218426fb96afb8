/// What a cell means, not how it looks: `StylePalette` maps each style to colours or to a
/// monochrome attribute, and snapshots show each style as one letter.
public enum Style: UInt8, CaseIterable, Sendable {
    case plain
    case title
    case heading
    case dim
    case selected
    /// The selected row of the list while the detail pane has the keyboard.
    case inactiveSelection
    case match
    case selectedMatch
    case error
    case warning
    case native
    case border
    /// The divider beside the pane that has the keyboard.
    case activeBorder
    case status
    case query
    case cursor
    case keyword
    case string
    case comment
    case number
    case type
    case attribute
    case code
    case emphasis
    case favourite
    case key

    /// The letter that stands for this style in a snapshot's style mask.
    public var maskLetter: Character {
        switch self {
        case .plain: "."
        case .title: "T"
        case .heading: "H"
        case .dim: "d"
        case .selected: "S"
        case .inactiveSelection: "I"
        case .match: "M"
        case .selectedMatch: "X"
        case .error: "E"
        case .warning: "W"
        case .native: "N"
        case .border: "B"
        case .activeBorder: "A"
        case .status: "U"
        case .query: "Q"
        case .cursor: "_"
        case .keyword: "k"
        case .string: "s"
        case .comment: "c"
        case .number: "n"
        case .type: "t"
        case .attribute: "a"
        case .code: "C"
        case .emphasis: "b"
        case .favourite: "F"
        case .key: "K"
        }
    }

    /// The style a span takes when it lies on the selected row: matches stay visible.
    var onSelection: Style { self == .match || self == .selectedMatch ? .selectedMatch : .selected }

    /// The style a span takes on the selected row of a list that does not have the keyboard.
    var onInactiveSelection: Style { self == .match || self == .selectedMatch ? .match : .inactiveSelection }
}
