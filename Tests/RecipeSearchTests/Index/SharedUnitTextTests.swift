import Testing
import RecipeKit
@testable import RecipeSearch

/// Units with the same text are stored once (one body, its occurrences coded once), and every
/// document that includes one still finds, highlights and quotes it in its own place.
@Suite struct SharedUnitTextTests {
    static let sharedPitfall = (title: "The region loops.", text: "The delegate writes the binding and the zorbly widget wobbles forever.")
    static let catalog = Catalog(recipes: [
        TestCatalog.recipe("first-map", title: "A first map", summary: "Let the map return to the user.", pitfalls: [sharedPitfall], tags: ["map"]),
        TestCatalog.recipe(
            "second-map", title: "A second map", pitfalls: [("Pins flicker.", "Redraws."), sharedPitfall], tags: ["map"],
            code: ["Let the map return to the user."])
    ])

    @Test func aRepeatedPitfallAndTagAreStoredOnce() {
        let storage = SearchIndex(catalog: Self.catalog).storage
        let units = storage.unitField.indices
        let pitfallTexts = units.filter { storage.unitField[$0] == .pitfallText && storage.bodyText[Int(storage.unitBody[$0])].contains("zorbly") }
        let tags = units.filter { storage.unitField[$0] == .tag }
        #expect(pitfallTexts.count == 2 && Set(pitfallTexts.map { storage.unitBody[$0] }).count == 1)
        #expect(tags.count == 2 && Set(tags.map { storage.unitBody[$0] }).count == 1)
        #expect(storage.bodyText.count < storage.unitField.count)
    }

    @Test func eachRecipeFindsAndHighlightsTheSharedPitfallInItsOwnPlace() throws {
        let hits = SearchIndex(catalog: Self.catalog).search(SearchQuery(text: "zorbly wobbles")).hits.filter { $0.kind == .pitfall }
        #expect(Set(hits.map { "\($0.recipeID)#\($0.pitfallIndex!)" }) == ["first-map#0", "second-map#1"])
        let text = Self.catalog.recipes[0].pitfalls[0].text
        let zorbly = try #require(text.range(of: "zorbly")).lowerBound.utf16Offset(in: text)
        for hit in hits {
            let highlight = try #require(hit.highlights.first { $0.field == .pitfallText })
            #expect(highlight.element == (hit.recipeID == "first-map" ? 0 : 1))
            #expect(highlight.utf16Ranges.contains(zorbly..<(zorbly + 6)))
        }
    }

    @Test func theSameTextInCodeAndInProseIsTokenizedEachWay() {
        // "return" is a Swift keyword: left out of code, kept in a summary.
        let hits = SearchIndex(catalog: Self.catalog).search(SearchQuery(text: "return")).hits
        #expect(hits.map(\.recipeID) == ["first-map"])
        #expect(hits.first?.highlights.map(\.field) == [.summary])
    }

    @Test func codedOccurrencesComeBackAsTheyWere() {
        let occurrences = [
            Occurrence(start: 3, position: 1, length: 5, span: 1), Occurrence(start: 3, position: 1, length: 200, span: 4),
            Occurrence(start: 70_000, position: 65535, length: 64, span: 1)
        ]
        var bytes: [UInt8] = []
        occurrences.withUnsafeBufferPointer { OccurrenceCode.append($0, to: &bytes) }
        var decoded: [Occurrence] = []
        bytes.withUnsafeBufferPointer { OccurrenceCode.forEach(in: $0, 0..<$0.count) { decoded.append($0) } }
        #expect(
            decoded.map { [$0.start, UInt32($0.position), UInt32($0.length), UInt32($0.span)] }
                == occurrences.map { [$0.start, UInt32($0.position), UInt32($0.length), UInt32($0.span)] })
    }

    @Test func damagedCodeIsReadOnlyWithinItsRange() {
        // Every byte a continuation: each number runs to the end of the range, and reading stops there.
        let bytes = [UInt8](repeating: 0xFF, count: 64)
        var count = 0
        bytes.withUnsafeBufferPointer { OccurrenceCode.forEach(in: $0, 8..<20) { _ in count += 1 } }
        #expect(count == 1)
    }
}
