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

    public init(id: String, title: String?, text: String, line: Int, rule: String? = nil) {
        self.id = id
        self.title = title
        self.text = text
        self.line = line
        self.rule = rule
    }
}
