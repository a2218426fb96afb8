import RecipeKit
import RecipeSearch
import Testing

/// The delegate method someone names is an answer of its own: the recipe's hit points at it.
@Suite struct DelegateMethodHitTests {
    @Test func aSelectorBeingTypedLandsOnTheDelegateMethod() throws {
        let hit = try #require(TestCatalog.index.search(SearchQuery(text: "regionDidChange")).hits.first)
        #expect(hit.recipeID == "mkmapview")
        #expect(hit.kind == .recipe)
        #expect(hit.delegateMethodIndex == 0)
        let about = TestCatalog.index.describe(hit)
        #expect(about.delegateSelector == "mapView(_:regionDidChangeAnimated:)")
        #expect(about.line == 1)  // TestCatalog's delegate methods are on line 1
    }

    @Test func aQueryNotAllInOneSelectorIsNotADelegateEntry() {
        let hits = TestCatalog.index.search(SearchQuery(text: "region loops")).hits
        #expect(!hits.isEmpty)
        #expect(hits.allSatisfy { $0.delegateMethodIndex == nil })
    }
}
