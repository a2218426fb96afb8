import RecipeKit

/// `stale-parent`: the coordinator keeps a copy of the representable (`parent`) that the update
/// method never refreshes, so it calls closures and bindings of the first render.
enum StaleParentRule: Rule {
    static let rule = CheckRule.staleParent

    static func check(_ context: RuleContext) -> [FindingDraft] {
        let unit = context.unit
        guard let update = unit.updateMethod, !unit.coordinatorDeclarations.isEmpty else { return [] }
        let properties = unit.coordinatorDeclarations.flatMap { PropertyDeclaration.read(in: $0, tokens: context.tokens) }
        guard let parent = properties.first(where: { !$0.isStatic && !$0.isComputed && ($0.name == "parent" || $0.annotatedType == unit.name) }) else {
            return []
        }
        // The refresh may sit in update itself or in a helper it calls; never in make…, which runs once.
        let excluded: Set<String> = [unit.kind.makeMethod, "makeCoordinator"]
        let candidates = unit.methods.filter { !$0.isStatic && !excluded.contains($0.name) }
        if candidates.contains(where: { refreshes(parent.name, in: $0.body, tokens: context.tokens) }) { return [] }
        let coordinator = unit.code.coordinator?.typeName ?? "Coordinator"
        let keyword = context.tokens[parent.keyword].text
        let fix = keyword == "let"
            ? "it is a `let`; make it `var` and assign `context.coordinator.\(parent.name) = self` at the top of `\(update.name)`"
            : "assign `context.coordinator.\(parent.name) = self` at the top of `\(update.name)`"
        return [context.draft(rule, line: update.line, column: update.column,
            "`\(coordinator).\(parent.name)` is set once by `makeCoordinator()` and never refreshed, so the coordinator calls closures and bindings of the first render: \(fix).")]
    }

    /// True when `body` assigns `….name =` or hands `self` to a call (`coordinator.update(from: self)`).
    private static func refreshes(_ name: String, in body: Range<Int>, tokens: [SwiftToken]) -> Bool {
        var i = body.lowerBound
        while i < body.upperBound {
            let t = tokens[i]
            if TokenScan.isMemberDot(t), i + 2 < body.upperBound, tokens[i + 1].is(name), tokens[i + 2].is("=") { return true }
            if t.is("self"), i > body.lowerBound, i + 1 < body.upperBound,
               tokens[i - 1].is("(") || tokens[i - 1].is(",") || tokens[i - 1].is(":"),
               tokens[i + 1].is(")") || tokens[i + 1].is(",") {
                return true
            }
            i += 1
        }
        return false
    }
}
