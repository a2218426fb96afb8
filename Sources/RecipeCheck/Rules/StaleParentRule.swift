import RecipeKit

/// `stale-parent`: the coordinator keeps the copy of the representable (`parent`) that
/// `makeCoordinator()` gave it, the update method never refreshes it, and the coordinator reads a
/// closure or a plain value through it, so it acts on the first render's values.
///
/// Reads that do no harm through a stale copy are not findings: a `@Binding` or any other property
/// wrapper (they point at storage that outlives the struct), a reference to an object, a write.
/// Nor is a read of what every caller in the project passes as a constant or as a closure that
/// captures only storage that outlives the caller (`CallerQuestion`).
enum StaleParentRule: Rule {
    static let rule = CheckRule.staleParent

    /// Annotated types that are references, not values: reading them through a stale copy reaches the same object.
    private static let referenceSuffixes = [
        "Model", "Store", "Manager", "Service", "Controller", "Delegate", "Coordinator", "Session",
        "Player", "Context", "Provider", "Client", "Engine", "Router", "View", "Protocol"
    ]
    /// Annotated types that name a closure type (`typealias OnCommitCallback = () -> Void`).
    private static let closureSuffixes = ["Callback", "Handler", "Closure", "Block", "Action"]

    static func check(_ context: RuleContext) -> [FindingDraft] {
        let unit = context.unit
        let tokens = context.tokens
        guard let update = unit.updateMethod, !unit.coordinatorDeclarations.isEmpty else { return [] }
        let properties = unit.coordinatorDeclarations.flatMap { PropertyDeclaration.read(in: $0, tokens: tokens) }
        guard let parent = properties.first(where: { !$0.isStatic && !$0.isComputed && ($0.name == "parent" || $0.annotatedType == unit.simpleName) })
        else {
            return []
        }
        // The refresh may sit in update itself or in a helper it calls; never in make…, which runs once.
        let excluded: Set<String> = [unit.kind.makeMethod, "makeCoordinator"]
        let candidates = unit.methods.filter { !$0.isStatic && !excluded.contains($0.name) }
        if candidates.contains(where: { refreshes(parent.name, in: $0.body, tokens: tokens) }) { return [] }
        let stale = staleReads(through: parent.name, context: context)
        guard let first = stale.first else { return [] }
        let coordinator = unit.code.coordinator?.typeName ?? "Coordinator"
        var described: [String] = []
        for read in stale where !described.contains(read.description) { described.append(read.description) }
        let keyword = tokens[parent.keyword].text
        let fix =
            keyword == "let"
            ? "it is a `let`; make it `var` and assign `context.coordinator.\(parent.name) = self` at the top of `\(update.name)`"
            : "assign `context.coordinator.\(parent.name) = self` at the top of `\(update.name)`"
        let what =
            stale.contains { $0.isClosure } ? "calls the closures and reads the values of the first render" : "reads the values of the first render"
        var draft = context.draft(
            rule, at: first.index,
            "`\(coordinator)` reads \(described.joined(separator: ", ")) through `\(parent.name)`, the copy `makeCoordinator()` stored, and `\(update.name)` never refreshes it, so it \(what): \(fix)."
        )
        draft.projectQuestion = callerQuestion(members: stale.map(\.member), context: context)
        return [draft]
    }

    /// What the callers must pass for the stale copy to do no harm, or nil when a method of the
    /// representable itself sets one of `members` (a modifier such as `.onCommit { … }`), whose
    /// callers the question cannot see.
    static func callerQuestion(members: [String], context: RuleContext) -> CallerQuestion? {
        let unit = context.unit
        let tokens = context.tokens
        var unique: [String] = []
        for member in members where !unique.contains(member) { unique.append(member) }
        for method in unit.methods {
            // `var copy = self; copy.onCommit = action; return copy`, or `self.onCommit = action` in a mutating method.
            var copies: Set<String> = ["self"]
            for i in method.body where i + 3 < method.body.upperBound && tokens[i].is("var") && tokens[i + 2].is("=") && tokens[i + 3].is("self") {
                copies.insert(tokens[i + 1].text)
            }
            for i in method.body where i > method.body.lowerBound && i + 2 < method.body.upperBound && TokenScan.isMemberDot(tokens[i]) {
                if copies.contains(tokens[i - 1].text), unique.contains(tokens[i + 1].text), TokenScan.isAssignment(tokens[i + 2]) { return nil }
            }
        }
        let stored = unit.properties.filter { !$0.isStatic && !$0.isComputed }
        var defaulted = Set(stored.filter { $0.value != nil }.map(\.name))
        for declaration in unit.declarations {
            for parameters in FunctionParameter.initializers(of: declaration, tokens: tokens) {
                defaulted.formUnion(parameters.filter(\.hasDefault).map(\.label))
            }
        }
        return CallerQuestion(
            typeName: unit.simpleName, members: unique,
            closureMembers: stored.filter { harmfulKind($0, in: context.file) == true }.map(\.name), defaulted: defaulted)
    }

