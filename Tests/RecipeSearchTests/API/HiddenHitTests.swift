import RecipeKit
import RecipeSearch
import Testing

/// Filters say what they hide: the engine returns the recipes it left out of the first page, and why.
@Suite struct HiddenHitTests {
    private let ios16 = DeploymentTarget(platform: .iOS, version: OSVersion(16))

    @Test func aStillNeededFilterNamesTheReplacement() throws {
        let results = QuestionFixtures.index.search(SearchQuery(text: "share sheet ipad crash", target: ios16, needsWrapper: true))
        #expect(!results.hits.contains { $0.recipeID == "share-sheet" })
        let hidden = try #require(results.hidden.first)
        #expect(hidden.recipeID == "share-sheet")
        #expect(hidden.reasonText == "replaced by ShareLink (iOS 16+)")
        #expect(
            HiddenHit.summary(results.hidden, target: ios16)
                == "1 hidden at iOS 16 · still needed: UIActivityViewController, replaced by ShareLink (iOS 16+)")
    }

    @Test func aTargetNamesTheVersionOrPlatformARecipeNeeds() {
        let ios12 = DeploymentTarget(platform: .iOS, version: OSVersion(12))
        let tooOld = TestCatalog.index.search(SearchQuery(text: "region loops", target: ios12))
        #expect(tooOld.hits.isEmpty)
        #expect(tooOld.hidden.map(\.reasonText) == ["needs iOS 13"])
        let mac = TestCatalog.index.search(SearchQuery(text: "cursor jumps", target: DeploymentTarget(platform: .macOS, version: OSVersion(14))))
        #expect(mac.hits.map(\.recipeID) == ["nstextview"])
        #expect(mac.hidden.map(\.recipeID) == ["uitextview"])
        #expect(mac.hidden.map(\.reasonText) == ["for iOS"])
    }

    @Test func nothingIsReportedWithoutFiltersOrWhenNothingWasHidden() {
        #expect(QuestionFixtures.index.search(SearchQuery(text: "share sheet ipad crash")).hidden.isEmpty)
        // The share sheet applies at iOS 16 (without the still-needed filter), so nothing is hidden.
        #expect(QuestionFixtures.index.search(SearchQuery(text: "share sheet ipad crash", target: ios16)).hidden.isEmpty)
    }

    @Test func aHiddenRecipeBelowTheFirstPageIsNotReported() {
        let many = (0..<12).map { i in
            TestCatalog.recipe("visible\(i)", title: "Region loop number \(i)", pitfalls: [("The region loops \(i).", "Region loop text.")])
        }
        let hiddenOne = TestCatalog.recipe(
            "hidden", title: "Something else", summary: "a region that loops", minimum: DeploymentTarget(platform: .iOS, version: OSVersion(18)))
        let index = SearchIndex(catalog: Catalog(recipes: many + [hiddenOne]))
        let results = index.search(SearchQuery(text: "region loops", target: ios16, limit: 10))
        #expect(results.hits.count == 10)
        #expect(results.hidden.isEmpty)
        #expect(results.hiddenByTarget == 1)
    }
}
