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

    /// Commands for the project's own measurements (`make bench`), left out of `--help`.
    static let developerCommands: [CommandDefinition] = [
        BenchSearchCommand.definition,
    ]

    /// The command called `name`, listed or not.
    static func command(named name: String) -> CommandDefinition? {
        (commands + developerCommands).first { $0.name == name }
    }
}
