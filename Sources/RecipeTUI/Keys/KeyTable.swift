/// Every key of the browser: the one table that key handling looks commands up in and that the
/// `?` help and the man page are printed from.
public enum KeyTable {
    public static let bindings: [KeyBinding] = [
        KeyBinding(.page, "Moving", [.character("j"), .down, .control("n")], .down, "next row, or scroll the detail down"),
        KeyBinding(.page, "Moving", [.character("k"), .up, .control("p")], .up, "previous row, or scroll the detail up"),
        KeyBinding(.page, "Moving", [.pageDown, .character(" "), .control("f"), .control("d")], .pageDown, "a page down"),
        KeyBinding(.page, "Moving", [.pageUp, .character("b"), .control("b"), .control("u")], .pageUp, "a page up"),
        KeyBinding(.page, "Moving", [.character("g"), .home], .top, "first row, or top of the detail"),
        KeyBinding(.page, "Moving", [.character("G"), .end], .bottom, "last row, or bottom of the detail"),
        KeyBinding(.page, "Moving", [.tab, .backTab], .switchPane, "switch between the list and the detail"),
        KeyBinding(.page, "Moving", [.enter, .character("l"), .right], .read, "read the row's recipe (at its pitfall)"),
        KeyBinding(.page, "Moving", [.character("h"), .left], .toList, "back to the list"),
        KeyBinding(.page, "Moving", [.escape], .back, "back to where it was opened from, then clear query"),
        KeyBinding(.page, "Moving", [.control("o")], .historyBack, "back through what was opened"),
        KeyBinding(
            .page, "Moving", [], .historyForward, "forward again (Tab, right after Ctrl-O)",
            label: "Ctrl-I"),
        KeyBinding(.page, "Moving", [.character("]")], .nextSection, "next section of the recipe"),
        KeyBinding(.page, "Moving", [.character("[")], .previousSection, "previous section of the recipe"),

        KeyBinding(.page, "Searching", [.character("/")], .search, "search recipes and pitfalls as you type"),
        KeyBinding(.page, "Searching", [.character("n")], .nextMatch, "next match in the open recipe"),
        KeyBinding(.page, "Searching", [.character("N")], .previousMatch, "previous match in the open recipe"),
        KeyBinding(.query, "Searching", [.down, .control("n"), .control("j")], .down, "(typing) next result"),
        KeyBinding(.query, "Searching", [.up, .control("p"), .control("k")], .up, "(typing) previous result"),
        KeyBinding(.query, "Searching", [.pageDown], .pageDown, "(typing) a page of results down"),
        KeyBinding(.query, "Searching", [.pageUp], .pageUp, "(typing) a page of results up"),
        KeyBinding(.query, "Searching", [.control("u")], .clearQuery, "(typing) clear the query"),
        KeyBinding(.query, "Searching", [.control("w")], .deleteWord, "(typing) delete the last word"),
        KeyBinding(.query, "Searching", [.backspace, .delete, .control("h")], .deleteCharacter, "(typing) delete a character"),
        KeyBinding(.query, "Searching", [.enter], .read, "(typing) open the selected result"),
        KeyBinding(.query, "Searching", [.tab, .backTab], .leaveQuery, "(typing) keep the query, move in the list"),
        KeyBinding(.query, "Searching", [.escape], .stopSearch, "(typing) clear the search"),

        KeyBinding(.page, "Views and filters", [.character("p")], .pitfalls, "every pitfall of every recipe (p again: back)"),
        KeyBinding(.page, "Views and filters", [.character("t")], .targetPicker, "deployment target picker"),
        KeyBinding(.page, "Views and filters", [.character("f")], .favouritesOnly, "favourites only, or all recipes"),
        KeyBinding(.page, "Views and filters", [.character("+")], .growPane, "widen the focused pane; again: zoom it"),
        KeyBinding(.page, "Views and filters", [.character("_"), .character("-")], .shrinkPane, "undo + (back to both panes)"),
        KeyBinding(.picker, "Target picker", [.character("j"), .down], .down, "next target"),
        KeyBinding(.picker, "Target picker", [.character("k"), .up], .up, "previous target"),
        KeyBinding(.picker, "Target picker", [.character("g"), .home], .top, "first target"),
        KeyBinding(.picker, "Target picker", [.character("G"), .end], .bottom, "last target"),
        KeyBinding(.picker, "Target picker", [.enter], .pick, "filter by the highlighted target"),
        KeyBinding(.picker, "Target picker", [.character(" "), .character("x")], .toggleStillNeeded, "still needed only (hide natively replaced)"),
        KeyBinding(.picker, "Target picker", [.escape, .character("q"), .character("t")], .close, "close the picker"),

        KeyBinding(.page, "Taking the code", [.character("y")], .copy, "copy the code block on screen"),
        KeyBinding(.page, "Taking the code", [.character("e")], .edit, "edit the recipe in $VISUAL/$EDITOR at this line"),
        KeyBinding(.page, "Taking the code", [.character("s")], .star, "star or unstar the recipe as a favourite"),

        KeyBinding(.page, "Other", [.character("?")], .help, "this help (j/k scroll, other keys close)"),
        KeyBinding(.page, "Other", [.character("q")], .quit, "quit"),
        KeyBinding(.anywhere, "Other", [.control("c")], .quit, "quit, from anywhere"),
        KeyBinding(.anywhere, "Other", [.control("z")], .suspend, "suspend (fg resumes)"),
        KeyBinding(.anywhere, "Other", [.control("l")], .repaint, "repaint the screen")
    ]

    /// The command `key` has in `context`, if any.
    public static func command(for key: Key, in context: KeyContext) -> KeyCommand? {
        lookup[context]?[key]
    }

    /// The help sections in the order they first appear in `bindings`, each with its bindings.
    public static var sections: [(title: String, bindings: [KeyBinding])] {
        var order: [String] = []
        var grouped: [String: [KeyBinding]] = [:]
        for binding in bindings {
            if grouped[binding.section] == nil { order.append(binding.section) }
            grouped[binding.section, default: []].append(binding)
        }
        return order.map { ($0, grouped[$0] ?? []) }
    }

    private static let lookup: [KeyContext: [Key: KeyCommand]] = {
        var table: [KeyContext: [Key: KeyCommand]] = [:]
        for binding in bindings {
            for key in binding.keys {
                precondition(table[binding.context]?[key] == nil, "\(key.name) is bound twice in \(binding.context)")
                table[binding.context, default: [:]][key] = binding.command
            }
        }
        return table
    }()
}
