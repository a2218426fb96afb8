import RecipeKit

/// Every subcommand of `recipes`.
enum CommandRegistry {
    /// The commands `--help` lists, in that order.
    static let commands: [CommandDefinition] = [
        ListCommand.definition,
        ShowCommand.definition,
        SearchCommand.definition,
        ExportCommand.definition,
        LintCommand.definition,
        CheckCommand.definition,
        MCPCommand.definition,
        BrowseCommand.definition,
        CompletionsCommand.definition,
        ManCommand.definition
    ]

    /// The command a mistyped `name` most likely meant: within two edits, or the only one it begins.
    static func closest(to name: String) -> String? {
        let lowered = name.lowercased()
        let scored = commands.map { ($0.name, EditDistance.distance(lowered, $0.name, limit: 3)) }.filter { $0.1 <= 2 }
        if let best = scored.min(by: { $0.1 < $1.1 }) { return best.0 }
        let prefixed = commands.filter { $0.name.hasPrefix(lowered) }
        return prefixed.count == 1 ? prefixed[0].name : nil
    }

    /// The command called `name`.
    static func command(named name: String) -> CommandDefinition? {
        commands.first { $0.name == name }
    }
}
