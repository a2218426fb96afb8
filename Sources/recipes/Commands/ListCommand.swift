import Foundation
import RecipeKit
import RecipeTUI

/// `recipes list`: one line per recipe, filtered by deployment target.
enum ListCommand {
    static let definition = CommandDefinition(
        name: "list", abstract: "List recipes, optionally for a deployment target.",
        usage: "[--target T] [--needs-wrapper] [--json]",
        discussion: """
        With --target, recipes for other platforms or newer OS versions are hidden (the footer says how \
        many), and NATIVE shows the SwiftUI API that already replaces the wrapper at that target.
        """,
        options: TargetOption.options + [OptionSpec(name: "json", value: nil, help: "Print a JSON array instead of a table.")]
    ) { arguments, context in
        guard arguments.positionals.isEmpty else { throw UsageError(message: "list takes no arguments; did you mean 'recipes show \(arguments.positionals[0])'?") }
        let target = try TargetOption.target(arguments)
        let catalog = try context.loadCatalog(arguments)
        context.reportDiagnostics(catalog)
        let applicable = catalog.recipes(at: target)
        let shown = arguments.flag("needs-wrapper") ? applicable.filter { TargetOption.isStillNeeded($0, at: target) } : applicable
        let hidden = catalog.recipes.count - applicable.count
        if arguments.flag("json") {
            context.print(try JSONOutput.encode(shown.map { Row(recipe: $0, target: target) }))
            return 0
        }
        printTable(shown, target: target, context: context)
        var footer = "\(shown.count) recipe\(shown.count == 1 ? "" : "s")"
        if let target, hidden > 0 { footer += "; \(hidden) hidden: not for \(target) (another platform or a newer minimum)" }
        if arguments.flag("needs-wrapper") { footer += "; \(applicable.count - shown.count) replaced natively" + (target.map { " at \($0)" } ?? "") }
        context.print(context.style.dim(footer))
        return shown.isEmpty ? 1 : 0
    }

    /// One line of `list --json`.
    struct Row: Encodable {
        var id, title: String
        var `protocol`: String?
        var typeName, wrappedType: String?
        var platform: String
        var minimumTarget: String?
        var pitfalls: Int
        /// Native APIs available at the target (all known ones without a target).
        var nativeAlternatives: [PreferNative]
        var stillNeeded: Bool

        init(recipe: Recipe, target: DeploymentTarget?) {
            id = recipe.id
            title = recipe.title
            `protocol` = recipe.wrapper?.protocol.rawValue
            typeName = recipe.wrapper?.typeName
            wrappedType = recipe.wrapper?.wrappedType
            platform = recipe.platform.rawValue
            minimumTarget = recipe.minimumTarget?.description
            pitfalls = recipe.pitfalls.count
            nativeAlternatives = target.map(recipe.nativeAlternatives) ?? recipe.preferNative
            stillNeeded = TargetOption.isStillNeeded(recipe, at: target)
        }
    }

    private static func printTable(_ recipes: [Recipe], target: DeploymentTarget?, context: CommandContext) {
        // Recipes imported from the user's own documents name their file (equal titles stay apart).
        let bundled = BundledRecipes.folder().map { URL(fileURLWithPath: $0).standardized.path + "/" }
        let imported = recipes.contains { recipe in bundled.map { !URL(fileURLWithPath: recipe.source.path).standardized.path.hasPrefix($0) } ?? true }
        var header = ["ID", "WRAPS", "PLATFORM", "MIN", target == nil ? "NATIVE" : "NATIVE AT \(target!)", "TITLE"]
        if imported { header.append("SOURCE") }
        let rows: [[String]] = recipes.map { recipe in
            let native: [PreferNative] = target.map(recipe.nativeAlternatives) ?? recipe.preferNative
            let nativeText = native.isEmpty ? "-" : native.map { note in
                String(note.api.prefix { $0 != "(" }) + (note.since.map { " (\(note.platform.rawValue) \($0)+)" } ?? "")
                    + (note.coverage == .partial ? " partial" : "")
            }.joined(separator: ", ")
            var cells = [recipe.id, recipe.wrapper?.wrappedType ?? "-", recipe.platform.rawValue,
                         recipe.minimumTarget?.version.description ?? "-", nativeText, recipe.title]
            if imported { cells.append("\((recipe.source.path as NSString).lastPathComponent):\(recipe.source.line)") }
            return cells.map { TerminalText.visible($0, singleLine: true) }
        }
        let widths = header.indices.map { column in ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        func line(_ cells: [String], styled: (Int, String) -> String) -> String {
            cells.enumerated().map { column, cell in
                let padded = column == cells.count - 1 ? cell : cell + String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(cell)))
                return styled(column, padded)
            }.joined(separator: "  ")
        }
        context.print(line(header) { _, text in context.style.dim(text) })
        for row in rows {
            context.print(line(row) { column, text in
                switch column {
                case 0: context.style.title(text)
                case 4 where row[4] != "-": context.style.good(text)
                default: text
                }
            })
        }
        printPartialCoverage(recipes, target: target, context: context)
    }

    /// At a target, what each partial native alternative covers and what the wrapper is kept for.
    private static func printPartialCoverage(_ recipes: [Recipe], target: DeploymentTarget?, context: CommandContext) {
        guard let target else { return }
        let partial = recipes.flatMap { recipe in recipe.partialAlternatives(at: target).map { (recipe.id, $0) } }
        guard !partial.isEmpty else { return }
        context.print(context.style.dim("Partial native alternatives at \(target) (the wrapper is still needed):"))
        for (id, note) in partial {
            let text = TerminalText.visible(note.text, singleLine: true)
            context.print("  " + context.style.title(TerminalText.visible(id, singleLine: true)) + "  " + text)
        }
    }
}
