import RecipeKit

/// What a finding leaves to the rest of the project. For `stale-parent`: it stands only if some
/// call site passes a member that an old copy gets wrong (see `CaptureStability`), or if the
/// project has no call site at all (a library's representable, used elsewhere). For
/// `view-in-struct` (`holders`): it stands only if no class keeps an instance of the
/// representable in a stored property, since SwiftUI never re-creates a struct a class holds (a
/// representable used as a long-lived handle to its view: `let terminal: TerminalView = .init()`).
/// For `share-sheet-in-sheet` (`sheetContent`): it stands only if some call site is the content
/// of a `.sheet`.
struct CallerQuestion: Sendable {
    /// What is asked of the project's files.
    enum Ask: Sendable {
        /// Every call site passes stable values for `members`.
        case stableMembers
        /// Some class holds an instance in a stored property (each one counts as a site).
        case holders
        /// Some call site constructs it as the content of a `.sheet` (each such site counts as
        /// an unstable one); a project without call sites says nothing.
        case sheetContent
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

    /// Whether the finding stands, given what each checked file answers: some call site answers
    /// it so (a value that goes stale, a sheet's content), or no file constructs the
    /// representable (a library's wrapper, used elsewhere), except for `sheetContent`, whose
    /// finding needs a sheet to be seen.
    func stands(given answers: some Sequence<Answer>) -> Bool {
        var sites = 0
        for answer in answers {
            if !answer.stable { return true }
            sites += answer.sites
        }
        return sites == 0 && ask != .sheetContent
    }

    /// For each of `questions`, whether its finding stands over what the checked files answer
    /// (`answers` gives one list of answers per file that holds any, in the questions' order). A
    /// share sheet that is no sheet's content is asked once more of the views that build it
    /// (`Answer.hosts`): `.sheet { ShareView() }` where `ShareView`'s body holds the representable.
    static func standing(_ questions: [CallerQuestion], answers: ([CallerQuestion]) -> [[Answer]]) -> [Bool] {
        guard !questions.isEmpty else { return [] }
        let files = answers(questions)
        var stands = questions.indices.map { k in questions[k].stands(given: files.lazy.map { $0[k] }) }
        let hosted = questions.indices.flatMap { k -> [(question: Int, host: String)] in
            guard !stands[k], questions[k].ask == .sheetContent else { return [] }
            return Set(files.flatMap { $0[k].hosts }).sorted().map { (k, $0) }
        }
        guard !hosted.isEmpty else { return stands }
        let hosts = hosted.map { CallerQuestion(typeName: $0.host, members: [], closureMembers: [], defaulted: [], ask: .sheetContent) }
        let hostFiles = answers(hosts)
        for (k, entry) in hosted.enumerated() where hosts[k].stands(given: hostFiles.lazy.map { $0[k] }) {
            stands[entry.question] = true
        }
        return stands
    }

    /// What one file says of a question: how many call sites it holds, and whether every one of
    /// them passes only stable values.
    struct Answer {
        var sites = 0
        var stable = true
        /// For `sheetContent`: the structs whose code builds the representable outside a sheet
        /// (`ShareView`'s body holding `ActivitySheet(items:)`), whose own call sites may be one.
        var hosts: [String] = []
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
            let own = byName[question.typeName] ?? []
            switch question.ask {
            case .holders:
                return Answer(sites: made[question.typeName] ?? 0, stable: true)
            case .sheetContent:
                let references = SheetContent.initializerReferences(to: question.typeName, in: file.tokens)
                let outside = own.filter { !SheetContent.holds(file.tokens, $0.site.index) }
                let hosts = outside.compactMap { $0.scope?.kind == "struct" ? $0.scope?.simpleName : nil }.filter { $0 != question.typeName }
                return Answer(sites: own.count + references, stable: references == 0 && outside.count == own.count, hosts: hosts)
            case .stableMembers:
                return Answer(
                    sites: own.count, stable: own.allSatisfy { question.isAnswered(by: $0.site, scope: $0.scope, stability: stability) })
            }
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
        PropertyDeclaration.read(in: type, tokens: tokens).compactMap { property in
            guard !property.isComputed, let first = property.value?.lowerBound, first + 1 < type.body.upperBound else { return nil }
            if tokens[first].kind == .identifier, tokens[first + 1].is("(") || tokens[first + 1].is(".") && tokens[first + 2].is("init") {
                return tokens[first].text
            }
            // `: Name` or `: Module.Name`, not `[Name]` or `Name?`, whose `.init()` is no instance.
            let annotation = (property.keyword + 2)..<(first - 1)
            guard TokenScan.isMemberDot(tokens[first]), tokens[first + 1].is("init"),
                annotation.allSatisfy({ tokens[$0].kind == .identifier || tokens[$0].is(":") || TokenScan.isMemberDot(tokens[$0]) })
            else { return nil }
            return annotation.last { tokens[$0].kind == .identifier }.map { tokens[$0].text }
        }
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
