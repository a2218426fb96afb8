/// `recipes man`: the manual page in roff (`make install` writes it as `recipes.1`).
enum ManCommand {
    /// The name the command is called by.
    static let name = "man"
    static let definition = CommandDefinition(
        name: name, abstract: "Print the manual page (roff), as installed for man recipes.",
        usage: "", discussion: "", options: []
    ) { arguments, context in
        guard arguments.positionals.isEmpty else { throw UsageError(message: "man takes no arguments") }
        context.print(ManPage(commands: CommandRegistry.commands, version: RecipesCLI.version).roff, terminator: "")
        return 0
    }
}
