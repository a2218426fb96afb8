import RecipeKit

/// `--help` for the whole tool and for one command, from the command table, wrapped to the
/// terminal (80 columns in a pipe), with examples.
struct HelpText {
    var width: Int
    var style: Style

    private var prose: StyledProse { StyledProse(style: style, width: width) }

    /// `recipes NAME --help`.
    func command(_ command: CommandDefinition) -> String {
        var lines = prose.lines(command.abstract)
        lines.append("")
        let usage = "Usage: recipes \(command.name) "
        lines += StyledProse(style: Style(enabled: false), width: width)
            .lines(command.usage, first: usage, rest: String(repeating: " ", count: usage.count))
        lines.append("")
        lines.append(style.heading("Options:"))
        let labels = command.allOptions.map(Self.label)
        let column = min(labels.map(\.count).max() ?? 0, width / 3) + 4
        for (option, label) in zip(command.allOptions, labels) {
            let first = "  " + label.padding(toLength: max(label.count, column - 2), withPad: " ", startingAt: 0)
            let shown =
                label.count > column - 2
                ? [("  " + label)]
                    + prose.lines(option.help, first: String(repeating: " ", count: column), rest: String(repeating: " ", count: column))
                : prose.lines(option.help, first: first, rest: String(repeating: " ", count: column))
            lines += shown
        }
        if !command.discussion.isEmpty {
            lines.append("")
            lines += prose.lines(command.discussion)
        }
        lines += examples(CommandExamples.examples(for: command.name))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `recipes --help`.
    func global(_ commands: [CommandDefinition]) -> String {
        var lines = prose.lines("recipes: SwiftUI ↔ UIKit/AppKit representable recipes, with a terminal browser.")
        lines.append("")
        lines.append(style.heading("Usage:") + " recipes                      open the browser (needs a terminal)")
        lines.append("       recipes <command> [options]")
        lines.append("")
        lines.append(style.heading("Commands:"))
        let column = (commands.map(\.name.count).max() ?? 0) + 4
        for command in commands {
            let first = "  " + command.name.padding(toLength: column - 2, withPad: " ", startingAt: 0)
            lines += prose.lines(command.abstract, first: first, rest: String(repeating: " ", count: column))
        }
        lines.append("")
        lines += prose.lines(
            """
            Options for every command: --recipes PATH (repeatable; default $RECIPES_PATH, else the bundled \
            library), --no-color, --no-cache (parse every file; also RECIPES_NO_CACHE=1), --help. Exit status: \
            0 success, 1 nothing found or errors, 64 usage error. 'recipes <command> --help' describes a \
            command and gives examples; '--version' prints the version; 'man recipes' has it all.
            """)
        lines += examples([
            ("recipes search region loop", "search recipes and pitfalls"),
            ("recipes show mkmapview", "read one recipe"),
            ("recipes list --target ios16", "what applies at iOS 16")
        ])
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--name VALUE`.
    static func label(_ option: OptionSpec) -> String {
        "--\(option.name)" + (option.value.map { " \($0)" } ?? "")
    }

    private func examples(_ examples: [CommandExamples.Example]) -> [String] {
        guard !examples.isEmpty else { return [] }
        var lines = ["", style.heading("Examples:")]
        for example in examples {
            lines.append("  " + style.code(example.command))
            lines += prose.lines(example.meaning, first: "      ", rest: "      ")
        }
        return lines
    }
}
