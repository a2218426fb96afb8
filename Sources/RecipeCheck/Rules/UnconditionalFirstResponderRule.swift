import RecipeKit

/// `unconditional-first-responder`: the update method asks for focus without checking whether the
/// view already has it, so every state change grabs the keyboard again.
///
/// Not a finding: a view of the file's own that takes no typed text (`class KeyCatcher: NSView`
/// that handles `keyDown`), which holds focus on purpose and shows no keyboard; a request behind a
/// one-shot flag the same code sets (`OneShotFlag`: `if !loaded { loaded = true; … }`).
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
                OneShotFlag.isSet(by: condition, around: i, tokens)
                    || condition.contains { k in
                        let word = tokens[k]
                        guard word.kind == .identifier else { return false }
                        // `searchController.isActive`: a search controller is active exactly while its bar is being edited.
                        if word.is("isActive"), k > condition.lowerBound, TokenScan.isMemberDot(tokens[k - 1]) { return true }
                        return TypeNames.camelWords(word.text).contains(where: checkWords.contains)
                    }
            }
            if checked { continue }
            let start = TokenScan.receiverStart(tokens, dot: i - 1, limit: update.body.lowerBound)
            if let responder = responderName(call: i, receiver: start, tokens),
                let type = declaredType(of: responder, before: i, in: update, context),
                TypeNames.isDeclaredNonTextView(type, in: context.file.typeLookup)
            {
                continue
            }
            drafts.append(
                context.draft(
                    rule, at: start,
                    "`\(update.name)` calls `\(t.text)(…)` without checking `isFirstResponder`: every state change takes focus again and the keyboard cannot be dismissed. Ask only when the focus binding and `isFirstResponder` differ."
                ))
        }
        return drafts
    }

    /// The name of the view that is to take focus: the receiver of `becomeFirstResponder()`, the
    /// argument of `makeFirstResponder(_:)`, when it is a plain name.
    private static func responderName(call i: Int, receiver start: Int, _ tokens: [SwiftToken]) -> String? {
        if tokens[i].is("makeFirstResponder") {
            guard i + 3 < tokens.count, tokens[i + 2].kind == .identifier, tokens[i + 3].is(")") else { return nil }
            return tokens[i + 2].text
        }
        return start == i - 2 && tokens[start].kind == .identifier ? tokens[start].text : nil
    }

    /// The type of `name` in `update`: the wrapped type for the view parameter, else the type
    /// a binding before `limit` gives it (`if let view = nsView as? KeyCaptureView`, `let view: T`).
    private static func declaredType(of name: String, before limit: Int, in update: FunctionDeclaration, _ context: RuleContext) -> String? {
        let tokens = context.tokens
        if FunctionParameter.read(update, tokens: tokens).first?.name == name { return context.unit.wrappedType.map(TypeNames.baseName) }
        for j in update.body where j + 3 < limit && (tokens[j].is("let") || tokens[j].is("var")) && tokens[j + 1].is(name) {
            if tokens[j + 2].is(":"), tokens[j + 3].kind == .identifier { return tokens[j + 3].text }
            guard tokens[j + 2].is("=") else { continue }
            let end = TokenScan.expressionEnd(tokens, from: j + 3, limit: limit)
            for k in (j + 3)..<end where k + 2 < end && tokens[k].is("as") && (tokens[k + 1].is("?") || tokens[k + 1].is("!")) {
                if tokens[k + 2].kind == .identifier { return tokens[k + 2].text }
            }
        }
        return nil
    }
}
