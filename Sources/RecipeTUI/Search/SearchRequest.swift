import RecipeKit

/// One search the UI wants run: the query text, what to search, the filters, and the
/// generation that lets a newer keystroke supersede it.
public struct SearchRequest: Equatable, Sendable {
    /// Which list the search fills.
    public enum Scope: Equatable, Sendable {
        /// The browse list: recipes and individual pitfalls.
        case recipesAndPitfalls
        /// The pitfalls view: pitfalls only.
        case pitfalls
    }

    public var text: String
    public var scope: Scope
    public var target: DeploymentTarget?
    public var stillNeededOnly: Bool
    public var generation: Int

    public init(text: String, scope: Scope, target: DeploymentTarget?, stillNeededOnly: Bool, generation: Int) {
        self.text = text
        self.scope = scope
        self.target = target
        self.stillNeededOnly = stillNeededOnly
        self.generation = generation
    }
}

/// What a search found: rows best first, the words to highlight, and what the target hid.
public struct SearchOutcome: Equatable, Sendable {
    public var rows: [ListRow]
    /// Words as they occur in recipes (typos corrected), for highlighting.
    public var terms: [String]
    public var hidden: HiddenByTarget
    /// True when nothing matched every word and these rows match only some.
    public var isPartial: Bool
    public var scope: SearchRequest.Scope
    public var generation: Int

    public init(
        rows: [ListRow], terms: [String], hidden: HiddenByTarget, isPartial: Bool = false,
        scope: SearchRequest.Scope, generation: Int
    ) {
        self.rows = rows
        self.terms = terms
        self.hidden = hidden
        self.isPartial = isPartial
        self.scope = scope
        self.generation = generation
    }
}

/// The seam between the UI and a search engine, so tests and benches can swap engines.
public protocol RecipeSearcher: Sendable {
    /// Runs `request`; called off the main thread, one request at a time.
    func search(_ request: SearchRequest) -> SearchOutcome
}
