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
        return (result.findings + resolved).sorted(by: Finding.sortedOrder)
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
        for code in representables {
            let unit = RepresentableUnit(code: code, file: file, regions: regions)
            let context = RuleContext(unit: unit, file: file, knowledge: knowledge, target: target)
            for rule in CheckRule.allCases where rules.contains(rule) && (!rule.needsTarget || target != nil) {
                for draft in rule.implementation.check(context) {
                    if suppressions.disables(draft.rule, onAnyOf: [draft.line] + unit.declarationLines) { continue }
                    // A nested coordinator belongs to two scopes; report each place once.
                    guard seen.insert("\(draft.rule.id):\(draft.line):\(draft.column)").inserted else { continue }
                    let finding = Finding(
                        rule: draft.rule, path: file.path, line: draft.line, column: draft.column,
                        utf16Column: file.utf16Column(line: draft.line, column: draft.column), message: draft.message,
                        link: knowledge.link(
                            for: draft.rule, subjectType: draft.subjectType, platform: unit.kind.platform,
                            preferred: draft.preferredRecipe),
                        scope: Self.scope(ofLine: draft.line, in: file), snippet: Baseline.normalised(file.lineBytes(draft.line)))
                    if draft.unlessMentioned.isEmpty {
                        result.findings.append(finding)
                    } else {
                        result.conditional.append((finding, draft.unlessMentioned))
                    }
                }
            }
        }
        return result
    }

    /// `Type.member` of the innermost type and method whose braces hold `line` (`Type` alone between members).
    static func scope(ofLine line: Int, in file: SourceFile) -> String {
        let tokens = file.tokens
        func lines(_ body: Range<Int>) -> ClosedRange<Int>? {
            guard body.lowerBound > 0, body.upperBound < tokens.count else { return nil }
            return tokens[body.lowerBound - 1].line...tokens[body.upperBound].line
        }
        var best: (type: TypeDeclaration, span: Int)?
        for type in file.summary.types {
            guard let span = lines(type.body), span.contains(line) || type.line == line else { continue }
            if best == nil || span.count < best!.span { best = (type, span.count) }
        }
        guard let type = best?.type else { return "" }
        let name = RepresentableReader.fullName(of: type)
        let member = type.methods.first { method in method.line == line || lines(method.body)?.contains(line) == true }
        return member.map { "\(name).\($0.selector)" } ?? name
    }
}
