import RecipeKit

/// What a tool call returns: the structured answer (matching the tool's `outputSchema`) and a
/// Markdown rendering of it for clients that show text.
struct ToolOutput {
    var structured: JSONObject
    var markdown: String
}

/// What every tool runs with.
struct ToolContext {
    let session: CatalogSession
    /// The `--target` the server was started with, used when a call names none.
    let defaultTarget: DeploymentTarget?
}

/// One tool of the server: its listing (name, description, JSON Schemas) and its implementation.
protocol MCPTool: Sendable {
    static var name: String { get }
    static var title: String { get }
    static var description: String { get }
    static var inputSchema: JSONValue { get }
    static var outputSchema: JSONValue { get }
    static func call(_ arguments: JSONObject, context: ToolContext) throws -> ToolOutput
}

extension MCPTool {
    /// The entry of `tools/list`.
    static var listing: JSONValue {
        [
            "name": .string(name), "title": .string(title), "description": .string(description),
            "inputSchema": inputSchema, "outputSchema": outputSchema,
            "annotations": ["readOnlyHint": true, "openWorldHint": false]
        ]
    }
}

/// Small builders for the tools' JSON Schemas.
enum Schema {
    static func object(_ properties: [(String, JSONValue)], required: [String] = []) -> JSONValue {
        var schema: JSONObject = ["type": "object", "properties": .object(JSONObject(properties))]
        if !required.isEmpty { schema["required"] = .array(required.map(JSONValue.string)) }
        schema["additionalProperties"] = false
        return .object(schema)
    }

    /// An object schema that allows members beyond the listed ones (outputs may grow).
    static func openObject(_ properties: [(String, JSONValue)], required: [String] = []) -> JSONValue {
        var schema: JSONObject = ["type": "object", "properties": .object(JSONObject(properties))]
        if !required.isEmpty { schema["required"] = .array(required.map(JSONValue.string)) }
        return .object(schema)
    }

    static func string(_ description: String, enum values: [String]? = nil) -> JSONValue {
        var schema: JSONObject = ["type": "string", "description": .string(description)]
        if let values { schema["enum"] = .array(values.map(JSONValue.string)) }
        return .object(schema)
    }

    static func nullableString(_ description: String) -> JSONValue {
        ["type": ["string", "null"], "description": .string(description)]
    }

    static func boolean(_ description: String) -> JSONValue { ["type": "boolean", "description": .string(description)] }

    static func integer(_ description: String, minimum: Int? = nil, maximum: Int? = nil) -> JSONValue {
        var schema: JSONObject = ["type": "integer", "description": .string(description)]
        if let minimum { schema["minimum"] = .int(Int64(minimum)) }
        if let maximum { schema["maximum"] = .int(Int64(maximum)) }
        return .object(schema)
    }

    static func array(of items: JSONValue, _ description: String) -> JSONValue {
        ["type": "array", "items": items, "description": .string(description)]
    }

    /// The shared `target` input.
    static let target = string("Deployment target: a platform and version, e.g. ios16, \"iOS 17.2\", macos14, watchos10, visionos2, tvos18.")
}
