import RecipeKit

/// What a rule sees: one representable, its file, the catalog knowledge and the target.
struct RuleContext {
    let unit: RepresentableUnit
    let file: SourceFile
    let knowledge: CheckKnowledge
    let target: DeploymentTarget?

    var tokens: [SwiftToken] { file.tokens }

    /// A draft at token `index`.
    func draft(_ rule: CheckRule, at index: Int, _ message: String, preferredRecipe: String? = nil, subjectType: String? = nil) -> FindingDraft {
        let token = tokens[index]
        return FindingDraft(
            rule: rule, line: token.line, column: token.column, message: message,
            subjectType: subjectType ?? unit.subjectType, preferredRecipe: preferredRecipe)
    }

    /// A draft at a declaration's keyword.
    func draft(_ rule: CheckRule, line: Int, column: Int, _ message: String, preferredRecipe: String? = nil, subjectType: String? = nil)
        -> FindingDraft
    {
        FindingDraft(
            rule: rule, line: line, column: column, message: message,
            subjectType: subjectType ?? unit.subjectType, preferredRecipe: preferredRecipe)
    }

    /// The token text of `range` joined without spaces: `context.coordinator.textView`.
    func text(_ range: Range<Int>) -> String {
        tokens[range].map(\.text).joined()
    }
}
