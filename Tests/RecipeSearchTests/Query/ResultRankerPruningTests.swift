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

    /// 30 copies of one recipe whose titles (numbered backwards) order them unlike the documents.
    static let copies: SearchIndex = {
        let recipes = (0..<30).map { c in
            TestCatalog.recipe(
                "safari-\(c)", title: "Safari view \(29 - c)", summary: "A safari view for a login page.",
                wrapper: Wrapper(protocol: .uiViewController, typeName: "SafariSheet\(c)", wrappedType: "SFSafariViewController"),
                pitfalls: [
                    (title: "Sheet \(29 - c) does not dismiss.", text: "The safari view stays up after the login."),
                    (title: "Blank page \(29 - c) first.", text: "Nothing renders until the page loads.")
                ])
        }
        return SearchIndex(catalog: Catalog(recipes: recipes))
    }()

    /// On a catalog of copies, dozens of candidates tie at the page's weakest score; the ones the
    /// ranking keeps, and their order, are those of matching every candidate (equal scores by
    /// title, then document).
    @Test(arguments: ["safari sheet does not dismiss after login", "safari view stays up after the login", "blank page before it loads"])
    func copiesThatTieRankAsWhenEveryCandidateIsMatched(_ question: String) throws {
        let storage = Self.copies.storage
        let words = CompoundWords.split(QueryParser.parse(question), storage.vocabulary).filter { !$0.isOptional }
        let terms = words.map { PreparedTerm($0, storage: storage) }
        let filter = DocumentFilter(SearchQuery(text: question), emptyText: false, storage: storage)
        let ranker = ResultRanker(terms: terms, storage: storage, filter: filter)
        let pool = ThresholdSearch(terms: terms, filter: filter.withParents, storage: storage, poolSize: 90).run(.coverage)
        let full = ranker.rank(pool, mode: .coverage, limit: Int.max / 2).ranked
        // The page's weakest score is shared by copies beyond it: ties are what is tested.
        #expect(full.count > 13 && full[13].score == full[12].score, "\(question)")
        for i in full.indices.dropFirst() where full[i].score == full[i - 1].score {
            #expect((storage.docTitleRank[full[i - 1].doc], full[i - 1].doc) < (storage.docTitleRank[full[i].doc], full[i].doc))
        }
        for limit in [1, 5, 13] {
            let pruned = ranker.rank(pool, mode: .coverage, limit: limit).ranked.prefix(limit)
            #expect(pruned.map(\.doc) == full.prefix(limit).map(\.doc), "\(question) limit \(limit)")
            #expect(pruned.map(\.score) == full.prefix(limit).map(\.score), "\(question) limit \(limit)")
        }
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

    /// Children are matched for the first `groups` groups only: the rows of those groups, all a
    /// page shows, are exactly those of filling in every group.
    @Test func theFirstGroupsAreThoseOfFillingInEveryGroup() throws {
        var cut = 0
        let compared = try Self.forEachQuestion { query, ranker, pool in
            let bounds = ranker.terms.map { $0.upperBound(ranker.storage) }
            let every = ranker.rank(pool, mode: .coverage, limit: 13).ranked
            let first = ranker.rank(pool, mode: .coverage, limit: 13, groups: 3).ranked
            if first.count < every.count { cut += 1 }
            let rows = { (ranked: [ResultRanker.Ranked]) in
                AnswerRows.group(ranked, ranker.storage, wordBounds: bounds, reportsTrouble: ranker.reportsTrouble)
            }
            let (all, few) = (rows(every), rows(first))
            let groups = Set(all.map { ranker.storage.docRecipe[$0.doc] }.prefix(3))
            let shown = { (rows: [ResultRanker.Ranked]) in rows.filter { groups.contains(ranker.storage.docRecipe[$0.doc]) } }
            #expect(shown(few).map(\.doc) == shown(all).map(\.doc), "\(query)")
            #expect(shown(few).map(\.score) == shown(all).map(\.score), "\(query)")
            #expect(few.count >= min(3, all.count), "\(query)")
        }
        #expect(compared > 100)
        #expect(cut > 10)
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
