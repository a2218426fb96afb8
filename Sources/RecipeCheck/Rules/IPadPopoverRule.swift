import RecipeKit

/// `ipad-popover`: a share sheet (or an action sheet) is presented by hand without configuring
/// `popoverPresentationController`; on iPad UIKit raises an exception.
enum IPadPopoverRule: Rule {
    static let rule = CheckRule.iPadPopover

    static func check(_ context: RuleContext) -> [FindingDraft] {
        let tokens = context.tokens
        if context.file.mentions("popoverPresentationController") { return [] }
        let make = context.unit.makeMethod?.body
        // Helpers whose result make… returns build the controller SwiftUI presents, as make does.
        let returned = make.map { returnedHelpers(make: $0, context) } ?? []
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
                if returned.contains(where: { $0.contains(i) }) { continue }
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

    /// The bodies of the representable's methods whose result `make` returns (`return
    /// controllerToShare(with: path)`, or make's only expression).
    private static func returnedHelpers(make: Range<Int>, _ context: RuleContext) -> [Range<Int>] {
        let tokens = context.tokens
        return context.unit.methods.filter { method in
            guard !method.body.contains(make.lowerBound) else { return false }
            return make.contains { i in
                guard tokens[i].is(method.name), i + 1 < make.upperBound, tokens[i + 1].is("(") else { return false }
                var start = i
                if start >= make.lowerBound + 2, TokenScan.isMemberDot(tokens[start - 1]), tokens[start - 2].is("self") { start -= 2 }
                return start == make.lowerBound || tokens[start - 1].is("return")
            }
        }.map(\.body)
    }
}
