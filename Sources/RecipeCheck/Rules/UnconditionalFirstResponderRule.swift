import RecipeKit

/// `unconditional-first-responder`: the update method asks for focus without checking whether the
/// view already has it, so every state change grabs the keyboard again.
enum UnconditionalFirstResponderRule: Rule {
    static let rule = CheckRule.unconditionalFirstResponder

    /// Words of a condition that looks at the responder state (`isFirstResponder`, a text field's
    /// `isEditing`, a search controller's `.isActive`, read as a member: a bare `isActive` is
    /// the caller's binding) or at a focus transition (`wasFocused`, `didBecomeFirstResponder`).
    private static let checkWords: Set<String> = [
        "responder", "editing", "was", "did", "previous", "last", "changed", "change",
        "pending", "needs", "request", "requested", "should"
    ]

    static func check(_ context: RuleContext) -> [FindingDraft] {
        guard let update = context.unit.updateMethod, !update.body.isEmpty else { return [] }
        let tokens = context.tokens
        var blocks: BlockMap?
        var drafts: [FindingDraft] = []
        for i in update.body where i + 1 < update.body.upperBound {
            let t = tokens[i]
            guard t.is("becomeFirstResponder") || t.is("makeFirstResponder"), tokens[i + 1].is("("),
                i > update.body.lowerBound, TokenScan.isMemberDot(tokens[i - 1])
            else { continue }
            // `makeFirstResponder(nil)` gives focus up: it never takes the keyboard.
            if i + 2 < tokens.count, tokens[i + 2].is("nil") { continue }
            if blocks == nil { blocks = BlockMap(tokens: tokens, body: update.body) }
            let checked = blocks!.conditions(at: i).contains { condition in
                condition.contains { k in
                    let word = tokens[k]
                    guard word.kind == .identifier else { return false }
                    // `searchController.isActive`: a search controller is active exactly while its bar is being edited.
                    if word.is("isActive"), k > condition.lowerBound, TokenScan.isMemberDot(tokens[k - 1]) { return true }
                    return TypeNames.camelWords(word.text).contains(where: checkWords.contains)
                }
            }
            if checked { continue }
            let start = TokenScan.receiverStart(tokens, dot: i - 1, limit: update.body.lowerBound)
            drafts.append(
                context.draft(
                    rule, at: start,
                    "`\(update.name)` calls `\(t.text)(…)` without checking `isFirstResponder`: every state change takes focus again and the keyboard cannot be dismissed. Ask only when the focus binding and `isFirstResponder` differ."
                ))
        }
        return drafts
    }
}
