import RecipeKit

/// An in-memory, typo-tolerant index over a catalog's recipes, pitfalls and prefer-native notes.
///
/// Build it once (large catalogs are indexed on all cores) and query it from any thread: it is an
/// immutable value. Equal queries give equal results.
public struct SearchIndex: Sendable {
    let storage: IndexStorage

    /// Indexes every recipe of `catalog`, with one document per recipe, pitfall and prefer-native
    /// note; with a `cache`, reads the index kept there for this very catalog instead, or writes it
    /// (recording `sources`, the files the catalog was loaded from, for `SearchIndexCache.open`).
    public init(catalog: Catalog, cache: SearchIndexCache? = nil, sources: IndexSources? = nil) {
        storage = cache?.storage(for: catalog, sources: sources) ?? IndexBuilder.build(catalog)
    }

    init(storage: IndexStorage) {
        self.storage = storage
    }

    /// The diagnostics of the catalog load the index was built from.
    public var diagnostics: [Diagnostic] { storage.directory.diagnostics() }

    /// Names, titles and source lines of a hit, from the index alone.
    public func describe(_ hit: SearchHit) -> HitDescription {
        HitDescription(hit, storage.directory)
    }

    /// Sizes of the index, for reports.
    public var statistics: SearchIndexStatistics {
        SearchIndexStatistics(
            documents: storage.documentCount, terms: storage.vocabulary.count, tokens: storage.tokenCount,
            postings: storage.postingDoc.count, bytes: storage.byteCount)
    }

    /// Documents ranked beyond the limit that the final ranking (inherited words, proximity bonus)
    /// may still lift into it.
    static let poolMargin = 10

    /// Queries of at most this many meaningful words need every word (else their best partial
    /// matches are shown); longer ones are questions, ranked by the words that tell recipes apart.
    static let shortQueryWords = 3

    /// Runs `query`: filters inside the search, all words required for a short query (else best
    /// partial matches), weighted coverage for a long one; top `limit` hits with highlights and
    /// snippets.
    public func search(_ query: SearchQuery) -> SearchResults {
        var parsed = CompoundWords.split(QueryParser.parse(query.text), storage.vocabulary)
        let isQuestion = parsed.filter { !$0.isOptional }.count > Self.shortQueryWords
        if isQuestion, query.text.contains("\"") {
            // Quotes in a question mark a pasted message or title, not an exact phrase to require.
            parsed = CompoundWords.split(QueryParser.parse(query.text.replacingOccurrences(of: "\"", with: " ")), storage.vocabulary)
        }
        let words = isQuestion ? parsed.filter { !$0.isOptional } : parsed
        let filter = DocumentFilter(query, emptyText: words.isEmpty)
        guard query.limit > 0 else {
            return SearchResults(hits: [], hiddenByTarget: 0, isPartial: false, generation: query.generation)
        }
        guard !words.isEmpty else { return listing(query, filter) }

        let terms = words.map { PreparedTerm($0, storage: storage) }
        let poolSize = query.limit + Self.poolMargin
        let search = ThresholdSearch(terms: terms, filter: filter.withParents, storage: storage, poolSize: poolSize)
        var mode = ThresholdSearch.Mode.all
        var pool: [(doc: Int, score: Float)]
        if isQuestion {
            mode = .coverage
            pool = search.run(.coverage)
        } else {
            pool = ConjunctiveSearch(terms: terms, filter: filter.withParents, storage: storage, poolSize: poolSize).run()
                ?? search.run(.all)
            if pool.isEmpty, words.filter({ !$0.isOptional }).count > 1 {
                pool = search.run(.partial)
                if !pool.isEmpty { mode = .partial }
            }
        }

        var ranker = ResultRanker(terms: terms, storage: storage, filter: filter)
        ranker.namedPlatforms = Set(parsed.compactMap { QueryParser.platformNames.contains($0.term) ? Platform(name: $0.term) : nil })
        let ranked = AnswerRows.group(ranker.rank(pool, mode: mode, limit: poolSize), storage)
        let builder = HitBuilder(storage: storage)
        let hits = ranked.prefix(query.limit).map { builder.hit(doc: $0.doc, score: $0.score, match: $0.match) }
        let hidden = HiddenCounter(terms: terms, filter: filter, storage: storage).count(partial: mode != .all)
        return SearchResults(hits: hits, hiddenByTarget: hidden, isPartial: mode == .partial, generation: query.generation)
    }

    /// An empty query: documents of the wanted kinds in catalog order.
    private func listing(_ query: SearchQuery, _ filter: DocumentFilter) -> SearchResults {
        let builder = HitBuilder(storage: storage)
        var hits: [SearchHit] = []
        for doc in 0..<storage.documentCount where filter.accepts(doc, storage) {
            hits.append(builder.hit(doc: doc, score: 0, match: nil))
            if hits.count == query.limit { break }
        }
        let hidden = filter.target == nil ? 0 : (0..<storage.recipeCount).filter { filter.hidesByTarget(recipe: $0, storage) }.count
        return SearchResults(hits: hits, hiddenByTarget: hidden, isPartial: false, generation: query.generation)
    }
}

/// Sizes of a `SearchIndex`.
public struct SearchIndexStatistics: Sendable, Hashable, Codable {
    /// Recipe, pitfall and prefer-native documents.
    public var documents: Int
    /// Distinct folded terms.
    public var terms: Int
    /// Stored tokens (whole words and parts).
    public var tokens: Int
    /// Document entries in the inverted lists.
    public var postings: Int
    /// Approximate bytes of the index arrays, not counting the catalog.
    public var bytes: Int
}
