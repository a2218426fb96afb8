/// One place in a project's code where a rule found a catalogued pitfall.
public struct Finding: Hashable, Sendable, Encodable {
    public var rule: CheckRule
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column in UTF-8 bytes, as compilers report it.
    public var column: Int
    /// 1-based column in UTF-16 code units, as SARIF counts by default.
    public var utf16Column: Int
    public var message: String
    /// The recipe pitfall that explains the finding, when the catalog has one tagged with the rule.
    public var link: PitfallLink?
    /// The enclosing type and member (`MapView.updateUIView`), for baselines that survive moved lines.
    public var scope: String
    /// The finding's source line with runs of white space made one space, for the same purpose.
    public var snippet: String

    public init(
        rule: CheckRule, path: String, line: Int, column: Int, utf16Column: Int? = nil, message: String, link: PitfallLink?,
        scope: String = "", snippet: String = ""
    ) {
        self.rule = rule
        self.path = path
        self.line = line
        self.column = column
        self.utf16Column = utf16Column ?? column
        self.message = message
        self.link = link
        self.scope = scope
        self.snippet = snippet
    }

    private enum CodingKeys: String, CodingKey {
        case rule, recipe, pitfall, path, line, column, message
    }

    /// Encodes the flat shape of `check --json`: rule, recipe, pitfall, path, line, column, message.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule.id, forKey: .rule)
        try c.encode(link?.recipe, forKey: .recipe)
        try c.encode(link?.pitfall, forKey: .pitfall)
        try c.encode(path, forKey: .path)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encode(message, forKey: .message)
    }

    /// Orders by path, line, column, then rule.
    public static func sortedOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        return a.rule < b.rule
    }
}
