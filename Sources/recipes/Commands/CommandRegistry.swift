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
    ]

    /// The command called `name`.
    static func command(named name: String) -> CommandDefinition? {
        commands.first { $0.name == name }
    }
}
