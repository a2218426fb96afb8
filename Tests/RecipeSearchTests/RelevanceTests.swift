import Testing
import RecipeKit
import RecipeSearch

/// The regression queries of `Bench/house-queries.tsv` against the bundled library.
@Suite struct RelevanceTests {
    @Test func theSetHasAtLeastFortyQueriesWhoseAnswersExist() {
        #expect(LabelledQuery.all.count >= 40)
        for query in LabelledQuery.all {
            let recipe = BundledLibrary.catalog.recipe(id: query.recipeID)
            #expect(recipe != nil, "no recipe \(query.recipeID)")
            if !query.pitfallID.isEmpty { #expect(recipe?.pitfall(id: query.pitfallID) != nil, "no pitfall \(query.pitfallID)") }
        }
    }

    @Test(arguments: LabelledQuery.all)
    func theAnswerIsInTheTopThree(_ query: LabelledQuery) {
        let results = BundledLibrary.index.search(SearchQuery(text: query.text, limit: 10))
        let rank = query.rank(in: results.hits, catalog: BundledLibrary.catalog)
        let top = results.hits.prefix(3).map { hit in
            hit.kind == .pitfall
                ? "\(hit.recipeID)#\(BundledLibrary.catalog.recipes[hit.recipeIndex].pitfalls[hit.pitfallIndex!].id)"
                : "\(hit.recipeID) (\(hit.kind))"
        }
        #expect(rank != nil && rank! <= 3, "\(query.text): rank \(rank.map(String.init) ?? "none"); top 3: \(top)")
    }
}
