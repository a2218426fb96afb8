/// A pitfall of a catalog recipe that explains a finding: `recipes show RECIPE#PITFALL` opens it.
public struct PitfallLink: Hashable, Codable, Sendable {
    public var recipe: String
    public var pitfall: String
    /// The pitfall's bold lead-in, when it has one.
    public var title: String?

    public init(recipe: String, pitfall: String, title: String? = nil) {
        self.recipe = recipe
        self.pitfall = pitfall
        self.title = title
    }

    /// `recipe#pitfall`, the argument `recipes show` takes.
    public var reference: String { "\(recipe)#\(pitfall)" }
}
