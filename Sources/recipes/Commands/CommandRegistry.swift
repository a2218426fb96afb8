/// Every subcommand of `recipes`, in the order `--help` lists them.
enum CommandRegistry {
    static let commands: [CommandDefinition] = [
        ListCommand.definition,
        ShowCommand.definition,
        SearchCommand.definition,
        BenchSearchCommand.definition,
        ExportCommand.definition,
        LintCommand.definition,
        CheckCommand.definition,
        BrowseCommand.definition,
    ]
}
