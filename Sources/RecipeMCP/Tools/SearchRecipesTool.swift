import RecipeKit
import RecipeSearch

/// `search_recipes`: the engine of `recipes search`, typo-tolerant, over recipes, pitfalls and
/// prefer-native notes.
enum SearchRecipesTool: MCPTool {
    static let name = "search_recipes"
    static let title = "Search representable recipes and pitfalls"
    static let description = """
        Search the catalog of SwiftUI ↔ UIKit/AppKit representable recipes (UIViewRepresentable, \
        UIViewControllerRepresentable, NSViewRepresentable, gesture recognizers…) by keyword or symptom, typos \
        tolerated: wrapped types (MKMapView, WKWebView), delegate selectors, and pitfalls ("cursor jumps", \
        "region loops", "sheet won't dismiss"). Returns hits with the recipe id (pass it to get_recipe), the \
        pitfall id, a snippet and a score, and how many matching recipes a target filter hid.
        """
    static let inputSchema = Schema.object(
        [
            ("query", Schema.string("Words to search for: a type, a selector, a symptom or an issue title.")),
            ("target", Schema.target),
            ("needsWrapper", Schema.boolean("Only recipes that no native SwiftUI API fully replaces at the target.")),
            ("pitfallsOnly", Schema.boolean("Only pitfall hits.")),
            ("limit", Schema.integer("At most this many hits (default 10).", minimum: 1, maximum: 50))
        ], required: ["query"])

    static let hitSchema = Schema.openObject(
        [
            ("kind", Schema.string("What matched.", enum: ["recipe", "pitfall", "preferNative"])),
            ("recipe", Schema.string("Recipe id, for get_recipe.")),
            ("recipeTitle", Schema.string("The recipe's title.")),
            ("pitfall", Schema.nullableString("Pitfall id within the recipe (get_recipe section), for a pitfall hit.")),
            ("title", Schema.string("The pitfall's lead-in, else the recipe title.")),
            ("nativeAPI", Schema.nullableString("For a prefer-native hit: the API.")),
            ("path", Schema.string("Source file.")),
            ("line", Schema.integer("Source line.")),
            ("score", ["type": "number"]),
            ("snippet", Schema.string("The matching text."))
        ], required: ["kind", "recipe", "title", "path", "line", "score", "snippet"])

    static let outputSchema = Schema.openObject(
        [
            ("query", Schema.string("The query as given.")),
            ("target", Schema.nullableString("The target the filters used.")),
            ("partial", Schema.boolean("True when no result has every word: these are the best partial matches.")),
            ("hiddenByTarget", Schema.integer("Matching recipes hidden because they do not apply at the target.")),
            ("hits", Schema.array(of: hitSchema, "Best first."))
        ], required: ["query", "partial", "hiddenByTarget", "hits"])

    static func call(_ arguments: JSONObject, context: ToolContext) throws -> ToolOutput {
        let args = try ToolArguments(arguments, tool: name, known: ["query", "target", "needsWrapper", "pitfallsOnly", "limit"])
        let text = try args.string("query", required: true)!
        guard !text.allSatisfy(\.isWhitespace) else { throw ToolError(message: "\(name): `query` is empty") }
        guard text.utf8.count <= 4096 else { throw ToolError(message: "\(name): `query` is longer than 4,096 bytes") }
        let target = try args.target() ?? context.defaultTarget
        let needsWrapper = try args.bool("needsWrapper") ?? false
        let limit = try args.int("limit", in: 1...50) ?? 10
        let snapshot = try context.session.current()
        let query = SearchQuery(
            text: text, target: target, needsWrapper: needsWrapper,
            kinds: try args.bool("pitfallsOnly") == true ? [.pitfall] : [], limit: limit)
        let results = snapshot.index.search(query)
        var hits: [JSONValue] = []
        var lines: [String] = []
        for hit in results.hits {
            let about = snapshot.index.describe(hit)
            let title = about.pitfallTitle ?? about.recipeTitle
            hits.append([
                "kind": .string(hit.kind.rawValue), "recipe": .string(about.recipeID), "recipeTitle": .string(about.recipeTitle),
                "pitfall": JSONValue(about.pitfallID), "title": .string(title), "nativeAPI": JSONValue(about.nativeAPI),
                "path": .string(about.path), "line": .int(Int64(about.line)), "score": .double((hit.score * 1000).rounded() / 1000),
                "snippet": .string(hit.snippet.text)
            ])
            var line = "- **\(about.recipeID)**"
            if let pitfall = about.pitfallID { line += "#\(pitfall)" }
            line += ": \(title)"
            if let api = about.nativeAPI { line += " (native: `\(api)`)" }
            if !hit.snippet.text.isEmpty { line += "\n  > \(hit.snippet.text)" }
            lines.append(line)
        }
        var summary = "\(results.hits.count) hit\(results.hits.count == 1 ? "" : "s") for \"\(text)\""
        if let target { summary += " at \(target)" }
        if results.isPartial { summary += " (best partial matches: no result has every word)" }
        if results.hiddenByTarget > 0 {
            summary += "; \(results.hiddenByTarget) matching recipe(s) hidden: not for \(target.map(\.description) ?? "the target")"
        }
        let structured: JSONObject = [
            "query": .string(text), "target": JSONValue(target?.description), "partial": .bool(results.isPartial),
            "hiddenByTarget": .int(Int64(results.hiddenByTarget)), "hits": .array(hits)
        ]
        return ToolOutput(structured: structured, markdown: ([summary + ":"] + lines).joined(separator: "\n"))
    }
}
