import RecipeKit

/// `list_recipes`: what the catalog holds, what applies at a target, and what a native API
/// replaces there.
enum ListRecipesTool: MCPTool {
    static let name = "list_recipes"
    static let title = "List representable recipes"
    static let description = """
        List the recipes: id, title, representable protocol, wrapped type, platform and minimum OS, and the native \
        SwiftUI alternatives with their coverage. With `target` (ios16, macos14…), only recipes that apply there, \
        each marked with whether a native API fully replaces the wrapper at that target; `needsWrapper` keeps only \
        the wrappers still needed.
        """
    static let inputSchema = Schema.object([
        ("target", Schema.target),
        ("needsWrapper", Schema.boolean("Only recipes that no native SwiftUI API fully replaces at the target.")),
        ("platform", Schema.string("Only recipes of this platform.", enum: Platform.allCases.map(\.rawValue)))
    ])
    static let entrySchema = Schema.openObject(
        [
            ("id", Schema.string("Recipe id, for get_recipe.")),
            ("title", Schema.string("Title.")),
            ("platform", Schema.string("Platform.")),
            ("protocol", Schema.nullableString("The representable protocol.")),
            ("wrappedType", Schema.nullableString("The UIKit/AppKit type wrapped.")),
            ("minimum", Schema.nullableString("Lowest deployment target of its code.")),
            ("stillNeeded", Schema.boolean("No native API fully replaces it (at the target, or at any version without one).")),
            ("preferNative", Schema.array(of: NativeJudgement.schema, "Native alternatives.")),
            ("source", Schema.string("Source file."))
        ], required: ["id", "title", "platform", "stillNeeded", "preferNative"])
    static let outputSchema = Schema.openObject(
        [
            ("target", Schema.nullableString("The target used.")),
            ("count", Schema.integer("Recipes listed.")),
            ("hiddenByTarget", Schema.integer("Recipes left out because they do not apply at the target.")),
            ("replacedAtTarget", Schema.integer("Recipes left out by needsWrapper: a native API fully replaces them.")),
            ("recipes", Schema.array(of: entrySchema, "In title order."))
        ], required: ["count", "recipes"])

    static func call(_ arguments: JSONObject, context: ToolContext) throws -> ToolOutput {
        let args = try ToolArguments(arguments, tool: name, known: ["target", "needsWrapper", "platform"])
        let target = try args.target() ?? context.defaultTarget
        let platform = try args.platform()
        let needsWrapper = try args.bool("needsWrapper") ?? false
        let snapshot = try context.session.current()
        var recipes = snapshot.catalog.recipes.sorted { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }
        if let platform { recipes = recipes.filter { $0.platform == platform } }
        var hidden = 0, replaced = 0
        if let target {
            let applying = recipes.filter { $0.applies(to: target) }
            hidden = recipes.count - applying.count
            recipes = applying
        }
        func stillNeeded(_ recipe: Recipe) -> Bool {
            guard let target else { return !recipe.preferNative.contains { $0.coverage == .replaces && $0.deprecated == nil } }
            return recipe.isStillNeeded(at: target)
        }
        if needsWrapper {
            let kept = recipes.filter(stillNeeded)
            replaced = recipes.count - kept.count
            recipes = kept
        }
        var entries: [JSONValue] = []
        var lines: [String] = []
        for recipe in recipes {
            entries.append([
                "id": .string(recipe.id), "title": .string(recipe.title), "platform": .string(recipe.platform.rawValue),
                "protocol": JSONValue(recipe.wrapper?.protocol.rawValue), "wrappedType": JSONValue(recipe.wrapper?.wrappedType),
                "minimum": JSONValue(recipe.minimumTarget?.description), "stillNeeded": .bool(stillNeeded(recipe)),
                "preferNative": .array(recipe.preferNative.map { NativeJudgement.json($0, at: target) }),
                "source": .string(recipe.source.path)
            ])
            var line = "- `\(recipe.id)`: \(recipe.title) (\(recipe.platform.rawValue)"
            if let wrapped = recipe.wrapper?.wrappedType { line += ", `\(wrapped)`" }
            line += ")"
            if let target {
                if let replacement = recipe.replacements(at: target).first {
                    line += " — replaced by `\(replacement.api)` at \(target)"
                } else if let partial = recipe.partialAlternatives(at: target).first {
                    line +=
                        " — `\(partial.api)` covers part of it at \(target)" + (partial.keepWrapperFor.map { "; keep the wrapper for \($0)" } ?? "")
                }
            }
            lines.append(line)
        }
        var summary = "\(recipes.count) recipe\(recipes.count == 1 ? "" : "s")"
        if let target { summary += " at \(target)" }
        if hidden > 0 { summary += "; \(hidden) do not apply there" }
        if replaced > 0 { summary += "; \(replaced) fully replaced by a native API" }
        let structured: JSONObject = [
            "target": JSONValue(target?.description), "count": .int(Int64(recipes.count)), "hiddenByTarget": .int(Int64(hidden)),
            "replacedAtTarget": .int(Int64(replaced)), "recipes": .array(entries)
        ]
        return ToolOutput(structured: structured, markdown: ([summary + ":"] + lines).joined(separator: "\n"))
    }
}
