import RecipeKit

/// The `arguments` of a tool call, read by name and type; every mistake is a `ToolError` that
/// names the argument, so an agent can correct its call.
struct ToolArguments {
    private let values: JSONObject
    private let tool: String

    /// Rejects arguments the tool does not know.
    init(_ values: JSONObject, tool: String, known: [String]) throws {
        for key in values.keys where !known.contains(key) {
            throw ToolError(message: "\(tool): unknown argument `\(key)`; it takes \(known.map { "`\($0)`" }.joined(separator: ", "))")
        }
        self.values = values
        self.tool = tool
    }

    func string(_ name: String, required: Bool = false) throws -> String? {
        guard let value = values[name], value != .null else {
            if required { throw ToolError(message: "\(tool): missing required argument `\(name)` (a string)") }
            return nil
        }
        guard let text = value.stringValue else { throw wrongType(name, "a string", value) }
        return text
    }

    func bool(_ name: String) throws -> Bool? {
        guard let value = values[name], value != .null else { return nil }
        guard let flag = value.boolValue else { throw wrongType(name, "a boolean", value) }
        return flag
    }

    func int(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let value = values[name], value != .null else { return nil }
        guard let n = value.intValue else { throw wrongType(name, "an integer", value) }
        guard range.contains(Int(clamping: n)) else {
            throw ToolError(message: "\(tool): `\(name)` must be between \(range.lowerBound) and \(range.upperBound), not \(n)")
        }
        return Int(n)
    }

    /// `target` as a deployment target (`ios16`, `iOS 17.2`, `macos14`, `visionos2`).
    func target(_ name: String = "target") throws -> DeploymentTarget? {
        guard let text = try string(name) else { return nil }
        guard let target = DeploymentTarget(parsing: text) else {
            throw ToolError(
                message:
                    "\(tool): cannot read `\(name)` \"\(text)\": use a platform and version such as ios16, \"iOS 17.2\", macos14, watchos10, visionos2"
            )
        }
        return target
    }

    /// `platform` as one of the five platforms.
    func platform(_ name: String = "platform") throws -> Platform? {
        guard let text = try string(name) else { return nil }
        guard let platform = Platform(name: text) else {
            throw ToolError(message: "\(tool): unknown `\(name)` \"\(text)\": use \(Platform.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return platform
    }

    private func wrongType(_ name: String, _ expected: String, _ value: JSONValue) -> ToolError {
        ToolError(message: "\(tool): `\(name)` must be \(expected), not \(value.typeName)")
    }
}
