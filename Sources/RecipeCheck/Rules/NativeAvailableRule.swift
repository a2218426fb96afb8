import RecipeKit

/// `native-available` (only with a target): a catalog recipe for the same wrapped type names a
/// native SwiftUI API that the deployment target already has.
enum NativeAvailableRule: Rule {
    static let rule = CheckRule.nativeAvailable

    static func check(_ context: RuleContext) -> [FindingDraft] {
        let unit = context.unit
        guard let target = context.target, unit.kind.platform == target.platform, let wrapped = unit.frameworkWrappedType,
              let declaration = unit.primaryDeclaration else { return [] }
        let available = context.knowledge.nativeReplacements(for: wrapped, at: target)
        guard !available.isEmpty else { return [] }
        let apis = available.map { entry in
            "`\(entry.note.api)`" + (entry.note.since.map { " (\(entry.note.platform.rawValue) \($0)+)" } ?? "")
        }.joined(separator: ", ")
        let recipes = Array(Set(available.map(\.recipe))).sorted().map { "`recipes show \($0)`" }.joined(separator: ", ")
        return [context.draft(rule, line: declaration.line, column: declaration.column,
            "\(apis) \(available.count == 1 ? "replaces" : "replace") this `\(wrapped)` wrapper at \(target) (\(recipes)); keep `\(unit.name)` only for what the native API lacks.")]
    }
}
