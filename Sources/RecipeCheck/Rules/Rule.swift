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
        case .shareSheetInSheet: ShareSheetInSheetRule.self
        case .nearMissDelegate: NearMissDelegateRule.self
        case .nativeAvailable: NativeAvailableRule.self
        }
    }
}
