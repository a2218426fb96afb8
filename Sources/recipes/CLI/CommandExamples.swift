/// Examples for each command's `--help` and the man page, by command name.
enum CommandExamples {
    /// A command line and what it does.
    typealias Example = (command: String, meaning: String)

    static func examples(for command: String) -> [Example] {
        table[command] ?? []
    }

    private static let table: [String: [Example]] = [
        "list": [
            ("recipes list", "every recipe, one per line, fitted to the terminal"),
            ("recipes list --target ios16 --needs-wrapper", "what still needs a wrapper at iOS 16"),
            ("recipes list --ids", "only the ids, for scripts and shell completion")
        ],
        "show": [
            ("recipes show mkmapview", "one recipe, paged when longer than the screen"),
            ("recipes show MKMapView --target ios17", "by wrapped type, native notes marked for iOS 17"),
            ("recipes show mkmapview#the-region-loops", "one pitfall"),
            ("recipes show mkmapview --code | pbcopy", "only the code, ready to paste")
        ],
        "search": [
            ("recipes search region loop", "recipes and pitfalls about region loops"),
            ("recipes search --pitfalls canSendMail", "pitfalls only"),
            ("recipes search cursor --json", "hits as JSON")
        ],
        "export": [("recipes export --json > catalog.json", "the whole catalog for scripts and agents")],
        "lint": [
            ("recipes lint", "the bundled library against the house format"),
            ("recipes lint ~/notes/recipes", "your own recipes")
        ],
        "check": [
            ("recipes check Sources", "catalogued pitfalls in your own wrappers"),
            ("recipes check --target ios17 --rule native-available .", "wrappers a native API replaces at iOS 17"),
            ("recipes check --format sarif . > check.sarif", "findings for code scanning")
        ],
        "mcp": [("claude mcp add recipes -- recipes mcp", "give a coding agent the catalog")],
        "browse": [
            ("recipes", "the browser on the bundled library"),
            ("recipes --target ios16 --recipes ~/notes", "your own notes, filtered to iOS 16"),
            ("recipes browse --output - | pbcopy", "the code block on screen at exit, to the clipboard")
        ],
        "completions": [
            ("source <(recipes completions bash)", "completion in this bash session"),
            ("recipes completions zsh > ~/.zfunc/_recipes", "install for zsh (with fpath+=~/.zfunc)"),
            ("recipes completions fish > ~/.config/fish/completions/recipes.fish", "install for fish")
        ],
        "man": [("recipes man | man -l -", "read the manual without installing it")]
    ]
}
