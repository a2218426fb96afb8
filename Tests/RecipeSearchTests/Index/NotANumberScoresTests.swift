import RecipeKit
import Testing

@testable import RecipeSearch

/// A damaged index can hold impacts that are not numbers (the bulk of a large index is not
/// checksummed): no ranking over them is ever complete, and a search must still end, with or
/// without hits, instead of ranking ever deeper.
@Suite struct NotANumberScoresTests {
    @Test(arguments: [Float.nan, -Float.infinity])
    func impactsThatAreNotNumbersEndTheSearch(_ value: Float) {
        let built = BundledLibrary.index.storage
        let damaged = IndexStorage(
            IndexStorage.Parts(
                vocabulary: built.vocabulary, directory: built.directory, tokenCount: built.tokenCount, unitBody: built.unitBody,
                unitField: built.unitField, unitElement: built.unitElement, docKind: built.docKind, docRecipe: built.docRecipe,
                docElement: built.docElement, documentUnits: built.documentUnits, recipeDoc: built.recipeDoc,
                docTitleRank: built.docTitleRank, bodyText: built.bodyText, bodyTermStart: built.bodyTermStart, bodyTerm: built.bodyTerm,
                bodyTermOccurrenceStart: built.bodyTermOccurrenceStart, occurrences: built.occurrences, forwardStart: built.forwardStart,
                forwardTerm: built.forwardTerm, forwardImpact: Column([Float](repeating: value, count: built.forwardImpact.count)),
                postingStart: built.postingStart, postingDoc: built.postingDoc,
                postingImpact: Column([Float](repeating: value, count: built.postingImpact.count))))
        let index = SearchIndex(storage: damaged)
        for text in ["map region loops", "share sheet crashes on iPad when presented from SwiftUI", "cursor", "regionDidChange"] {
            let results = index.search(SearchQuery(text: text, limit: 10))
            #expect(results.hits.count <= 10, "\(text)")
        }
    }
}
