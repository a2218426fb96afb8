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

    /// A map recipe with a region-change callback, beside a picker recipe whose short pitfall says
    /// "region" and "change" too (a short document outscores a long one word for word).
    private static let spelled: SearchIndex = {
        let map = TestCatalog.recipe(
            "trail-map", title: "A map view for hiking trails", summary: "Wraps MKMapView and follows the visible area of the map.",
            wrapper: Wrapper(protocol: .uiView, typeName: "TrailMap", wrappedType: "MKMapView"),
            pitfalls: [("Pins vanish after zooming out.", "Annotations outside the visible area are reused for other trails.")],
            selectors: ["mapView(_:regionDidChangeAnimated:)", "mapView(_:viewFor:)", "viewForZooming(in:)"])
        let picker = TestCatalog.recipe(
            "city-picker", title: "A wheel of cities grouped by area", summary: "Two dependent wheels.",
            wrapper: Wrapper(protocol: .uiView, typeName: "CityWheel", wrappedType: "UIPickerView"),
            pitfalls: [("The region wheel does not change.", "Picking a region leaves the cities as they were.")])
        return SearchIndex(catalog: Catalog(recipes: [map, picker]))
    }()

    @Test(arguments: ["region did change", "region change delegate", "region did chan", "regionDidChange callback"])
    func aMethodSpelledInWordsIsTheFirstRow(_ text: String) throws {
        let hit = try #require(Self.spelled.search(SearchQuery(text: text)).hits.first)
        #expect(hit.recipeID == "trail-map")
        #expect(hit.kind == .recipe)
        #expect(hit.delegateMethodIndex == 0)
    }

    @Test func aSymptomWordDoesNotSpellAMethod() {
        // "pinch" reaches `viewForZooming(in:)` only through the symptom thesaurus (pinch ↔ zooming).
        let hits = Self.spelled.search(SearchQuery(text: "pinch view")).hits
        #expect(hits.allSatisfy { $0.delegateMethodIndex == nil })
    }
}
