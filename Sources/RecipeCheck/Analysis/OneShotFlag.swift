import RecipeKit

/// A condition over a flag that the code it guards sets: `if !loaded { loaded = true; view.becomeFirstResponder() }`,
/// `if reloadRequested { reloadRequested = false; view.reload() }`,
/// `guard !didScroll else { return }; view.contentOffset = top; didScroll = true`, and a request
/// the code hands back once served (`if focusTag.wrappedValue == field.tag { …; focusTag.wrappedValue = -1 }`,
/// `if focusedName == name { …; focusedName = nil }`). The guarded code runs once per raising of
/// the flag, not on every update: a guard in another form.
enum OneShotFlag {
    /// How far after a condition, or after the statement it guards, the flag is looked for.
    static let reach = 64

    /// True when the code around token `i`, guarded by `condition`, sets a name the condition reads
    /// to a literal (`true`, `false`, `nil`, a number), within `reach` tokens after the condition
    /// (before `i`) or after `i`.
    static func isSet(by condition: Range<Int>, around i: Int, _ tokens: [SwiftToken]) -> Bool {
        guard condition.upperBound < i else { return false }
        let names = Set(tokens[condition].filter { $0.kind == .identifier }.map(\.text))
        func setsName(at j: Int) -> Bool {
            guard j + 2 < tokens.count, names.contains(tokens[j].text), tokens[j + 1].is("=") else { return false }
            let value = tokens[j + 2].is("-") && j + 3 < tokens.count ? tokens[j + 3] : tokens[j + 2]
            return value.is("false") || value.is("true") || value.is("nil") || value.kind == .number
        }
        let afterCondition = condition.upperBound..<min(i, condition.upperBound + reach)
        let afterStatement = i..<min(tokens.count, i + reach)
        return afterCondition.contains(where: setsName) || afterStatement.contains(where: setsName)
    }
}
