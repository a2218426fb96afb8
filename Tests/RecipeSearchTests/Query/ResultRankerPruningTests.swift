import RecipeKit
import Testing

@testable import RecipeSearch

/// The final ranking matches a candidate against its tokens only while its best possible final
/// score (its own values' proximity bound, the subject preference) can still reach the page: the
/// first rows must be exactly those of matching every candidate.
@Suite struct ResultRankerPruningTests {
    @Test func theFirstRowsAreThoseOfRankingEveryCandidate() throws {
        let storage = BundledLibrary.index.storage
        let limit = 13
        var compared = 0
        for query in try EvaluationSet.queries() {
            let words = QueryParser.parse(query).filter { !$0.isOptional }
            guard words.count > 1 else { continue }
            let terms = words.map { PreparedTerm($0, storage: storage) }
            let filter = DocumentFilter(SearchQuery(text: query), emptyText: false, storage: storage)
            let ranker = ResultRanker(terms: terms, storage: storage, filter: filter)
            let pool = ThresholdSearch(terms: terms, filter: filter.withParents, storage: storage, poolSize: 20).run(.coverage)
            let pruned = ranker.rank(pool, mode: .coverage, limit: limit).ranked.prefix(limit)
            let full = ranker.rank(pool, mode: .coverage, limit: Int.max / 2).ranked.prefix(limit)
            #expect(pruned.map(\.doc) == full.map(\.doc), "\(query)")
            #expect(pruned.map(\.score) == full.map(\.score), "\(query)")
            compared += 1
        }
        #expect(compared > 100)
    }

    /// With a floor (the hidden ranking beside a full visible page), the rows that reach it are
    /// exactly those of the ranking without one.
    @Test func aFloorLeavesTheRowsThatReachIt() throws {
        let storage = BundledLibrary.index.storage
        var compared = 0
        for query in try EvaluationSet.queries() {
            let words = QueryParser.parse(query).filter { !$0.isOptional }
            guard words.count > 1 else { continue }
            let terms = words.map { PreparedTerm($0, storage: storage) }
            let filter = DocumentFilter(SearchQuery(text: query), emptyText: false, storage: storage)
            var ranker = ResultRanker(terms: terms, storage: storage, filter: filter)
            let pool = ThresholdSearch(terms: terms, filter: filter.withParents, storage: storage, poolSize: 20).run(.coverage)
            let full = ranker.rank(pool, mode: .coverage, limit: 13).ranked
            guard full.count > 5 else { continue }
            ranker.floor = full[5].score
            let floored = ranker.rank(pool, mode: .coverage, limit: 13).ranked
            let reaching = { (rows: [ResultRanker.Ranked]) in rows.filter { $0.score >= full[5].score }.map(\.doc) }
            #expect(reaching(floored) == reaching(full), "\(query)")
            compared += 1
        }
        #expect(compared > 100)
    }
}
