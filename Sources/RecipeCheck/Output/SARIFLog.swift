/// A SARIF 2.1.0 log of a check, so findings show up in code-scanning dashboards.
///
/// Each rule of the run carries the pitfall it links to in `helpUri` (`recipes:show/ID#PITFALL`)
/// and in `properties`; each result carries the pitfall that explains that very finding.
public struct SARIFLog: Encodable, Sendable {
    public var version = "2.1.0"
    public var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    public var runs: [Run]

    private enum CodingKeys: String, CodingKey {
        case version
        case schema = "$schema"
        case runs
    }

    public struct Run: Encodable, Sendable {
        public var tool: Tool
        public var results: [Result]
        public var columnKind = "utf16CodeUnits"
    }

    public struct Tool: Encodable, Sendable {
        public var driver: Driver
    }

    public struct Driver: Encodable, Sendable {
        public var name = "recipes"
        public var version: String
        public var rules: [ReportingDescriptor]
    }

    public struct Text: Encodable, Sendable {
        public var text: String
    }

    public struct ReportingDescriptor: Encodable, Sendable {
        public var id: String
        public var name: String
        public var shortDescription: Text
        public var fullDescription: Text
        public var help: Text
        public var helpUri: String?
        public var defaultConfiguration = Configuration()
        public var properties: LinkProperties
    }

    public struct Configuration: Encodable, Sendable {
        public var level = "warning"
    }

    /// The recipe and pitfall a rule or result points at.
    public struct LinkProperties: Encodable, Sendable {
        public var recipe: String?
        public var pitfall: String?
        /// Every pitfall tagged with the rule (`recipe#pitfall`), on rules only.
        public var tagged: [String]?
    }

    public struct Result: Encodable, Sendable {
        public var ruleId: String
        public var ruleIndex: Int
        public var level = "warning"
        public var message: Text
        public var locations: [Location]
        /// `recipesFinding/v1`: the baseline key of the finding (rule, file, member, normalised line) hashed,
        /// so code-scanning services match findings across edits that move lines.
        public var partialFingerprints: [String: String]
        public var properties: LinkProperties
    }

    public struct Location: Encodable, Sendable {
        public var physicalLocation: PhysicalLocation
    }

    public struct PhysicalLocation: Encodable, Sendable {
        public var artifactLocation: ArtifactLocation
        public var region: Region
    }

    public struct ArtifactLocation: Encodable, Sendable {
        public var uri: String
        /// `%SRCROOT%` for paths relative to where the check ran.
        public var uriBaseId: String?
    }

    public struct Region: Encodable, Sendable {
        public var startLine: Int
        public var startColumn: Int
    }

    /// The log of `report`, describing every rule of `rules` with what `knowledge` links it to.
    public init(report: CheckReport, rules: [CheckRule], knowledge: CheckKnowledge, toolVersion: String) {
        let descriptors = rules.map { rule -> ReportingDescriptor in
            let link = knowledge.defaultLink(for: rule)
            let help = link.map { "See `recipes show \($0.reference)`" + ($0.title.map { ": \($0)" } ?? ".") } ?? rule.summary
            return ReportingDescriptor(
                id: rule.id, name: rule.name, shortDescription: Text(text: rule.summary), fullDescription: Text(text: rule.summary),
                help: Text(text: help), helpUri: link.map(Self.helpUri),
                properties: LinkProperties(
                    recipe: link?.recipe, pitfall: link?.pitfall,
                    tagged: knowledge.pitfalls(taggedWith: rule).map(\.reference)))
        }
        let results = report.findings.map { finding in
            Result(
                ruleId: finding.rule.id, ruleIndex: rules.firstIndex(of: finding.rule) ?? 0,
                message: Text(text: finding.message + (finding.link.map { " See `recipes show \($0.reference)`." } ?? "")),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: Self.artifact(finding.path),
                            region: Region(startLine: finding.line, startColumn: finding.utf16Column)))
                ],
                partialFingerprints: ["recipesFinding/v1": Baseline.fingerprint(finding)],
                properties: LinkProperties(recipe: finding.link?.recipe, pitfall: finding.link?.pitfall, tagged: nil))
        }
        runs = [Run(tool: Tool(driver: Driver(version: toolVersion, rules: descriptors)), results: results)]
    }

    /// `recipes:show/mkmapview#the-region-loops`: an absolute URI naming the pitfall.
    static func helpUri(_ link: PitfallLink) -> String {
        "recipes:show/\(percentEncoded(link.recipe))#\(percentEncoded(link.pitfall))"
    }

    /// A relative path with `%SRCROOT%`, an absolute one as a `file://` URI.
    static func artifact(_ path: String) -> ArtifactLocation {
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        if relative.hasPrefix("/") { return ArtifactLocation(uri: "file://" + percentEncoded(String(relative)), uriBaseId: nil) }
        return ArtifactLocation(uri: percentEncoded(String(relative)), uriBaseId: "%SRCROOT%")
    }

    /// Percent-encodes every byte outside the unreserved set and `/`.
    static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return result
    }
}
