import Foundation
import RecipeKit

/// `recipes lint [PATH...]`: holds recipes to the house format and reports every departure.
enum LintCommand {
    static let definition = CommandDefinition(
        name: "lint", abstract: "Check recipes against the house format (Recipes/README.md).",
        usage: "[PATH...]",
        discussion: "With no PATH, lints the bundled library. Exit status 1 when any warning or error is found.",
        options: []
    ) { arguments, context in
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
            context.print("\(diagnostic.path):\(diagnostic.line): \(severity): \(SafeText.sanitize(diagnostic.message, keepNewlines: false))")
        }
        let unsourced = catalog.recipes.flatMap { recipe in recipe.pitfalls.filter { $0.source == nil }.map { (recipe, $0) } }
        for (recipe, pitfall) in unsourced.sorted(by: { ($0.0.source.path, $0.1.line) < ($1.0.source.path, $1.1.line) }) {
            context.print("\(SafeText.sanitize(recipe.source.path, keepNewlines: false)):\(pitfall.line): \(style.dim("note")): pitfall `\(SafeText.sanitize(pitfall.id, keepNewlines: false))` has no `[source: URL]`")
        }
        for recipe in catalog.recipes {
            for note in recipe.preferNative where !NativeCoverage.isStated(in: note.text) {
                context.print("\(SafeText.sanitize(recipe.source.path, keepNewlines: false)):\(note.line): \(style.dim("note")): say whether `\(SafeText.sanitize(note.api, keepNewlines: false))` replaces the wrapper (`… replaces the wrapper`) or covers part of it (`covers …; keep the wrapper for …`)")
            }
        }
        let warnings = catalog.diagnostics.filter { $0.severity == .warning }.count
        let errors = catalog.diagnostics.filter { $0.severity == .error }.count
        let pitfalls = catalog.recipes.reduce(0) { $0 + $1.pitfalls.count }
        let native = catalog.recipes.reduce(0) { $0 + $1.preferNative.count }
        let sourced = pitfalls - unsourced.count
        let share = pitfalls == 0 ? 100 : sourced * 100 / pitfalls
        context.print("\(catalog.recipes.count) recipes, \(pitfalls) pitfalls (\(sourced) sourced, \(share)%), \(native) prefer-native notes: \(errors) errors, \(warnings) warnings")
        return errors + warnings > 0 ? 1 : 0
    }
}
