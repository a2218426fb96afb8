import RecipeKit

/// `update-without-guard`: the update method sets what the user is editing or looking at (text,
/// selection, map region, web page, scroll position) without comparing with the current value.
enum UpdateWithoutGuardRule: Rule {
    static let rule = CheckRule.updateWithoutGuard

    /// What resetting a member breaks, and the recipe that explains it best.
    private struct Effect {
        var consequence: String
        var recipe: String
    }

    private static let text = Effect(consequence: "the cursor jumps to the end and marked text is lost while the user types",
                                     recipe: "focus-first-responder")
    private static let selection = Effect(consequence: "the selection jumps while the user edits",
                                          recipe: "uitextview-attributed")
    private static let region = Effect(consequence: "the map and the binding feed each other and the region loops",
                                       recipe: "mkmapview")
    private static let page = Effect(consequence: "the page reloads on every state change",
                                     recipe: "wkwebview-navigation")
    private static let scroll = Effect(consequence: "the scroll position or zoom jumps back under the user's finger",
                                       recipe: "focus-first-responder")
    private static let playback = Effect(consequence: "playback restarts on every state change",
                                         recipe: "focus-first-responder")

    /// Assigned properties that reset state the user is interacting with.
    private static let properties: [String: Effect] = [
        "text": text, "attributedText": text, "string": text, "stringValue": text, "attributedStringValue": text,
        "selectedRange": selection, "selectedTextRange": selection,
        "region": region, "visibleMapRect": region, "centerCoordinate": region,
        "contentOffset": scroll, "zoomScale": scroll,
    ]

    /// Called methods that reset state the user is interacting with.
    private static let calls: [String: Effect] = [
        "setRegion": region, "setCenter": region, "setVisibleMapRect": region, "setCamera": region,
        "load": page, "loadHTMLString": page, "loadFileURL": page, "loadRequest": page,
        "setAttributedString": text, "replaceCurrentItem": playback,
        "setContentOffset": scroll, "setZoomScale": scroll,
    ]

    /// Words that show a condition compares with the current value or tracks a change.
    private static let guardWords: Set<String> = [
        "equal", "equals", "close", "same", "differ", "differs", "different", "changed", "change", "changes", "dirty", "needs",
        "need", "last", "current", "previous", "old", "loaded", "editing", "tracking", "dragging", "decelerating", "typing",
        "updating", "programmatic", "ignore", "ignoring", "suppress", "responder", "pending", "applied", "shown", "displayed",
    ]

    static func check(_ context: RuleContext) -> [FindingDraft] {
        guard let update = context.unit.updateMethod, !update.body.isEmpty else { return [] }
        let tokens = context.tokens
        let body = update.body
        var blocks: BlockMap?
        var drafts: [FindingDraft] = []
        var i = body.lowerBound
        while i + 2 < body.upperBound {
            defer { i += 1 }
            guard TokenScan.isMemberDot(tokens[i]), tokens[i + 1].kind == .identifier else { continue }
            let member = tokens[i + 1].text
            let effect: Effect
            if let found = properties[member], tokens[i + 2].is("=") {
                effect = found
            } else if let found = calls[member], tokens[i + 2].is("(") {
                effect = found
            } else {
                continue
            }
            let start = TokenScan.receiverStart(tokens, dot: i, limit: body.lowerBound)
            guard start < i, isWatchedReceiver(tokens[start..<i]) else { continue }
            if blocks == nil { blocks = BlockMap(tokens: tokens, body: body) }
            let conditions = blocks!.conditions(at: i)
            if conditions.contains(where: { isGuard(tokens[$0], member: member) }) { continue }
            let receiver = context.text(start..<i)
            let action = tokens[i + 2].is("=") ? "sets `\(receiver).\(member)`" : "calls `\(receiver).\(member)(…)`"
            drafts.append(context.draft(rule, at: start,
                "`\(update.name)` \(action) without comparing with the current value first: \(effect.consequence). Compare before writing.",
                preferredRecipe: effect.recipe))
        }
        return drafts
    }

    /// Writes through `self`, through the coordinator's `parent` or to a label are not the pitfall.
    private static func isWatchedReceiver(_ receiver: ArraySlice<SwiftToken>) -> Bool {
        guard let first = receiver.first, !first.is("self"), !first.is("Self") else { return false }
        for token in receiver where token.kind == .identifier {
            if token.text == "parent" { return false }
            if token.text.lowercased().contains("label") { return false }
        }
        return true
    }

    /// True when a condition compares values, reads the member (`mapView.region…`), or names a change-tracking
    /// word (`isClose`, `lastText`, `isEditing`).
    private static func isGuard(_ condition: ArraySlice<SwiftToken>, member: String) -> Bool {
        var afterDot = false
        for token in condition {
            defer { afterDot = TokenScan.isMemberDot(token) }
            if token.kind == .punctuation, ["==", "!=", "===", "!=="].contains(token.text) { return true }
            guard token.kind == .identifier else { continue }
            if afterDot, token.text == member { return true }
            if TypeNames.camelWords(token.text).contains(where: guardWords.contains) { return true }
        }
        return false
    }
}
