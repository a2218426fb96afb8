/// `recipes man`: the manual page in roff (`make install` writes it as `recipes.1`).
enum ManCommand {
    static let definition = CommandDefinition(
        name: "man", abstract: "Print the manual page (roff), as installed for man recipes.",
        usage: "", discussion: "", options: []
    ) { arguments, context in
        guard arguments.positionals.isEmpty else { throw UsageError(message: "man takes no arguments") }
        context.print(ManPage(commands: CommandRegistry.commands, version: RecipesCLI.version).roff, terminator: "")
        return 0
    }
}
