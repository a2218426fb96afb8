import RecipeKit

/// Whether anyone can type into the views a representable writes text to, read once per
/// representable (its `make…`, its update and the view classes declared beside it), for the
/// rules that skip text written where nobody types.
struct TypingAccess {
    /// Members that stop typing into a text view or field when set to `false`.
    private static let inputSwitches: Set<String> = ["isEditable", "isUserInteractionEnabled", "isEnabled"]
    /// Views that, as a text field's `inputView`, choose its value instead of typing it.
    private static let pickerKeyboards: Set<String> = ["UIPickerView", "UIDatePicker"]

    /// `make…` makes its view a label, read-only or switched off for input, where the update never
    /// sets that member again, or gives it a picker for a keyboard.
    private let madeReadOnly: Bool
    /// The receivers (token texts) the update switches off at its top level, under no condition.
    private let switchedOffByUpdate: [[String]]
    /// A class of the wrapped view makes itself read-only, and the update never sets `isEditable`.
    private let viewClassIsReadOnly: Bool

    init(_ context: RuleContext) {
        let tokens = context.tokens
        var setByUpdate: Set<String> = []
        var switchedOff: [[String]] = []
        if let update = context.unit.updateMethod {
            var depth = 0
            for j in update.body where j + 2 < update.body.upperBound {
                if tokens[j].is("{") { depth += 1 } else if tokens[j].is("}") { depth -= 1 }
                guard Self.inputSwitches.contains(tokens[j].text), j > update.body.lowerBound, TokenScan.isMemberDot(tokens[j - 1]),
                    tokens[j + 1].is("=")
                else { continue }
                setByUpdate.insert(tokens[j].text)
                if depth == 0, tokens[j + 2].is("false") {
                    let start = TokenScan.receiverStart(tokens, dot: j - 1, limit: update.body.lowerBound)
                    switchedOff.append(tokens[start..<(j - 1)].map(\.text))
                }
            }
        }
        switchedOffByUpdate = switchedOff
        madeReadOnly = Self.madeReadOnly(context, unlessSet: setByUpdate)
        viewClassIsReadOnly =
            !setByUpdate.contains("isEditable")
            && ViewClasses.declared(context).contains { type in
                type.body.contains { j in j + 2 < type.body.upperBound && Self.switchedOff(tokens, at: j) == "isEditable" }
            }
    }

    /// True when nobody types into `receiver`: `make…` makes its view a label, read-only or
    /// switched off for input, or gives it a picker for a keyboard; the update switches the
    /// receiver off at its top level (`cell.field.isUserInteractionEnabled = false`); or the
    /// receiver is a bare name and a class of the wrapped view (`ViewClasses`) makes itself
    /// read-only (`self.isEditable = false` in its body). A switch turned off in `make…` or in the
    /// class counts only while the update never sets it.
    func takesNoTyping(_ receiver: ArraySlice<SwiftToken>) -> Bool {
        madeReadOnly || switchedOffByUpdate.contains(receiver.map(\.text)) || (receiver.count == 1 && viewClassIsReadOnly)
    }

    /// The input switch that token `j` sets to `false` (`isEditable = false`), nil when it sets none.
    private static func switchedOff(_ tokens: [SwiftToken], at j: Int) -> String? {
        inputSwitches.contains(tokens[j].text) && tokens[j + 1].is("=") && tokens[j + 2].is("false") ? tokens[j].text : nil
    }

    /// True when `make…` makes its view a label, read-only or switched off for input
    /// (`isEditable = false`, `isEnabled = false`, where the update never sets that member again:
    /// `unlessSet`; `NSTextField(labelWithString:)`), or gives it a picker for a keyboard
    /// (`field.inputView = UIPickerView()`, or a local made so): nobody types into it.
    private static func madeReadOnly(_ context: RuleContext, unlessSet: Set<String>) -> Bool {
        guard let make = context.unit.makeMethod else { return false }
        let tokens = context.tokens
        var pickers: Set<String> = []
        for j in make.body where j + 2 < make.body.upperBound {
            let t = tokens[j]
            if let member = switchedOff(tokens, at: j), !unlessSet.contains(member) { return true }
            if ["labelWithString", "wrappingLabelWithString", "labelWithAttributedString"].contains(t.text), tokens[j + 1].is(":") { return true }
            if pickerKeyboards.contains(t.text), tokens[j + 1].is("(") {
                if j >= make.body.lowerBound + 2, tokens[j - 1].is("="), tokens[j - 2].kind == .identifier {
                    if tokens[j - 2].is("inputView") { return true }
                    pickers.insert(tokens[j - 2].text)
                }
            }
            if t.is("inputView"), tokens[j + 1].is("="), pickers.contains(tokens[j + 2].text),
                TokenScan.statementEnd(tokens, from: j + 2, limit: make.body.upperBound) == j + 3
            {
                return true
            }
        }
        return false
    }
}
