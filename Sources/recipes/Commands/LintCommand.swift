import Foundation
import RecipeKit

/// `recipes lint [PATH...]`: holds recipes to the house format and reports every departure.
enum LintCommand {
    /// The name the command is called by.
    static let name = "lint"
    static let definition = CommandDefinition(
        name: name, abstract: "Check recipes against the house format (Recipes/README.md).",
        usage: "[PATH...] | --explain FILE...",
        discussion: """
            With no PATH, lints the bundled library. Exit status 1 when any warning or error is found.
            With --explain, prints for each FILE what the importer decided: every recipe with the line
            ranges attached to it (wrapper, coordinator, call site, pitfalls, notes), the document's topic,
            and every block left unattached, as a tree.
            """,
        options: [OptionSpec(name: "explain", value: nil, help: "Show what the importer attached where, for each FILE.")]
    ) { arguments, context in
        if arguments.flag("explain") { return try explain(arguments.positionals, context: context) }
        var paths = arguments.positionals
        if paths.isEmpty { paths = try context.recipePaths(arguments) }
        let catalog: Catalog
        do {
            catalog = try CatalogLoader(mode: .houseFormat).load(paths: paths)
        } catch let error as CatalogLoader.PathError {
            throw CommandFailure(message: error.description)
        }
        let style = context.style
        for diagnostic in catalog.diagnostics.sorted(by: { ($0.path, $0.line) < ($1.path, $1.line) }) {
            let severity = diagnostic.severity == .error ? style.error("error") : style.warning(diagnostic.severity.rawValue)
            context.print("\(diagnostic.path):\(diagnostic.line): \(severity): \(TerminalText.visible(diagnostic.message, singleLine: true))")
        }
        let unsourced = catalog.recipes.flatMap { recipe in recipe.pitfalls.filter { $0.source == nil }.map { (recipe, $0) } }
        for (recipe, pitfall) in unsourced.sorted(by: { ($0.0.source.path, $0.1.line) < ($1.0.source.path, $1.1.line) }) {
            context.print(
                "\(TerminalText.visible(recipe.source.path, singleLine: true)):\(pitfall.line): \(style.dim("note")): pitfall `\(TerminalText.visible(pitfall.id, singleLine: true))` has no `[source: URL]`"
            )
        }
        // A prefer-native bullet must say its coverage (Recipes/README.md, rule 8): a warning.
        var unstated = 0
        for recipe in catalog.recipes {
            for note in recipe.preferNative where !NativeCoverage.isStated(in: note.text) {
                unstated += 1
                context.print(
                    "\(TerminalText.visible(recipe.source.path, singleLine: true)):\(note.line): \(style.warning("warning")): say whether `\(TerminalText.visible(note.api, singleLine: true))` replaces the wrapper (`… replaces the wrapper`) or covers part of it (`covers …; keep the wrapper for …`)"
                )
            }
        }
        let warnings = catalog.diagnostics.filter { $0.severity == .warning }.count + unstated
        let errors = catalog.diagnostics.filter { $0.severity == .error }.count
        let pitfalls = catalog.recipes.reduce(0) { $0 + $1.pitfalls.count }
        let native = catalog.recipes.reduce(0) { $0 + $1.preferNative.count }
        let sourced = pitfalls - unsourced.count
        let share = pitfalls == 0 ? 100 : sourced * 100 / pitfalls
        context.print(
            "\(catalog.recipes.count) recipes, \(pitfalls) pitfalls (\(sourced) sourced, \(share)%), \(native) prefer-native notes: \(errors) errors, \(warnings) warnings"
        )
        return errors + warnings > 0 ? 1 : 0
    }

    /// `recipes lint --explain FILE...`: the importer's decisions as a tree, one per file.
    private static func explain(_ paths: [String], context: CommandContext) throws -> Int32 {
        guard !paths.isEmpty else { throw CommandFailure(message: "lint --explain needs a FILE") }
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        do {
            files = try CatalogLoader().collectFiles(paths, diagnostics: &diagnostics)
        } catch let error as CatalogLoader.PathError {
            throw CommandFailure(message: error.description)
        }
        for diagnostic in diagnostics { context.print(TerminalText.visible(diagnostic.description, singleLine: true)) }
        for (index, file) in files.enumerated() {
            if index > 0 { context.print() }
            let (explanation, fileDiagnostics) = DocumentImporter.explainFile(file)
            guard let explanation else {
                for diagnostic in fileDiagnostics { context.print(TerminalText.visible(diagnostic.description, singleLine: true)) }
                continue
            }
            for line in explanation.render(diagnostics: fileDiagnostics).split(separator: "\n", omittingEmptySubsequences: false) {
                context.print(TerminalText.visible(String(line), singleLine: true))
            }
        }
        return 0
    }
}
