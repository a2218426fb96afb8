/// A trap of a wrapper: what goes wrong and what to do instead.
public struct Pitfall: Hashable, Codable, Sendable {
    /// A slug unique within its recipe (`region-loop`), so `show map#region-loop` can point at it.
    public var id: String
    /// The bold lead-in, when there is one.
    public var title: String?
    /// The whole text, Markdown inline syntax kept.
    public var text: String
    /// 1-based line of the bullet in its file.
    public var line: Int
    /// The `recipes check` rule that detects it, when one does.
    public var rule: String?
    /// Where the behaviour it states is shown (Apple documentation, a technote, a bug report): a URL.
    public var source: String?

    public init(id: String, title: String?, text: String, line: Int, rule: String? = nil, source: String? = nil) {
        self.id = id
        self.title = title
        self.text = text
        self.line = line
        self.rule = rule
        self.source = source
    }

    /// Encodes every key, with `null` for absent values, as the JSON contract asks.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(text, forKey: .text)
        try c.encode(line, forKey: .line)
        try c.encode(rule, forKey: .rule)
        try c.encode(source, forKey: .source)
    }

    private enum CodingKeys: String, CodingKey { case id, title, text, line, rule, source }
}
