import RecipeKit

/// Runs the rules over Swift source: one text at a time, or a whole project (see `check(paths:)`).
public struct Checker: Sendable {
    public var knowledge: CheckKnowledge
    /// The rules to run; `native-available` runs only when `target` is set.
    public var rules: Set<CheckRule>
    public var target: DeploymentTarget?

    public init(knowledge: CheckKnowledge, rules: Set<CheckRule> = CheckRule.defaultRules, target: DeploymentTarget? = nil) {
        self.knowledge = knowledge
        self.rules = rules
        self.target = target
    }

    /// What checking one file found.
    struct FileResult {
        var findings: [Finding] = []
        /// Findings that stand only if no checked file mentions one of the strings.
        var conditional: [(finding: Finding, unlessMentioned: [String])] = []
        /// Findings that stand only if some call site passes a value that goes stale (or none is found).
        var byCallers: [(finding: Finding, question: CallerQuestion)] = []
        /// Which of `MissingAvailabilityCheckRule.allChecks` the file mentions.
        var mentions: Set<String> = []
        var representables = 0
    }

    /// A file read before the rules run: what it mentions and, when it may hold a representable,
    /// its parsed source and the names it declares for the representable protocols.
    struct PreparedFile {
        var mentions: Set<String> = []
        var source: SourceFile?
        var declarations: [RepresentableConformances.Declaration] = []
    }

    static let representableMarker = Array("Representable".utf8)
    private static let checkMarkers = MissingAvailabilityCheckRule.allChecks.map { ($0, Array($0.utf8)) }

    /// Checks one file's text; a missing availability check counts as missing only if `source` itself lacks it.
    public func check(source: String, path: String) -> [Finding] {
        let prepared = prepare(bytes: Array(source.utf8), text: source, path: path)
        var result = FileResult()
        if let file = prepared.source {
            result = check(file, conformances: RepresentableConformances(declarations: prepared.declarations))
        }
        let resolved = result.conditional.filter { !$0.unlessMentioned.contains(where: prepared.mentions.contains) }.map(\.finding)
        var decided: [Finding] = []
        if let file = prepared.source {
            let standing = CallerQuestion.standing(result.byCallers.map(\.question)) { [CallerQuestion.answers($0, in: file)] }
            decided = zip(result.byCallers, standing).filter(\.1).map(\.0.finding)
        }
        return (result.findings + resolved + decided).sorted(by: Finding.sortedOrder)
    }

    /// Reads a file given as bytes; `text` is decoded from them only when the file may hold a
    /// representable (it names `Representable` or one of `extraMarkers`).
    func prepare(bytes: [UInt8], text: String? = nil, path: String, extraMarkers: [[UInt8]] = []) -> PreparedFile {
        var prepared = PreparedFile()
        let mayHold = bytes.withUnsafeBufferPointer { buffer -> Bool in
            for (name, marker) in Self.checkMarkers where ByteSearch.contains(buffer, marker) { prepared.mentions.insert(name) }
            return ByteSearch.contains(buffer, Self.representableMarker) || extraMarkers.contains { ByteSearch.contains(buffer, $0) }
        }
        guard mayHold else { return prepared }
        let file = SourceFile(path: path, text: text ?? String(decoding: bytes, as: UTF8.self))
        prepared.source = file
        if RepresentableConformances.mayDeclare(in: file.summary) {
            prepared.declarations = RepresentableConformances.declarations(in: file.summary)
        }
        return prepared
    }

    /// Runs the rules on every representable of `file`.
    func check(_ file: SourceFile, conformances: RepresentableConformances) -> FileResult {
        var result = FileResult()
        let regions = PlatformRegions(tokens: file.tokens)
        let representables = RepresentableReader.representables(in: file.summary, conformances: conformances, regions: regions)
        result.representables = representables.count
        guard !representables.isEmpty else { return result }
        let suppressions = Suppressions(bytes: file.bytes)
        var seen = Set<String>()
        var kept: [(draft: FindingDraft, platform: Platform)] = []
        for code in representables {
            let unit = RepresentableUnit(code: code, file: file, regions: regions)
            let context = RuleContext(unit: unit, file: file, knowledge: knowledge, target: target)
            for rule in CheckRule.allCases where rules.contains(rule) && (!rule.needsTarget || target != nil) {
                for draft in rule.implementation.check(context) {
                    if suppressions.disables(draft.rule, onAnyOf: [draft.line] + unit.declarationLines) { continue }
                    // A nested coordinator belongs to two scopes; report each place once.
                    guard seen.insert("\(draft.rule.id):\(draft.line):\(draft.column)").inserted else { continue }
                    kept.append((draft, unit.kind.platform))
                }
            }
        }
        let scopes = Self.scopes(ofLines: kept.map(\.draft.line), in: file)
        for ((draft, platform), scope) in zip(kept, scopes) {
            let finding = Finding(
                rule: draft.rule, path: file.path, line: draft.line, column: draft.column,
                utf16Column: file.utf16Column(line: draft.line, column: draft.column), message: draft.message,
                link: knowledge.link(for: draft.rule, subjectType: draft.subjectType, platform: platform, preferred: draft.preferredRecipe),
                scope: scope, snippet: Baseline.normalised(file.lineBytes(draft.line)))
            if let question = draft.projectQuestion {
                result.byCallers.append((finding, question))
            } else if draft.unlessMentioned.isEmpty {
                result.findings.append(finding)
            } else {
                result.conditional.append((finding, draft.unlessMentioned))
            }
        }
        return result
    }

    /// For each of `lines`, `Type.member` of the innermost type and method whose braces hold it
    /// (`Type` alone between members, "" outside every type). One sweep over the types in order of
    /// their first line, keeping those still open: not a scan of every type per line, which made a
    /// file of thousands of representables quadratic.
    static func scopes(ofLines lines: [Int], in file: SourceFile) -> [String] {
        let tokens = file.tokens
        var spans: [(lines: ClosedRange<Int>, type: TypeDeclaration)] = []
        for type in file.summary.types where type.body.lowerBound > 0 && type.body.upperBound < tokens.count {
            let braces = tokens[type.body.lowerBound - 1].line...tokens[type.body.upperBound].line
            spans.append((min(type.line, braces.lowerBound)...braces.upperBound, type))
        }
        spans.sort { $0.lines.lowerBound < $1.lines.lowerBound }
        var result = [String](repeating: "", count: lines.count)
        var open: [(lines: ClosedRange<Int>, type: TypeDeclaration)] = []
        var next = 0
        for position in lines.indices.sorted(by: { lines[$0] < lines[$1] }) {
            let line = lines[position]
            while next < spans.count, spans[next].lines.lowerBound <= line { open.append(spans[next]); next += 1 }
            open.removeAll { $0.lines.upperBound < line }
            guard let type = open.min(by: { $0.lines.count < $1.lines.count })?.type else { continue }
            let name = RepresentableReader.fullName(of: type)
            let member = type.methods.first { method in
                method.line == line
                    || method.body.lowerBound > 0 && method.body.upperBound < tokens.count
                        && (tokens[method.body.lowerBound - 1].line...tokens[method.body.upperBound].line).contains(line)
            }
            result[position] = member.map { "\(name).\($0.selector)" } ?? name
        }
        return result
    }
}
