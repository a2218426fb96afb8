import RecipeKit

/// What a finding leaves to the rest of the project. For `stale-parent`: it stands only if some
/// call site passes a member that an old copy gets wrong (see `CaptureStability`), or if the
/// project has no call site at all (a library's representable, used elsewhere). For
/// `view-in-struct` (`holders`): it stands only if no class keeps an instance of the
/// representable in a stored property, since SwiftUI never re-creates a struct a class holds (a
/// representable used as a long-lived handle to its view: `let terminal: TerminalView = .init()`).
struct CallerQuestion: Sendable {
    /// What is asked of the project's files.
    enum Ask: Sendable {
        /// Every call site passes stable values for `members`.
        case stableMembers
        /// Some class holds an instance in a stored property (each one counts as a site).
        case holders
    }

    /// The representable's simple name, as call sites write it.
    var typeName: String
    /// The members the coordinator reads through its stale copy.
    var members: [String]
    /// The representable's closure members in declaration order, to place an unlabelled trailing closure.
    var closureMembers: [String]
    /// Members a call site may leave out because they have a default value.
    var defaulted: Set<String>
    var ask = Ask.stableMembers

    /// What one file says of a question: how many call sites it holds, and whether every one of
    /// them passes only stable values.
    struct Answer {
        var sites = 0
        var stable = true
    }

    /// The answer `file` gives to each of `questions`, in one pass over its tokens and types.
    static func answers(_ questions: [CallerQuestion], in file: SourceFile) -> [Answer] {
        let names = Set(questions.map(\.typeName).filter(file.mentions))
        guard !names.isEmpty else { return questions.map { _ in Answer() } }
        let sites = CallSite.find(names, in: file.tokens)
        let scopes = innermostTypes(around: sites.map(\.index), in: file.summary.types.sorted { $0.body.lowerBound < $1.body.lowerBound })
        let stability = CaptureStability(file: file)
        var byName: [String: [(site: CallSite, scope: TypeDeclaration?)]] = [:]
        for (site, scope) in zip(sites, scopes) { byName[site.typeName, default: []].append((site, scope)) }
        // What the classes of the file make in their stored properties, read once for all questions.
        var made: [String: Int] = [:]
        if questions.contains(where: { $0.ask == .holders && names.contains($0.typeName) }) {
            for type in file.summary.types where type.kind == "class" || type.kind == "actor" {
                for name in storedInstances(in: type, tokens: file.tokens) { made[name, default: 0] += 1 }
            }
        }
        return questions.map { question in
            if question.ask == .holders { return Answer(sites: made[question.typeName] ?? 0, stable: true) }
            let own = byName[question.typeName] ?? []
            return Answer(sites: own.count, stable: own.allSatisfy { question.isAnswered(by: $0.site, scope: $0.scope, stability: stability) })
        }
    }

    /// True when `site` passes a stable value for every member (or leaves a defaulted one out).
    private func isAnswered(by site: CallSite, scope: TypeDeclaration?, stability: CaptureStability) -> Bool {
        members.allSatisfy { member in
            guard let argument = site.argument(for: member, closureMembers: closureMembers) else { return defaulted.contains(member) }
            return stability.isStable(argument, in: scope)
        }
    }

    /// The types of which the stored properties declared directly in `type` make a new instance
    /// (`let view = Name(…)`, `let view: Name = .init()`), once per property: made with the object,
    /// once. A property only typed with one (a coordinator's `var parent: Name`) holds a copy
    /// handed in, and a computed property (`var view: Name { Name() }`) makes a new one on each access.
    static func storedInstances(in type: TypeDeclaration, tokens: [SwiftToken]) -> [String] {
        var made: [String] = []
        var i = type.body.lowerBound
        let end = type.body.upperBound
        while i < end {
            if tokens[i].is("{") {
                i = SwiftBrackets.closing(tokens, from: i, limit: end) + 1
                continue
            }
            guard tokens[i].is("let") || tokens[i].is("var"), i + 2 < end, tokens[i + 1].kind == .identifier else {
                i += 1
                continue
            }
            // The annotation up to `=`; a brace before it opens a computed or observed body.
            var j = i + 2
            var annotation: [String] = []
            // `: Name` or `: Module.Name`, not `[Name]` or `Name?`, whose `.init()` is no instance.
            var isPlainName = true
            while j < end, !tokens[j].is("="), !tokens[j].is("{"), !tokens[j].is("}"), !tokens[j].is("let"), !tokens[j].is("var"),
                !tokens[j].is("func")
            {
                if tokens[j].kind == .identifier {
                    annotation.append(tokens[j].text)
                } else if !tokens[j].is(":"), !TokenScan.isMemberDot(tokens[j]) {
                    isPlainName = false
                }
                j += 1
            }
            guard j + 2 < end, tokens[j].is("=") else {
                i = max(j, i + 1)
                continue
            }
            let value = j + 1
            if tokens[value].kind == .identifier, tokens[value + 1].is("(") || tokens[value + 1].is(".") && tokens[value + 2].is("init") {
                made.append(tokens[value].text)
            } else if isPlainName, let named = annotation.last, TokenScan.isMemberDot(tokens[value]), tokens[value + 1].is("init") {
                made.append(named)
            }
            i = value
        }
        return made
    }

    /// For each token index (ascending), the innermost type whose body holds it: one sweep with a
    /// stack of the open bodies over `types` ordered by where their bodies start.
    private static func innermostTypes(around indices: [Int], in types: [TypeDeclaration]) -> [TypeDeclaration?] {
        var open: [TypeDeclaration] = []
        var next = 0
        return indices.map { index in
            while next < types.count, types[next].body.lowerBound <= index {
                while let top = open.last, top.body.upperBound <= types[next].body.lowerBound { open.removeLast() }
                open.append(types[next])
                next += 1
            }
            while let top = open.last, !top.body.contains(index) { open.removeLast() }
            return open.last
        }
    }
}
