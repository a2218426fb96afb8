import Foundation
import RecipeKit
import RecipeMCP

/// `recipes mcp`: hands the catalog options to the Model Context Protocol server and runs it on
/// standard input and output.
enum MCPCommand {
    /// The name the command is called by.
    static let name = "mcp"
    static let definition = CommandDefinition(
        name: name, abstract: "Serve the catalog and the checker to coding agents over MCP (stdio).",
        usage: "[--target T] [--recipes PATH]...",
        discussion: """
            Speaks the Model Context Protocol (JSON-RPC 2.0, one message per line) on stdin and stdout; logs go \
            to stderr. Tools: search_recipes, get_recipe, list_recipes, check_swift; resources: recipe://ID. \
            Recipe files edited while it runs are read again on the next call. Add it to Claude Code with \
            `claude mcp add recipes -- recipes mcp`.
            """,
        options: [OptionSpec(name: "target", value: "T", help: "Deployment target the tools use when a call names none, e.g. ios16.")]
    ) { arguments, context in
        guard arguments.positionals.isEmpty else { throw UsageError(message: "mcp takes no arguments") }
        let configuration = MCPServer.Configuration(
            paths: try context.recipePaths(arguments), cacheDirectory: context.catalogCache(arguments)?.directory,
            defaultTarget: try TargetOption.target(arguments), version: RecipesCLI.version)
        return MCPServer(configuration: configuration).run()
    }
}