    /// A read of a member of the representable through the coordinator's stored copy.
    struct StaleRead {
        var index: Int
        var member: String
        var isClosure: Bool
        var description: String { "`\(member)` (\(isClosure ? "a closure" : "a value"))" }
    }

    /// Reads `parent.member` in the coordinator's methods (not its initialisers) whose member is a
    /// closure or a plain value of the representable, in source order.
    static func staleReads(through parent: String, context: RuleContext) -> [StaleRead] {
        let tokens = context.tokens
        let unit = context.unit
        let members = Dictionary(unit.properties.filter { !$0.isStatic }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var reads: [StaleRead] = []
        for method in unit.coordinatorMethods where !method.isStatic && method.name != "init" {
            var i = method.body.lowerBound
            while i + 2 < method.body.upperBound {
                defer { i += 1 }
                guard tokens[i].is(parent), TokenScan.isMemberDot(tokens[i + 1]), tokens[i + 2].kind == .identifier else { continue }
                if i > method.body.lowerBound, TokenScan.isMemberDot(tokens[i - 1]), !tokens[i - 2].is("self") { continue }
                let name = tokens[i + 2].text
                guard let member = members[name], let kind = harmfulKind(member, in: context.file) else { continue }
                // A write to the copy (`parent.title = …`) changes nothing SwiftUI sees, but is not this pitfall.
                if i + 3 < method.body.upperBound, TokenScan.isAssignment(tokens[i + 3]) { continue }
                reads.append(StaleRead(index: i, member: name, isClosure: kind))
            }
        }
        return reads
    }

    /// For a member read through a stale copy: true for a closure, false for a plain value, nil
    /// when the read does no harm (property wrappers, bindings, references, computed properties).
    static func harmfulKind(_ property: PropertyDeclaration, in file: SourceFile) -> Bool? {
        if property.isComputed || property.prefix.contains(where: { $0.hasPrefix("@") }) { return nil }
        let tokens = file.tokens
        let afterName = property.keyword + 2
        var type = property.annotatedType
        if afterName + 1 < tokens.count, tokens[afterName].is(":") {
            let start = tokens[afterName + 1]
            if start.is("(") || start.kind == .attribute { return true }  // `() -> Void`, `@escaping`, `@MainActor (…) -> …`
            if start.is("[") { return false }  // an array or a dictionary
        } else if let value = property.value, !value.isEmpty {
            let start = tokens[value.lowerBound]
            if start.is("{") { return true }
            if start.kind == .string || start.kind == .number || start.is("true") || start.is("false") || start.is("[") { return false }
            if start.kind == .identifier, value.count > 1, tokens[value.lowerBound + 1].is("(") { type = start.text }
        }
        guard let type else { return nil }
        if type == "Binding" || type == "some" || type == "any" { return nil }
        if closureSuffixes.contains(where: type.hasSuffix) { return true }
        // A type declared in the file says what it is; a protocol is an existential, often of a class.
        if let declared = file.typeLookup.declaredAnywhere(type).first(where: { $0.kind != "extension" }) {
            return declared.kind == "struct" || declared.kind == "enum" ? false : nil
        }
        if referenceSuffixes.contains(where: type.hasSuffix) || TypeNames.hasFrameworkPrefix(type) && !type.hasPrefix("CG") { return nil }
        return false
    }

    /// True when `body` assigns `….name =` or hands `self` to a call (`coordinator.update(from: self)`).
    private static func refreshes(_ name: String, in body: Range<Int>, tokens: [SwiftToken]) -> Bool {
        var i = body.lowerBound
        while i < body.upperBound {
            let t = tokens[i]
            if TokenScan.isMemberDot(t), i + 2 < body.upperBound, tokens[i + 1].is(name), tokens[i + 2].is("=") { return true }
            if t.is("self"), i > body.lowerBound, i + 1 < body.upperBound,
                tokens[i - 1].is("(") || tokens[i - 1].is(",") || tokens[i - 1].is(":"),
                tokens[i + 1].is(")") || tokens[i + 1].is(",")
            {
                return true
            }
            i += 1
        }
        return false
    }
}
