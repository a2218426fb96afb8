import RecipeKit
import Testing

@testable import RecipeSearch

/// The final ranking matches a candidate against its tokens only while its best possible final
/// score (its own values' proximity bound, the subject preference) can still reach the page: the
/// first rows must be exactly those of matching every candidate.
@Suite struct ResultRankerPruningTests {
    @Test func theFirstRowsAreThoseOfRankingEveryCandidate() throws {
        let limit = 13
        let compared = try Self.forEachQuestion { query, ranker, pool in
            let pruned = ranker.rank(pool, mode: .coverage, limit: limit).ranked.prefix(limit)
            let full = ranker.rank(pool, mode: .coverage, limit: Int.max / 2).ranked.prefix(limit)
            #expect(pruned.map(\.doc) == full.map(\.doc), "\(query)")
            #expect(pruned.map(\.score) == full.map(\.score), "\(query)")
        }
        #expect(compared > 100)
    }

    /// With a floor (the hidden ranking beside a full visible page), the rows that reach it are
    /// exactly those of the ranking without one.
    @Test func aFloorLeavesTheRowsThatReachIt() throws {
        let compared = try Self.forEachQuestion { query, ranker, pool in
            let full = ranker.rank(pool, mode: .coverage, limit: 13).ranked
            guard full.count > 5 else { return }
            var floored = ranker
            floored.floor = full[5].score
            let reaching = { (rows: [ResultRanker.Ranked]) in rows.filter { $0.score >= full[5].score }.map(\.doc) }
            #expect(reaching(floored.rank(pool, mode: .coverage, limit: 13).ranked) == reaching(full), "\(query)")
        }
        #expect(compared > 100)
    }

    /// Calls `body` with the ranker and the weighted-coverage pool of every question of the
    /// evaluation set of more than one meaningful word, over the bundled library; how many.
    private static func forEachQuestion(
        _ body: (_ query: String, _ ranker: ResultRanker, _ pool: [(doc: Int, score: Float)]) -> Void
    ) throws -> Int {
        let storage = BundledLibrary.index.storage
        var count = 0
        for query in try EvaluationSet.queries() {
            let words = QueryParser.parse(query).filter { !$0.isOptional }
            guard words.count > 1 else { continue }
            let terms = words.map { PreparedTerm($0, storage: storage) }
            let filter = DocumentFilter(SearchQuery(text: query), emptyText: false, storage: storage)
            let ranker = ResultRanker(terms: terms, storage: storage, filter: filter)
            body(query, ranker, ThresholdSearch(terms: terms, filter: filter.withParents, storage: storage, poolSize: 20).run(.coverage))
            count += 1
        }
        return count
    }
}
