import Foundation
import RecipeKit
import RecipeTUI

/// `recipes` with no command: the terminal browser. The catalog is loaded (and its problems
/// printed) before the screen is taken over, so errors always reach a normal terminal.
enum BrowseCommand {
    /// The name the command is called by.
    static let name = "browse"
    static let definition = CommandDefinition(
        name: name, abstract: "Open the terminal browser (what `recipes` with no command does).",
        usage: "[--target T] [--output PATH] [--recipes PATH]...",
        discussion: "Needs an interactive terminal; with standard output not a terminal it runs 'recipes list' instead.",
        options: [
            OptionSpec(name: "target", value: "T", help: "Start filtered to this deployment target, e.g. ios16."),
            OptionSpec(name: "output", value: "PATH", help: "On exit, write the code block last shown to PATH ('-' for stdout).")
        ]
    ) { arguments, context in
        guard arguments.positionals.isEmpty else {
            throw UsageError(message: "unknown command '\(arguments.positionals[0])'")
        }
        let target = try TargetOption.target(arguments)
        // In a pipe or a file, `recipes` is `recipes list` (with the same --target and --recipes).
        if isatty(STDOUT_FILENO) != 1 { return try ListCommand.definition.run(arguments, context) }
        guard isatty(STDIN_FILENO) == 1 else {
            context.printError("recipes: the browser needs an interactive terminal, and stdin or stdout is not one.")
            context.printError("hint: 'recipes list' lists the recipes, 'recipes show NAME' prints one, 'recipes search WORDS' searches.")
            return 1
        }
        let (sources, _) = try context.recipeSources(arguments, cache: nil)
        let catalog = context.loadCatalog(arguments, sources: sources)
        context.reportDiagnostics(catalog)
        let env = context.environment
        let stateRoot = env["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? env["HOME"].map { $0 + "/.local/state" }
        let options = TUIOptions(
            initialTarget: target,
            useColour: !(arguments.flag("no-color") || (env["NO_COLOR"].map { !$0.isEmpty } ?? false)),
            stateDirectory: stateRoot.map { $0 + "/recipes" },
            outputPath: arguments.value("output"), indexCache: context.indexCache(arguments), indexSources: sources,
            reload: {
                guard let (sources, _) = try? context.recipeSources(arguments, cache: nil) else { return nil }
                return (context.loadCatalog(arguments, sources: sources), sources)
            })
        return runTUI(catalog: catalog, options: options)
    }
}
