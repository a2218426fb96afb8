import Foundation

/// `recipes completions bash|zsh|fish`: the shell completion script, from the command table.
enum CompletionsCommand {
    /// The shells a script can be printed for.
    static let shells = ["bash", "zsh", "fish"]

    /// The name the command is called by.
    static let name = "completions"
    static let definition = CommandDefinition(
        name: name, abstract: "Print the shell completion script for bash, zsh or fish.",
        usage: "bash|zsh|fish",
        discussion: """
            Completes commands, options, recipe ids (asked of `recipes list --ids`), check rule ids, \
            deployment targets and files. `make install` installs all three where each shell looks.
            """,
        options: []
    ) { arguments, context in
        guard arguments.positionals.count == 1, let shell = arguments.positionals.first, shells.contains(shell) else {
            throw UsageError(message: "completions takes one shell: \(shells.joined(separator: ", "))")
        }
        let scripts = CompletionScripts(commands: CommandRegistry.commands)
        switch shell {
        case "bash": context.print(scripts.bash, terminator: "")
        case "zsh": context.print(scripts.zsh, terminator: "")
        default: context.print(scripts.fish, terminator: "")
        }
        return 0
    }
}
