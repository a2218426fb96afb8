/// The `?` overlay's lines, printed from `KeyTable` so that the help always says what the keys do.
enum HelpContent {
    /// A heading (keys empty) or a key and what it does.
    static let lines: [(keys: String, action: String)] = {
        var lines: [(keys: String, action: String)] = []
        for section in KeyTable.sections {
            lines.append(("", section.title))
            for binding in section.bindings { lines.append((binding.keyLabel, binding.help)) }
        }
        lines.append(("", "Mouse"))
        lines.append(("wheel, click", "the wheel scrolls the pane under it, a click selects"))
        return lines
    }()
}
