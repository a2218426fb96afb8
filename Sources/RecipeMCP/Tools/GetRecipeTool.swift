import RecipeKit

/// `get_recipe`: one recipe by id, title, wrapped type or struct name (typos tolerated, as in
/// `recipes show`), whole or one section, with its prefer-native notes judged at a target.
enum GetRecipeTool: MCPTool {
    static let name = "get_recipe"
    static let title = "Get a representable recipe"
    static let description = """
        Get one recipe: the representable wrapper code, its Coordinator and delegate methods (exact Objective-C \
        selectors), a call site, the pitfalls (each with an id and, where it states framework behaviour, a source \
        URL) and the native SwiftUI APIs that replace it or cover part of it, with their first OS versions. `id` may be \
        a recipe id from search_recipes or list_recipes, a title, a wrapped type (MKMapView) or a struct name; typos \
        are tolerated. `section` returns only part of it: \(RecipeMarkdown.sections.joined(separator: ", ")), or a \
        pitfall id.
        """
    static let inputSchema = Schema.object(
        [
            ("id", Schema.string("Recipe id, title, wrapped type or struct name.")),
            (
                "section",
                Schema.string("Only this section (\(RecipeMarkdown.sections.joined(separator: ", "))) or one pitfall id; default: the whole recipe.")
            ),
            ("target", Schema.target)
        ], required: ["id"])
    static let outputSchema = Schema.openObject(
        [
            ("id", Schema.string("The recipe id.")),
            ("title", Schema.string("The recipe title.")),
            ("section", Schema.string("The section returned, or `all`.")),
            ("recipe", ["type": "object", "description": "The whole recipe (the `recipes export --json` shape), for `all`."]),
            (
                "code",
                Schema.array(
                    of: Schema.openObject([("role", Schema.string("wrapper, callSite or support")), ("code", Schema.string("Swift code"))]),
                    "Code blocks of the section.")
            ),
            ("pitfalls", Schema.array(of: ["type": "object"], "Pitfalls of the section.")),
            ("preferNative", Schema.array(of: NativeJudgement.schema, "Native alternatives, judged at the target.")),
            ("noNativeReplacement", Schema.nullableString("The recipe's statement that no native API replaces it.")),
            ("stillNeededAtTarget", Schema.boolean("With a target: no native API fully replaces the wrapper there."))
        ], required: ["id", "title", "section"])

    static func call(_ arguments: JSONObject, context: ToolContext) throws -> ToolOutput {
        let args = try ToolArguments(arguments, tool: name, known: ["id", "section", "target"])
        let query = try args.string("id", required: true)!
        let target = try args.target() ?? context.defaultTarget
        let section = try args.string("section")?.lowercased() ?? "all"
        let snapshot = try context.session.current()
        let recipe: Recipe
        switch RecipeLookup.find(query, in: snapshot.catalog.recipes) {
        case .found(let found): recipe = found
        case .ambiguous(let candidates):
            throw ToolError(
                message: "\(name): \"\(query)\" matches \(candidates.count) recipes; pass one of these ids: "
                    + candidates.map { "\($0.id) (\($0.title))" }.joined(separator: ", "))
        case .notFound:
            throw ToolError(message: "\(name): no recipe matches \"\(query)\"; use search_recipes or list_recipes to find an id")
        }
        var structured: JSONObject = ["id": .string(recipe.id), "title": .string(recipe.title), "section": .string(section)]
        let natives = JSONValue.array(recipe.preferNative.map { NativeJudgement.json($0, at: target) })
        if let target { structured["stillNeededAtTarget"] = .bool(recipe.applies(to: target) && recipe.isStillNeeded(at: target)) }
        let markdown: String
        switch section {
        case "all":
            structured["recipe"] = try JSONValue.encoding(recipe)
            structured["preferNative"] = natives
            markdown = RecipeMarkdown.render(recipe, target: target)
        case "wrapper", "call-site", "support", "coordinator":
            let role: CodeBlock.Role? = section == "wrapper" ? .wrapper : section == "call-site" ? .callSite : section == "support" ? .support : nil
            if let role {
                structured["code"] = .array(
                    recipe.codeBlocks.filter { $0.role == role }.map {
                        ["role": .string($0.role.rawValue), "code": .string($0.code), "line": .int(Int64($0.line))]
                    })
            } else {
                structured["coordinator"] = try JSONValue.encoding(recipe.coordinator)
                structured["delegateMethods"] = try JSONValue.encoding(recipe.delegateMethods)
            }
            markdown = RecipeMarkdown.render(recipe, section: section, target: target) ?? "\(recipe.id) has no \(section) section."
        case "pitfalls":
            structured["pitfalls"] = try JSONValue.encoding(recipe.pitfalls)
            markdown = RecipeMarkdown.render(recipe, section: section, target: target) ?? "\(recipe.id) lists no pitfalls."
        case "prefer-native":
            structured["preferNative"] = natives
            structured["noNativeReplacement"] = JSONValue(recipe.noNativeReplacement)
            markdown = RecipeMarkdown.render(recipe, section: section, target: target) ?? "\(recipe.id) names no native alternative."
        case "notes":
            structured["notes"] = .array(recipe.notes.map(JSONValue.string))
            markdown = RecipeMarkdown.render(recipe, section: section, target: target) ?? "\(recipe.id) has no notes."
        default:
            guard let pitfall = recipe.pitfalls.first(where: { $0.id.lowercased() == section }) else {
                throw ToolError(
                    message:
                        "\(name): unknown `section` \"\(section)\"; use \(RecipeMarkdown.sections.joined(separator: ", ")) or a pitfall id of \(recipe.id): "
                        + recipe.pitfalls.map(\.id).joined(separator: ", "))
            }
            structured["pitfalls"] = try JSONValue.encoding([pitfall])
            markdown = "# \(recipe.title)\n\n" + RecipeMarkdown.pitfall(pitfall)
        }
        return ToolOutput(structured: structured, markdown: markdown)
    }
}
