/// Keys that do one thing in one context, and how the help describes it.
public struct KeyBinding: Sendable {
    public var context: KeyContext
    /// The help section it is listed under ("Moving", "Searching", …).
    public var section: String
    public var keys: [Key]
    public var command: KeyCommand
    public var help: String
    /// Shown in the help instead of the key names when the keys alone would mislead.
    public var label: String?

    public init(_ context: KeyContext, _ section: String, _ keys: [Key], _ command: KeyCommand, _ help: String, label: String? = nil) {
        self.context = context
        self.section = section
        self.keys = keys
        self.command = command
        self.help = help
        self.label = label
    }

    /// The keys as the help shows them: `j k ↓ ↑`, `Ctrl-O`, `PgDn`.
    public var keyLabel: String { label ?? keys.map(\.name).joined(separator: " ") }
}

extension Key {
    /// How the help and the man page name the key.
    public var name: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-" + letter.uppercased()
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        }
    }
}
