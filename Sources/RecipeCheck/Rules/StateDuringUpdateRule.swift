import RecipeKit

/// `state-during-update`: `make…` or `update…` writes a `@Binding` or `@State` property while
/// SwiftUI is updating views, instead of deferring the write.
enum StateDuringUpdateRule: Rule {
    static let rule = CheckRule.stateDuringUpdate

    /// Calls whose closure runs at once, before the call returns (so a write in it is not deferred).
    private static let synchronousCallees: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "first", "last", "contains", "allSatisfy",
        "min", "max", "removeAll", "firstIndex", "lastIndex", "drop", "prefix", "performWithoutAnimation", "withAnimation",
        "withTransaction", "animate", "transition", "performBatchUpdates", "autoreleasepool", "sync", "performAndWait",
        "withoutActuallyEscaping", "withExtendedLifetime", "withUnsafeMutablePointer", "withUnsafePointer"
    ]
    /// Labels of closure arguments that run at once (`UIView.animate(withDuration:animations:)`).
    private static let synchronousLabels: Set<String> = ["animations", "updates", "body", "actions"]
    /// Mutating methods that write a value as surely as `=` does.
    private static let mutators: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeLast", "removeFirst",
        "sort", "shuffle", "reverse", "formUnion", "subtract", "merge", "updateValue", "removeValue"
    ]

    static func check(_ context: RuleContext) -> [FindingDraft] {
        let unit = context.unit
        var kinds: [String: String] = [:]
        for property in unit.properties where !property.isStatic && !property.isComputed {
            if property.prefix.contains("@Binding") {
                kinds[property.name] = "@Binding"
            } else if property.prefix.contains("@State") {
                kinds[property.name] = "@State"
            } else if property.annotatedType == "Binding" {
                kinds[property.name] = "Binding"
            }
        }
        guard !kinds.isEmpty else { return [] }
        var drafts: [FindingDraft] = []
        for method in [unit.makeMethod, unit.updateMethod].compactMap({ $0 }) where !method.body.isEmpty {
            drafts += writes(in: method, kinds: kinds, context: context)
        }
        return drafts
    }

    private static func writes(in method: FunctionDeclaration, kinds: [String: String], context: RuleContext) -> [FindingDraft] {
        let tokens = context.tokens
        let body = method.body
        // Locals that shadow a property: `let text = field.text ?? ""`.
        var locals = Set<String>()
        for i in body where (tokens[i].is("let") || tokens[i].is("var")) && i + 1 < body.upperBound { locals.insert(tokens[i + 1].text) }
        var blocks: BlockMap?
        var drafts: [FindingDraft] = []
        var i = body.lowerBound
        while i + 1 < body.upperBound {
            defer { i += 1 }
            let t = tokens[i]
            guard t.kind == .identifier else { continue }
            var name = t.text
            var viaWrappedValue = false
            if name.hasPrefix("$") || name.hasPrefix("_") { name.removeFirst(); viaWrappedValue = true }
            guard let kind = kinds[name] else { continue }
            let explicitSelf = i >= body.lowerBound + 2 && tokens[i - 1].is(".") && tokens[i - 2].is("self")
            if i > body.lowerBound, TokenScan.isMemberDot(tokens[i - 1]), !explicitSelf { continue }
            if locals.contains(name), !explicitSelf, !viaWrappedValue { continue }
            guard isWrite(after: i, tokens: tokens, limit: body.upperBound, wrappedValueOnly: viaWrappedValue || kind == "Binding") else { continue }
            if blocks == nil { blocks = BlockMap(tokens: tokens, body: body) }
            if blocks!.enclosing(i).contains(where: isDeferring) { continue }
            drafts.append(
                context.draft(
                    rule, at: explicitSelf ? i - 2 : i,
                    "`\(method.name)` writes the \(kind == "Binding" ? "binding" : "`\(kind)` property") `\(name)` while SwiftUI is updating views (\"Modifying state during view update\"); defer it with `DispatchQueue.main.async` or move it to the coordinator's event handler."
                ))
        }
        return drafts
    }

    /// True when the name at `i` is written: `name = …`, `name += …`, `name.toggle()`, `name.wrappedValue = …`,
    /// through an optional binding too (`name?.wrappedValue = …`, `name!.wrappedValue = …`).
    private static func isWrite(after i: Int, tokens: [SwiftToken], limit: Int, wrappedValueOnly: Bool) -> Bool {
        var j = i + 1
        if j + 1 < limit, TokenScan.isMemberDot(tokens[j]), tokens[j + 1].is("wrappedValue") { j += 2 } else if wrappedValueOnly { return false }
        guard j < limit else { return false }
        if TokenScan.isAssignment(tokens[j]) { return true }
        return j + 2 < limit && tokens[j].is(".") && mutators.contains(tokens[j + 1].text) && tokens[j + 2].is("(")
    }

    /// True for a closure that runs later (dispatch, tasks, handlers), not during the update.
    private static func isDeferring(_ block: BlockMap.Block) -> Bool {
        guard case let .closure(callee, label, trailsClosure) = block.kind else { return false }
        guard let callee, synchronousCallees.contains(callee), !trailsClosure else { return true }
        return label.map { !synchronousLabels.contains($0) } ?? false
    }
}
