/// How each semantic style looks: a foreground and background colour (ANSI numbers, -1 for the
/// terminal's default) plus attributes, or attributes only on a monochrome terminal or under
/// `NO_COLOR`. The only place where styles become looks.
struct StylePalette {
    /// Text attributes, independent of how a backend encodes them.
    struct Attributes: OptionSet, Hashable {
        let rawValue: UInt8
        static let bold = Attributes(rawValue: 1)
        static let dim = Attributes(rawValue: 2)
        static let reverse = Attributes(rawValue: 4)
        static let underline = Attributes(rawValue: 8)
    }

    /// The look of one style.
    struct Look: Hashable {
        var foreground: Int16 = -1
        var background: Int16 = -1
        var attributes: Attributes = []
    }

    let usesColour: Bool

    func look(_ style: Style) -> Look {
        usesColour ? Self.colour(style) : Self.monochrome(style)
    }

    private static func colour(_ style: Style) -> Look {
        let black: Int16 = 0, red: Int16 = 1, green: Int16 = 2, yellow: Int16 = 3
        let blue: Int16 = 4, magenta: Int16 = 5, cyan: Int16 = 6, white: Int16 = 7
        switch style {
        case .plain: return Look()
        case .title: return Look(foreground: cyan, attributes: .bold)
        case .heading: return Look(foreground: yellow, attributes: .bold)
        case .dim: return Look(attributes: .dim)
        case .selected: return Look(foreground: white, background: blue, attributes: .bold)
        case .inactiveSelection: return Look(attributes: [.reverse, .dim])
        case .activeBorder: return Look(foreground: cyan, attributes: .bold)
        case .match: return Look(foreground: black, background: yellow)
        case .selectedMatch: return Look(foreground: black, background: yellow, attributes: [.bold, .underline])
        case .error: return Look(foreground: red, attributes: .bold)
        case .warning: return Look(foreground: yellow, attributes: .bold)
        case .native: return Look(foreground: green, attributes: .bold)
        case .border: return Look(foreground: blue)
        case .status: return Look(attributes: .reverse)
        case .query: return Look(attributes: [.reverse, .bold])
        case .cursor: return Look()
        case .keyword: return Look(foreground: magenta, attributes: .bold)
        case .string: return Look(foreground: green)
        case .comment: return Look(attributes: .dim)
        case .number: return Look(foreground: yellow)
        case .type: return Look(foreground: cyan)
        case .attribute: return Look(foreground: magenta)
        case .code: return Look(foreground: cyan)
        case .emphasis: return Look(attributes: .bold)
        case .favourite: return Look(foreground: yellow, attributes: .bold)
        case .key: return Look(foreground: cyan, attributes: .bold)
        }
    }

    private static func monochrome(_ style: Style) -> Look {
        switch style {
        case .plain, .border, .cursor, .string, .number, .type, .attribute, .code: return Look()
        case .title, .heading, .error, .warning, .native, .keyword, .emphasis, .favourite, .key:
            return Look(attributes: .bold)
        case .dim, .comment: return Look(attributes: .dim)
        case .inactiveSelection: return Look(attributes: .underline)
        case .activeBorder: return Look(attributes: .bold)
        case .selected, .status: return Look(attributes: .reverse)
        case .match: return Look(attributes: [.bold, .underline])
        case .selectedMatch: return Look(attributes: [.reverse, .bold, .underline])
        case .query: return Look(attributes: [.reverse, .bold])
        }
    }
}
