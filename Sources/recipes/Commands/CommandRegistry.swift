import RecipeKit

/// Every subcommand of `recipes`.
enum CommandRegistry {
    /// A command's name and how to make its definition.
    private struct Entry: Sendable {
        var name: String
        var definition: @Sendable () -> CommandDefinition
    }

    /// Every command, in the order `--help` lists them. A definition is made when first asked
    /// for, so that running one command makes only its own (some put a table together).
    private static let entries = [
        Entry(name: ListCommand.name) { ListCommand.definition },
        Entry(name: ShowCommand.name) { ShowCommand.definition },
        Entry(name: SearchCommand.name) { SearchCommand.definition },
        Entry(name: ExportCommand.name) { ExportCommand.definition },
        Entry(name: LintCommand.name) { LintCommand.definition },
        Entry(name: CheckCommand.name) { CheckCommand.definition },
        Entry(name: MCPCommand.name) { MCPCommand.definition },
        Entry(name: BrowseCommand.name) { BrowseCommand.definition },
        Entry(name: CompletionsCommand.name) { CompletionsCommand.definition },
        Entry(name: ManCommand.name) { ManCommand.definition }
    ]

    /// The commands `--help` lists, in that order.
    static var commands: [CommandDefinition] { entries.map { $0.definition() } }

    /// The command a mistyped `name` most likely meant: within two edits, or the only one it begins.
    static func closest(to name: String) -> String? {
        let lowered = name.lowercased()
        let scored = entries.map { ($0.name, EditDistance.distance(lowered, $0.name, limit: 3)) }.filter { $0.1 <= 2 }
        if let best = scored.min(by: { $0.1 < $1.1 }) { return best.0 }
        let prefixed = entries.filter { $0.name.hasPrefix(lowered) }
        return prefixed.count == 1 ? prefixed[0].name : nil
    }

    /// The command called `name`.
    static func command(named name: String) -> CommandDefinition? {
        entries.first { $0.name == name }?.definition()
    }
}
