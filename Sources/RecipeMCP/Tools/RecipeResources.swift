import RecipeKit

/// Every recipe as a `recipe://ID` resource in Markdown.
enum RecipeResources {
    static let scheme = "recipe://"

    static let template: JSONValue = [
        "uriTemplate": "recipe://{id}", "name": "recipe", "title": "A representable recipe by id",
        "description": "One recipe as Markdown: wrapper, coordinator, call site, pitfalls, prefer-native notes.",
        "mimeType": "text/markdown"
    ]

    static func list(_ snapshot: CatalogSession.Snapshot) -> JSONValue {
        [
            "resources": .array(
                snapshot.catalog.recipes.map { recipe in
                    [
                        "uri": .string(scheme + recipe.id), "name": .string(recipe.id), "title": .string(recipe.title),
                        "description": .string(recipe.summary), "mimeType": "text/markdown"
                    ]
                })
        ]
    }

    static func read(uri: String, from snapshot: CatalogSession.Snapshot, target: DeploymentTarget?) throws -> JSONValue {
        guard uri.hasPrefix(scheme) else {
            throw RequestError(code: JSONRPC.resourceNotFound, message: "Resource not found: \(uri) (resources are recipe://ID)")
        }
        let id = String(uri.dropFirst(scheme.count))
        guard let recipe = snapshot.catalog.recipes.first(where: { $0.id == id }) else {
            throw RequestError(code: JSONRPC.resourceNotFound, message: "Resource not found: \(uri)")
        }
        return ["contents": [["uri": .string(uri), "mimeType": "text/markdown", "text": .string(RecipeMarkdown.render(recipe, target: target))]]]
    }
}
