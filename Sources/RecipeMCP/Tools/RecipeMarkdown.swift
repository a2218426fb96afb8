import RecipeKit

/// A recipe as Markdown, whole or one section, for `get_recipe`'s text and the `recipe://` resources.
enum RecipeMarkdown {
    /// The sections `get_recipe` can return on their own.
    static let sections = ["wrapper", "coordinator", "call-site", "support", "pitfalls", "prefer-native", "notes"]

    static func render(_ recipe: Recipe, target: DeploymentTarget?) -> String {
        var parts = ["# \(recipe.title)"]
        if !recipe.summary.isEmpty { parts.append("> \(recipe.summary)") }
        parts.append(header(recipe))
        for section in sections {
            if let text = render(recipe, section: section, target: target) { parts.append(text) }
        }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// One section with its heading; nil when the recipe has nothing in it.
    static func render(_ recipe: Recipe, section: String, target: DeploymentTarget?) -> String? {
        switch section {
        case "wrapper": return code(recipe, .wrapper, heading: "Wrapper")
        case "call-site": return code(recipe, .callSite, heading: "Call site")
        case "support": return code(recipe, .support, heading: "Support")
        case "coordinator":
            guard let coordinator = recipe.coordinator else { return nil }
            var lines = [
                "## Coordinator",
                "`\(coordinator.typeName)`"
                    + (coordinator.protocols.isEmpty ? "" : ": " + coordinator.protocols.map { "`\($0)`" }.joined(separator: ", "))
            ]
            for method in recipe.delegateMethods {
                lines.append("- `\(method.selector)`" + (method.protocol.map { " (\($0))" } ?? ""))
            }
            return lines.joined(separator: "\n")
        case "pitfalls":
            guard !recipe.pitfalls.isEmpty else { return nil }
            return (["## Pitfalls"] + recipe.pitfalls.map(pitfall)).joined(separator: "\n")
        case "prefer-native":
            var lines = ["## Prefer native"]
            lines += recipe.preferNative.map { "- " + NativeJudgement.markdown($0, at: target) + "\n  " + $0.text }
            if let none = recipe.noNativeReplacement { lines.append(none) }
            return lines.count > 1 ? lines.joined(separator: "\n") : nil
        case "notes":
            guard !recipe.notes.isEmpty else { return nil }
            return (["## Notes"] + recipe.notes.map { "- \($0)" }).joined(separator: "\n")
        default:
            return nil
        }
    }

    /// One pitfall as a bullet with its id, rule and source.
    static func pitfall(_ pitfall: Pitfall) -> String {
        var facts = ["id `\(pitfall.id)`"]
        if let rule = pitfall.rule { facts.append("found by `recipes check` rule `\(rule)`") }
        if let source = pitfall.source { facts.append("source: \(source)") }
        return "- \(pitfall.text) (\(facts.joined(separator: "; ")))"
    }

    private static func header(_ recipe: Recipe) -> String {
        var lines: [String] = []
        if let wrapper = recipe.wrapper {
            lines.append("- Wrapper: `\(wrapper.typeName)`: `\(wrapper.protocol.rawValue)`" + (wrapper.wrappedType.map { " wrapping `\($0)`" } ?? ""))
        }
        lines.append("- Platform: \(recipe.platform.rawValue)")
        if let minimum = recipe.minimumTarget { lines.append("- Minimum: \(minimum)") }
        if !recipe.frameworks.isEmpty { lines.append("- Frameworks: \(recipe.frameworks.joined(separator: ", "))") }
        lines.append("- Id: `\(recipe.id)`; source: \(recipe.source.path):\(recipe.source.line)")
        return lines.joined(separator: "\n")
    }

    private static func code(_ recipe: Recipe, _ role: CodeBlock.Role, heading: String) -> String? {
        let blocks = recipe.codeBlocks.filter { $0.role == role }
        guard !blocks.isEmpty else { return nil }
        return
            (["## \(heading)"]
            + blocks.map { "```\($0.language.isEmpty ? "swift" : $0.language)\n\($0.code.hasSuffix("\n") ? $0.code : $0.code + "\n")```" })
            .joined(separator: "\n\n")
    }
}
