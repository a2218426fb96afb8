import RecipeKit

/// A prefer-native note as the tools report it, judged at a deployment target when one is given.
enum NativeJudgement {
    static func json(_ note: PreferNative, at target: DeploymentTarget?) -> JSONValue {
        var object: JSONObject = [
            "api": .string(note.api), "platform": .string(note.platform.rawValue),
            "since": JSONValue(note.since?.description), "coverage": .string(note.coverage.rawValue),
            "keepWrapperFor": JSONValue(note.keepWrapperFor), "deprecated": JSONValue(note.deprecated?.description),
            "text": .string(note.text)
        ]
        if let target {
            object["availableAtTarget"] = .bool(note.isAvailable(at: target))
            object["replacesWrapperAtTarget"] = .bool(note.replacesWrapper(at: target))
        }
        return .object(object)
    }

    /// One Markdown line: `iOS 17: \`Map\` (partial; keep the wrapper for overlays) — available at iOS 18`.
    static func markdown(_ note: PreferNative, at target: DeploymentTarget?) -> String {
        var line = "\(note.platform.rawValue) \(note.since?.description ?? "?"): `\(note.api)`"
        switch note.coverage {
        case .replaces: line += " (replaces the wrapper)"
        case .partial: line += " (partial" + (note.keepWrapperFor.map { "; keep the wrapper for \($0)" } ?? "") + ")"
        }
        if let deprecated = note.deprecated { line += ", deprecated in \(note.platform.rawValue) \(deprecated)" }
        if let target {
            line +=
                note.replacesWrapper(at: target)
                ? " — replaces the wrapper at \(target)"
                : note.isAvailable(at: target) ? " — available at \(target), partial" : " — not available at \(target)"
        }
        return line
    }

    static let schema = Schema.openObject(
        [
            ("api", Schema.string("The native SwiftUI API.")),
            ("platform", Schema.string("Its platform.")),
            ("since", Schema.nullableString("First version with it.")),
            ("coverage", Schema.string("`replaces`: drop the wrapper; `partial`: it covers some uses only.", enum: ["replaces", "partial"])),
            ("keepWrapperFor", Schema.nullableString("What the wrapper is still needed for, when partial.")),
            ("deprecated", Schema.nullableString("The version the API is deprecated in, if any.")),
            ("text", Schema.string("The recipe's note.")),
            ("availableAtTarget", Schema.boolean("With a target: the API exists there.")),
            ("replacesWrapperAtTarget", Schema.boolean("With a target: the wrapper can be dropped there."))
        ], required: ["api", "platform", "coverage"])
}
