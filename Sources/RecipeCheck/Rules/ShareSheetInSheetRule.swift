import RecipeKit

/// `share-sheet-in-sheet`: a representable whose `makeUIViewController` returns a
/// `UIActivityViewController` is shown as the content of a SwiftUI `.sheet`. The share sheet then
/// sits in SwiftUI's own full-height card instead of the system's compact presentation, and on
/// iPad it is a form sheet instead of a popover at the button.
///
/// The finding stands only when some call site of the project constructs the representable inside
/// a `.sheet` content closure (`CallerQuestion.Ask.sheetContent`); a wrapper that presents the
/// controller itself, from a host view controller, builds it outside `make…` and is not reported.
enum ShareSheetInSheetRule: Rule {
    static let rule = CheckRule.shareSheetInSheet

    static func check(_ context: RuleContext) -> [FindingDraft] {
        let tokens = context.tokens
        guard context.unit.kind == .uiViewController, let make = context.unit.makeMethod?.body else { return [] }
        // A make that presents something hosts the share sheet instead of being it.
        if tokens[make].contains(where: { $0.is("present") }) { return [] }
        guard
            let index = make.first(where: { i in
                tokens[i].is("UIActivityViewController") && i + 1 < make.upperBound && tokens[i + 1].is("(")
                    && !TokenScan.isMemberDot(tokens[i - 1])
            })
        else { return [] }
        var draft = context.draft(
            rule, at: index,
            "`\(context.unit.simpleName)` returns a `UIActivityViewController` and is shown as the content of a `.sheet`: the share sheet sits in SwiftUI's own full-height card instead of the system's compact one, and on iPad it is a form sheet, not a popover at the button. Present the controller from a host view controller instead.",
            subjectType: "UIActivityViewController")
        draft.projectQuestion = CallerQuestion(
            typeName: context.unit.simpleName, members: [], closureMembers: [], defaulted: [], ask: .sheetContent)
        return [draft]
    }
}
