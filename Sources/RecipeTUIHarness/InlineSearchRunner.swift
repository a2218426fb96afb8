import RecipeTUI

/// Runs each search at once on the caller's thread: deterministic, for tests and benches.
public final class InlineSearchRunner: SearchRunner {
    private let searcher: any RecipeSearcher
    private var completed: SearchOutcome?

    public init(searcher: any RecipeSearcher) { self.searcher = searcher }

    public func submit(_ request: SearchRequest) { completed = searcher.search(request) }

    public func takeCompleted() -> SearchOutcome? {
        defer { completed = nil }
        return completed
    }

    public var isBusy: Bool { completed != nil }
}
