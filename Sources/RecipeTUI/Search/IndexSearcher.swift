import RecipeKit
import RecipeSearch

/// The browser's searcher: RecipeSearch's typo-tolerant index. Turns its hits into list rows, its
/// highlights into the words to mark, and passes on what its filters hid from the first page.
public struct IndexSearcher: RecipeSearcher {
    /// Rows a search returns at most.
    public static let limit = 300
    /// Hits whose highlights give the words to mark.
    private static let highlightSample = 40

    private let catalog: Catalog
    private let index: SearchIndex

    /// Indexes `catalog` (all cores for large catalogs), or with a `cache`, maps the index kept
    /// there for it (`sources`: the files it was loaded from).
    public init(catalog: Catalog, cache: SearchIndexCache? = nil, sources: IndexSources? = nil) {
        self.catalog = catalog
        index = SearchIndex(catalog: catalog, cache: cache, sources: sources)
    }

    public func search(_ request: SearchRequest) -> SearchOutcome {
        let kinds: Set<SearchHit.Kind> = request.scope == .pitfalls ? [.pitfall] : []
        let results = index.search(
            SearchQuery(
                text: request.text, target: request.target, needsWrapper: request.stillNeededOnly,
                kinds: kinds, limit: Self.limit, generation: UInt64(request.generation)))
        let rows = results.hits.map { hit in
            switch hit.kind {
            case .recipe: ListRow(recipeIndex: hit.recipeIndex, kind: hit.delegateMethodIndex.map { .delegateMethod($0) } ?? .recipe)
            case .pitfall: ListRow(recipeIndex: hit.recipeIndex, kind: .pitfall(hit.pitfallIndex ?? 0))
            case .preferNative: ListRow(recipeIndex: hit.recipeIndex, kind: .preferNative(hit.preferNativeIndex ?? 0))
            }
        }
        return SearchOutcome(
            rows: rows, terms: terms(of: results.hits), hidden: HiddenByTarget(hits: results.hidden, target: request.target),
            isPartial: results.isPartial, scope: request.scope, generation: request.generation)
    }

    /// The matched words as they occur in the recipes, lower-cased, typos and prefixes resolved.
    private func terms(of hits: [SearchHit]) -> [String] {
        var words = Set<String>()
        for hit in hits.prefix(Self.highlightSample) {
            let recipe = catalog.recipes[hit.recipeIndex]
            for highlight in hit.highlights {
                guard let text = highlight.field.text(of: recipe, element: highlight.element) else { continue }
                for range in highlight.ranges(in: text) { words.insert(text[range].lowercased()) }
            }
        }
        return words.sorted()
    }
}
