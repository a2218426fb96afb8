import Foundation
import RecipeKit

/// The `recipes` command line: dispatches argv to a subcommand and maps errors to exit codes
/// (0 success, 1 nothing found or errors, 64 usage).
enum RecipesCLI {
    static let version = "0.1.0"

    static func run(_ argv: [String]) -> Int32 {
        let arguments = Array(argv.dropFirst())
        let environment = ProcessEnvironment.variables()
        guard let first = arguments.first else {
            return runDefault(arguments: [], environment: environment)
        }
        switch first {
        case "--version", "-V", "version":
            print("recipes \(version)")
            return 0
        case "--help", "-h", "help":
            let help = helpText(noColor: arguments.contains("--no-color"))
            if arguments.count > 1, let command = CommandRegistry.command(named: arguments[1]) {
                print(help.command(command), terminator: "")
            } else {
                print(help.global(CommandRegistry.commands), terminator: "")
            }
            return 0
        default:
            break
        }
        guard let command = CommandRegistry.command(named: first) else {
            if first.hasPrefix("-") { return runDefault(arguments: arguments, environment: environment) }
            let suggestion = CommandRegistry.closest(to: first).map { "; did you mean '\($0)'?" } ?? ""
            return usageError(
                "unknown command '\(first)'\(suggestion)",
                usage: "recipes <command> [options]; commands: \(CommandRegistry.commands.map(\.name).joined(separator: ", "))")
        }
        return execute(command, Array(arguments.dropFirst()), environment: environment)
    }

    /// `recipes` with no command (or only options): the terminal browser.
    static func runDefault(arguments: [String], environment: [String: String]) -> Int32 {
        execute(BrowseCommand.definition, arguments, environment: environment)
    }

    static func execute(_ command: CommandDefinition, _ arguments: [String], environment: [String: String]) -> Int32 {
        do {
            let parsed = try ArgumentParser.parse(arguments, options: command.allOptions)
            if parsed.flag("help") {
                print(helpText(noColor: parsed.flag("no-color")).command(command), terminator: "")
                return 0
            }
            var context = CommandContext(style: Style.detect(noColorFlag: parsed.flag("no-color")), environment: environment)
            context.verbose = parsed.flag("verbose")
            let status = try command.run(parsed, context)
            return status
        } catch let error as UsageError {
            return usageError(error.message, usage: "recipes \(command.name) \(command.usage)", command: command.name)
        } catch let failure as CommandFailure {
            Console.error("recipes: \(failure.message)")
            return 1
        } catch {
            Console.error("recipes: \(error)")
            return 1
        }
    }

    static func usageError(_ message: String, usage: String, command: String? = nil) -> Int32 {
        Console.error("recipes: \(message)\nusage: \(usage)\nTry 'recipes \(command.map { "\($0) " } ?? "")--help'.")
        return 64
    }

    /// Help wrapped to the terminal (80 columns in a pipe), styled on a terminal.
    static func helpText(noColor: Bool) -> HelpText {
        HelpText(width: TerminalGeometry.size()?.columns ?? 80, style: Style.detect(noColorFlag: noColor))
    }
}
