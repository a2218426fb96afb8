import Foundation
import RecipeKit

/// `recipes show ID|NAME[#PITFALL]`: one recipe, by id, title, wrapped type or struct name.
enum ShowCommand {
    /// The name the command is called by.
    static let name = "show"
    static let definition = CommandDefinition(
        name: name, abstract: "Show one recipe: wrapper, call site, coordinator, pitfalls, native alternatives.",
        usage: "ID|NAME[#PITFALL] [--target T] [--json] [--code]",
        discussion: """
            NAME may be an id (mkmapview), a title, a wrapped type (MKMapView) or a struct name, in any case, \
            with a typo. ID#PITFALL shows one pitfall (recipes show mkmapview#the-region-loops). On a terminal, \
            prose is wrapped to its width (at most 100 columns), inline code is styled, and a recipe longer than \
            the screen goes through $PAGER (else less -R); in a pipe the text is plain and unwrapped.
            """,
        options: [
            OptionSpec(name: "json", value: nil, help: "Print the recipe as JSON."),
            OptionSpec(name: "code", value: nil, help: "Print only the wrapper and support code, ready to paste."),
            OptionSpec(name: "target", value: "T", help: "Mark native alternatives as available or not at this target."),
            OptionSpec(name: "no-pager", value: nil, help: "Print straight to the terminal, without $PAGER (default less -R) for long output.")
        ]
    ) { arguments, context in
        guard arguments.positionals.count == 1 else {
            throw UsageError(
                message: arguments.positionals.isEmpty ? "show needs a recipe id or name" : "show takes one recipe; quote a name with spaces")
        }
        let target = try TargetOption.target(arguments)
        var query = arguments.positionals[0]
        var pitfallID: String?
        if let hash = query.firstIndex(of: "#") {
            pitfallID = String(query[query.index(after: hash)...])
            query = String(query[..<hash])
        }
        let catalog = try context.loadCatalog(arguments)
        context.reportDiagnostics(catalog)
        let recipe: Recipe
        switch RecipeLookup.find(query, in: catalog.recipes) {
        case .found(let found):
            recipe = found
        case .ambiguous(let candidates):
            context.printError("recipes: '\(query)' matches \(candidates.count) recipes; say which:")
            for candidate in candidates { context.printError("  \(candidate.id)\t\(TerminalText.visible(candidate.title, singleLine: true))") }
            return 1
        case .notFound:
            context.printError("recipes: no recipe matches '\(query)' (try 'recipes list' or 'recipes search \(query)')")
            return 1
        }
        if let pitfallID {
            guard let index = recipe.pitfalls.firstIndex(where: { $0.id == pitfallID }) else {
                context.printError(
                    "recipes: \(recipe.id) has no pitfall '\(pitfallID)'; it has: \(recipe.pitfalls.map(\.id).joined(separator: ", "))")
                return 1
            }
            let pitfall = recipe.pitfalls[index]
            if arguments.flag("json") { context.print(try JSONOutput.encode(pitfall)); return 0 }
            let text = RecipeText(style: context.style, target: target, width: TerminalGeometry.size(environment: context.environment)?.columns)
            context.print(
                context.style.title(TerminalText.visible(recipe.title))
                    + context.style.dim("  " + TerminalText.visible("\(recipe.source.path):\(pitfall.line)", singleLine: true)))
            context.print(text.pitfallLine(pitfall, number: index + 1))
            return 0
        }
        if arguments.flag("json") {
            context.print(try JSONOutput.encode(recipe))
        } else if arguments.flag("code") {
            let blocks = recipe.codeBlocks.filter { $0.role != .callSite }
            context.print(blocks.map { TerminalText.visible($0.code) }.joined(separator: "\n"), terminator: "")
        } else {
            let width = TerminalGeometry.size(environment: context.environment)?.columns
            let text = RecipeText(style: context.style, target: target, width: width).render(recipe)
            Pager(environment: context.environment).show(text, disabled: arguments.flag("no-pager"))
        }
        return 0
    }
}
