import RecipeKit

/// `ipad-popover`: a share sheet (or an action sheet) is presented by hand without configuring
/// `popoverPresentationController`; on iPad UIKit raises an exception.
enum IPadPopoverRule: Rule {
    static let rule = CheckRule.iPadPopover

    static func check(_ context: RuleContext) -> [FindingDraft] {
        let tokens = context.tokens
        if context.file.mentions("popoverPresentationController") { return [] }
        let make = context.unit.makeMethod?.body
        var drafts: [FindingDraft] = []
        for body in context.unit.bodies {
            var i = body.lowerBound
            while i + 1 < body.upperBound {
                defer { i += 1 }
                let t = tokens[i]
                guard t.is("UIActivityViewController") || t.is("UIAlertController"), tokens[i + 1].is("("),
                    i == body.lowerBound || !TokenScan.isMemberDot(tokens[i - 1])
                else { continue }
                // Returned from make…, SwiftUI presents it (as a sheet); only hand-presented controllers pop over.
                if let make, make.contains(i) { continue }
                let close = SwiftBrackets.closing(tokens, from: i + 1, limit: body.upperBound)
                if t.is("UIAlertController"), !tokens[(i + 1)..<close].contains(where: { $0.is("actionSheet") }) { continue }
                let what = t.is("UIAlertController") ? "an action sheet (`UIAlertController`)" : "`UIActivityViewController`"
                drafts.append(
                    context.draft(
                        rule, at: i,
                        "\(what) is presented without configuring `popoverPresentationController`: on iPad it is a popover and UIKit raises an exception without a `sourceView`. Set `sourceView` and `sourceRect` before presenting.",
                        subjectType: "UIActivityViewController"))
            }
        }
        return drafts
    }
}
