import Foundation
import RecipeKit

/// `recipes export --json`: the whole catalog as the JSON contract of DESIGN.md.
enum ExportCommand {
    /// The name the command is called by.
    static let name = "export"
    static let definition = CommandDefinition(
        name: name, abstract: "Print the whole catalog as JSON, for scripts and agents.",
        usage: "--json [--recipes PATH]...",
        discussion: "The object has schemaVersion, recipes and diagnostics; see DESIGN.md for the fields.",
        options: [OptionSpec(name: "json", value: nil, help: "JSON output (the only format; accepted for clarity).")]
    ) { arguments, context in
        guard arguments.positionals.isEmpty else { throw UsageError(message: "export takes no arguments") }
        let catalog = try context.loadCatalog(arguments)
        context.print(try JSONOutput.encode(ExportDocument(catalog: catalog)))
        return 0
    }

    /// The top-level object of `export --json`.
    struct ExportDocument: Encodable {
        var schemaVersion = Catalog.schemaVersion
        var recipes: [Recipe]
        var diagnostics: [Diagnostic]

        init(catalog: Catalog) {
            recipes = catalog.recipes
            diagnostics = catalog.diagnostics
        }
    }
}

/// JSON encoding shared by every `--json` output: pretty, sorted keys, no escaped slashes, and
/// DEL, C1, bidi controls and U+2028/U+2029 escaped as `\uXXXX` (`TerminalText.jsonEscaped`).
enum JSONOutput {
    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return TerminalText.jsonEscaped(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
