import RecipeKit

/// What a `stale-parent` finding leaves to the representable's callers: it stands only if some
/// call site in the project passes a member that an old copy gets wrong (see `CaptureStability`),
/// or if the project has no call site at all (a library's representable, used elsewhere).
struct CallerQuestion: Sendable {
    /// The representable's simple name, as call sites write it.
    var typeName: String
    /// The members the coordinator reads through its stale copy.
    var members: [String]
    /// The representable's closure members in declaration order, to place an unlabelled trailing closure.
    var closureMembers: [String]
    /// Members a call site may leave out because they have a default value.
    var defaulted: Set<String>

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
        return questions.map { question in
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
