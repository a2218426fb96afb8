import Foundation

/// A subcommand: its name, help text and options (one table drives parsing and `--help`), and
/// the function that runs it.
struct CommandDefinition: Sendable {
    var name: String
    var abstract: String
    /// The usage line after `recipes NAME`, e.g. `[--target T] [--json]`.
    var usage: String
    /// Longer help shown by `recipes NAME --help`, after the options.
    var discussion: String = ""
    var options: [OptionSpec]
    var run: @Sendable (ParsedArguments, CommandContext) throws -> Int32

    /// Options every command takes.
    static let commonOptions: [OptionSpec] = [
        OptionSpec(
            name: "recipes", value: "PATH",
            help: "Load recipes from PATH (file or folder); repeatable. Default: $RECIPES_PATH, else the bundled library.", repeatable: true),
        OptionSpec(name: "no-color", value: nil, help: "Never colour the output (also: NO_COLOR=1)."),
        OptionSpec(
            name: "no-cache", value: nil,
            help: "Parse every file; do not read or write the catalog cache in $XDG_CACHE_HOME/recipes (also: RECIPES_NO_CACHE=1)."),
        OptionSpec(name: "verbose", value: nil, help: "Print each diagnostic found while loading, not just their count."),
        OptionSpec(name: "help", value: nil, help: "Show this help.")
    ]

    var allOptions: [OptionSpec] { options + Self.commonOptions }
}
