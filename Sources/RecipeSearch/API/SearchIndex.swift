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
    /// A query of this many words or more is a sentence, and so a question, when at least two of
    /// them mean something: "Crashes when device does not have a camera" is not three keywords
    /// whose small words ("when", "does", "have") may pick the answer.
    static let sentenceWords = 5

    /// Hidden recipes are looked for among the first this many rows of the unfiltered ranking.
    static let firstPage = 10

    /// Runs `query`: filters inside the search, all words required for a short query (else best
    /// partial matches), weighted coverage for a long one; top `limit` hits with highlights and
    /// snippets, and the recipes the filters hid from the first page.
    public func search(_ query: SearchQuery) -> SearchResults {
        let typed = QueryParser.parse(query.text)
        var parsed = CompoundWords.split(typed, storage.vocabulary)
        let required = parsed.filter { !$0.isOptional }.count
        let isQuestion =
            required > Self.shortQueryWords || (required >= 2 && typed.filter { !$0.isTranslation }.count >= Self.sentenceWords)
        if isQuestion, query.text.contains("\"") {
            // Quotes in a question mark a pasted message or title, not an exact phrase to require.
            parsed = CompoundWords.split(QueryParser.parse(query.text.replacingOccurrences(of: "\"", with: " ")), storage.vocabulary)
        }
        var words = isQuestion ? parsed.filter { !$0.isOptional } : parsed
        if isQuestion, let last = words.indices.last, words[last].isPrefix,
            storage.vocabulary.prefixRange(words[last].term).count > PreparedTerm.prefixStreamCap
        {
            // A question's half-typed last word that could still become too many words tells
            // nothing yet: it counts as the word typed so far.
            words[last].isPrefix = false
        }
        let filter = DocumentFilter(query, emptyText: words.isEmpty, storage: storage)
        guard query.limit > 0 else {
            return SearchResults(hits: [], hiddenByTarget: 0, isPartial: false, generation: query.generation)
        }
        let unindexed = SearchTokenizer.unindexableWords(in: query.text)
        guard !words.isEmpty else {
            if query.text.allSatisfy(\.isWhitespace) { return listing(query, filter) }
            var none = SearchResults(hits: [], hiddenByTarget: 0, isPartial: false, generation: query.generation)
            none.hasSearchableWords = false
            none.unindexedWords = unindexed
            return none
        }

        let terms = words.map { PreparedTerm($0, storage: storage) }
        var ranker = ResultRanker(terms: terms, storage: storage, filter: filter)
        (ranker.namedPlatforms, ranker.platformPreference) = QueryPlatforms(storage: storage).platforms(of: parsed)
        ranker.reportsTrouble = TroubleWords.isReported(in: parsed)
        let poolSize = query.limit + Self.poolMargin
        let page = min(query.limit, Self.firstPage)
        // The words are read once for the visible ranking and the hidden one.
        var pools = [SearchPool(filter: filter.withParents, size: poolSize)]
        if filter.recipes.isActive { pools.append(SearchPool(filter: filter.hidden.withParents, size: page + Self.poolMargin)) }
        let found =
            isQuestion
            ? CoverageSearch(terms: terms, storage: storage).run(pools)
            : ConjunctiveSearch(terms: terms, storage: storage).run(pools)
        let visible = rows(ranker, isQuestion: isQuestion, poolSize: poolSize, rows: query.limit, pool: found?[0])
        let builder = HitBuilder(storage: storage)
        let hits = visible.rows.prefix(query.limit).map {
            builder.hit(doc: $0.doc, score: $0.score, match: $0.match, delegateMethod: $0.spelledMethod)
        }
        let hiddenCount = HiddenCounter(terms: terms, filter: filter, storage: storage).count(partial: visible.mode != .all)
        let isPartial = !isQuestion && visible.mode != .all
        var hidden: [HiddenHit] = []
        if filter.recipes.isActive {
            var hiddenRanker = ranker
            hiddenRanker.filter = filter.hidden
            if visible.rows.count >= page, isQuestion || visible.mode == .all {
                // A hidden row is listed only when it reaches a row of a full first page.
                hiddenRanker.floor = visible.rows.prefix(page).map(\.score).min() ?? -.infinity
            }
            let candidates = rows(
                hiddenRanker, isQuestion: isQuestion, poolSize: page + Self.poolMargin, rows: page,
                pool: found?[1])
            hidden = firstPage(hiding: candidates, among: visible, page: page, filter.recipes)
        }
        var results = SearchResults(
            hits: hits, hiddenByTarget: hiddenCount, isPartial: isPartial,
            hidden: hidden, generation: query.generation)
        results.unindexedWords = unindexed
        return results
    }

    /// Rows ranked beyond those asked for, since one answer, one row merges some of them.
    static let spareRows = 3

    /// At least `count` ranked rows (when there are) the ranker's filter lets through, one per
    /// answer, and the mode that found them: weighted coverage for a question, else every word
    /// (or, when no document has every word, the best partial matches). `given`: the pool the
    /// question's coverage or the query's every-word search found for this ranking, when it could.
    private func rows(
        _ ranker: ResultRanker, isQuestion: Bool, poolSize: Int, rows count: Int, pool given: [(doc: Int, score: Float)]?
    ) -> (rows: [ResultRanker.Ranked], mode: ThresholdSearch.Mode) {
        let terms = ranker.terms
        let filter = ranker.filter.withParents
        func search(_ mode: ThresholdSearch.Mode, size: Int) -> [(doc: Int, score: Float)] {
            let threshold = ThresholdSearch(terms: terms, filter: filter, storage: storage, poolSize: size)
            guard mode == .coverage else { return threshold.run(.all) }
            return CoverageSearch(terms: terms, storage: storage).run([SearchPool(filter: filter, size: size)])?[0] ?? threshold.run(.coverage)
        }
        var mode = ThresholdSearch.Mode.all
        var pool: [(doc: Int, score: Float)]
        if isQuestion {
            mode = .coverage
            pool = given ?? search(.coverage, size: poolSize)
        } else {
            pool = given ?? search(.all, size: poolSize)
            if pool.isEmpty, terms.filter({ !$0.word.isOptional }).count > 1 {
                pool = search(.coverage, size: poolSize)
                if !pool.isEmpty { mode = .coverage }
            }
        }
        let bounds = terms.map { $0.upperBound(storage) }
        // A recipe's hits become one row: while they leave fewer rows than asked for, rank
        // deeper, then search for a larger pool.
        var size = poolSize
        var depth = count + Self.spareRows
        while true {
            let ranking = ranker.rank(pool, mode: mode, limit: depth, groups: count)
            let grouped = AnswerRows.group(ranking.ranked, storage, wordBounds: bounds, reportsTrouble: ranker.reportsTrouble)
            if grouped.count >= count { return (grouped, mode) }
            // Deeper than there are documents ranks nothing more: a damaged index whose scores
            // are not numbers never reports a complete ranking.
            if !ranking.isComplete, depth < storage.documentCount {
                depth *= 2
                continue
            }
            // A pool that was not full holds every match; beside a floor, a short list is the answer.
            guard pool.count == size, size < storage.documentCount, ranker.floor == -.infinity else { return (grouped, mode) }
            size *= 2
            pool = search(mode, size: size)
        }
    }

    /// The hidden rows that would have ranked within the first `page` rows had the filters let
    /// them through, one per recipe, with why they were hidden. A full match beats a partial one.
    private func firstPage(
        hiding candidates: (rows: [ResultRanker.Ranked], mode: ThresholdSearch.Mode),
        among visible: (rows: [ResultRanker.Ranked], mode: ThresholdSearch.Mode), page: Int, _ filter: RecipeRules.Filter
    ) -> [HiddenHit] {
        var hidden: [HiddenHit] = []
        var seen = Set<Int>()
        for row in candidates.rows {
            let recipe = Int(storage.docRecipe[row.doc])
            guard seen.insert(recipe).inserted else { continue }
            // A match of every word ranks above any partial one; else the scores compare.
            let above: Int
            switch (candidates.mode == .all, visible.mode == .all) {
            case (true, false): above = 0
            case (false, true): above = visible.rows.count
            default: above = visible.rows.prefix(while: { $0.score > row.score }).count
            }
            guard above + hidden.count < page else { break }
            hidden.append(hiddenHit(recipe, filter))
        }
        return hidden
    }

    /// Recipe `r` with the reason the filter rejects it, asked of the model's rules.
    private func hiddenHit(_ r: Int, _ filter: RecipeRules.Filter) -> HiddenHit {
        let recipe = storage.rules.recipe(r)
        let reason: HiddenHit.Reason
        if let platform = filter.platform ?? filter.target?.platform, recipe.platform != platform {
            reason = .otherPlatform(recipe.platform)
        } else if let target = filter.target, !recipe.applies(to: target), let minimum = recipe.minimumTarget {
            reason = .needsNewerTarget(minimum)
        } else {
            reason = .replaced(by: recipe.replacements(at: filter.target))
        }
        return HiddenHit(recipeIndex: r, recipeID: recipe.id, wrappedType: recipe.wrapper?.wrappedType, reason: reason)
    }

    /// A query of whitespace only: documents of the wanted kinds in catalog order.
    private func listing(_ query: SearchQuery, _ filter: DocumentFilter) -> SearchResults {
        let builder = HitBuilder(storage: storage)
        var hits: [SearchHit] = []
        for doc in 0..<storage.documentCount where filter.accepts(doc, storage) {
            hits.append(builder.hit(doc: doc, score: 0, match: nil))
            if hits.count == query.limit { break }
        }
        let byTarget = filter.target.map { storage.rules.rejected(by: RecipeRules.Filter(target: $0)) }
        let hidden = byTarget.map { bits in (0..<storage.recipeCount).filter { bits.contains($0) }.count } ?? 0
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
