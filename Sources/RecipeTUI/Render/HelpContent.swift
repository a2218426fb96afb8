/// Every key, for the `?` overlay. Keep it in step with the key handlers.
enum HelpContent {
    /// A heading (keys empty) or a key and what it does.
    static let lines: [(keys: String, action: String)] = [
        ("", "Moving"),
        ("j k ↓ ↑", "next / previous row, or scroll the detail"),
        ("PgDn PgUp Space", "a page down / up (also Ctrl-F Ctrl-B)"),
        ("g G Home End", "first / last row, top / bottom of detail"),
        ("Tab", "switch between the list and the detail"),
        ("Enter l →", "read the recipe (at the selected pitfall)"),
        ("h ← Esc", "back to the list"),
        ("] [", "next / previous section of the recipe"),
        ("", "Searching"),
        ("/", "search recipes and pitfalls as you type"),
        ("↓ ↑ Ctrl-N Ctrl-P", "move in the results while typing"),
        ("Ctrl-U Ctrl-W", "clear the query / delete a word"),
        ("Enter", "open the selected result"),
        ("n N", "next / previous match in the open recipe"),
        ("Esc", "clear the search"),
        ("", "Views and filters"),
        ("p", "every pitfall of every recipe (p: back)"),
        ("t", "deployment target; Space: still needed only"),
        ("f", "favourites only, or all recipes"),
        ("", "Taking the code"),
        ("y", "copy the code block on screen (OSC 52)"),
        ("s", "star or unstar the recipe as a favourite"),
        ("", "Other"),
        ("?", "this help (any key closes it)"),
        ("Ctrl-L", "repaint the screen"),
        ("Ctrl-Z", "suspend (fg resumes)"),
        ("q Ctrl-C", "quit"),
        ("mouse", "wheel scrolls, click selects"),
    ]
}
