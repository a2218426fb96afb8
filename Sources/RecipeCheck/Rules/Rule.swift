import RecipeKit

/// A rule's check over one representable.
protocol Rule {
    static var rule: CheckRule { get }
    static func check(_ context: RuleContext) -> [FindingDraft]
}

extension CheckRule {
    /// The implementation of this rule.
    var implementation: any Rule.Type {
        switch self {
        case .updateWithoutGuard: UpdateWithoutGuardRule.self
        case .staleParent: StaleParentRule.self
        case .viewInStruct: ViewInStructRule.self
        case .stateDuringUpdate: StateDuringUpdateRule.self
        case .unconditionalFirstResponder: UnconditionalFirstResponderRule.self
        case .missingAvailabilityCheck: MissingAvailabilityCheckRule.self
        case .iPadPopover: IPadPopoverRule.self
        case .nearMissDelegate: NearMissDelegateRule.self
        case .nativeAvailable: NativeAvailableRule.self
        }
    }
}

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
        return FindingDraft(rule: rule, line: token.line, column: token.column, message: message,
                            subjectType: subjectType ?? unit.frameworkWrappedType, preferredRecipe: preferredRecipe)
    }

    /// A draft at a declaration's keyword.
    func draft(_ rule: CheckRule, line: Int, column: Int, _ message: String, preferredRecipe: String? = nil, subjectType: String? = nil) -> FindingDraft {
        FindingDraft(rule: rule, line: line, column: column, message: message,
                     subjectType: subjectType ?? unit.frameworkWrappedType, preferredRecipe: preferredRecipe)
    }

    /// The token text of `range` joined without spaces: `context.coordinator.textView`.
    func text(_ range: Range<Int>) -> String {
        tokens[range].map(\.text).joined()
    }
}

/// A finding before it is linked to a pitfall and filtered by suppressions.
struct FindingDraft {
    var rule: CheckRule
    var line: Int
    var column: Int
    var message: String
    /// The type the finding is about, used to pick the recipe that wraps it.
    var subjectType: String?
    /// The recipe to link when none wraps `subjectType`.
    var preferredRecipe: String?
    /// For checks that another file may satisfy: the finding stands only when no checked file
    /// mentions any of these strings.
    var unlessMentioned: [String] = []
}
