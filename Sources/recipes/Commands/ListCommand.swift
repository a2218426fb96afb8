import Foundation
import RecipeKit
import RecipeTUI

/// `recipes list`: one line per recipe, filtered by deployment target.
enum ListCommand {
    /// The name the command is called by.
    static let name = "list"
    static let definition = CommandDefinition(
        name: name, abstract: "List recipes, optionally for a deployment target.",
        usage: "[--target T] [--needs-wrapper] [--json]",
        discussion: """
            With --target, recipes for other platforms or newer OS versions are hidden (the footer says how \
            many), and NATIVE shows the SwiftUI API available at that target ("partial" when it covers only \
            part of the wrapper's job). On a terminal the table fits its width (titles are cut, never ids); \
            in a pipe it is printed whole.
            """,
        options: TargetOption.options + [
            OptionSpec(name: "json", value: nil, help: "Print a JSON array instead of a table."),
            OptionSpec(name: "ids", value: nil, help: "Print only the ids, one per line (for scripts and shell completion).")
        ]
    ) { arguments, context in
        guard arguments.positionals.isEmpty else {
            throw UsageError(message: "list takes no arguments; did you mean 'recipes show \(arguments.positionals[0])'?")
        }
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
        if arguments.flag("ids") {
            for recipe in shown { context.print(TerminalText.visible(recipe.id, singleLine: true)) }
            return shown.isEmpty ? 1 : 0
        }
        let table = RecipeTable(recipes: shown, target: target, style: context.style)
        for line in table.lines(width: TerminalGeometry.size(environment: context.environment)?.columns) { context.print(line) }
        printPartialCoverage(shown, target: target, context: context)
        var footer = "\(shown.count) recipe\(shown.count == 1 ? "" : "s")"
        if let target, hidden > 0 { footer += "; \(hidden) hidden: not for \(target) (another platform or a newer minimum)" }
        if arguments.flag("needs-wrapper") { footer += "; \(applicable.count - shown.count) replaced natively" + (target.map { " at \($0)" } ?? "") }
        context.print(context.style.dim(footer))
        return shown.isEmpty ? 1 : 0
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
}
