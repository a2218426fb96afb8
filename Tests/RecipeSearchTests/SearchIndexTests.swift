import Testing
import RecipeKit
import RecipeSearch

@Suite struct SearchIndexTests {
    let index = TestCatalog.index

    private func search(
        _ text: String, kinds: Set<SearchHit.Kind> = [], target: String? = nil,
        needsWrapper: Bool = false, platform: Platform? = nil
    ) -> SearchResults {
        index.search(
            SearchQuery(
                text: text, target: target.flatMap(DeploymentTarget.init(parsing:)), needsWrapper: needsWrapper,
                platform: platform, kinds: kinds))
    }

    private func ids(_ results: SearchResults) -> [String] {
        results.hits.map { $0.kind == .pitfall ? "\($0.recipeID)#\($0.pitfallIndex!)" : "\($0.recipeID):\($0.kind.rawValue)" }
    }

    @Test func aTypoFindsThePitfall() {
        let results = search("keybaord covers text")
        #expect(ids(results).first == "uitextview#1")
        #expect(!results.isPartial)
    }

    @Test func theLastWordMatchesAsAPrefixOnlyWhileTyping() {
        #expect(ids(search("canSen")).prefix(2).contains("mail-compose#0"))
        #expect(search("canSen ").hits.isEmpty)
    }

    @Test func exactBeatsPrefixBeatsTypo() {
        let catalog = Catalog(recipes: [
            TestCatalog.recipe("typo", title: "Anchar points"),
            TestCatalog.recipe("prefix", title: "Anchoring points"),
            TestCatalog.recipe("exact", title: "Anchor points")
        ])
        let hits = SearchIndex(catalog: catalog).search(SearchQuery(text: "anchor")).hits.map(\.recipeID)
        #expect(hits == ["exact", "prefix", "typo"])
    }

    @Test func quotedPhrasesMatchExactlyAndInOrder() {
        let catalog = Catalog(recipes: [
            TestCatalog.recipe("order", title: "Jumps the cursor"),
            TestCatalog.recipe("phrase", title: "The cursor jumps")
        ])
        let index = SearchIndex(catalog: catalog)
        #expect(index.search(SearchQuery(text: "\"cursor jumps\"")).hits.map(\.recipeID) == ["phrase"])
        #expect(Set(index.search(SearchQuery(text: "cursor jumps")).hits.map(\.recipeID)) == ["order", "phrase"])
        #expect(index.search(SearchQuery(text: "cursor jumps")).hits.first?.recipeID == "phrase")
        #expect(index.search(SearchQuery(text: "\"cursor jump\"")).hits.isEmpty)
    }

    @Test func allWordsMustMatchElseTheBestPartialMatchesAreFlagged() {
        let full = search("region loops")
        #expect(!full.isPartial)
        #expect(Set(full.hits.map(\.recipeID)) == ["mkmapview"])
        let partial = search("region zzqxv")
        #expect(partial.isPartial)
        #expect(partial.hits.first?.recipeID == "mkmapview")
    }

    @Test func theTargetExcludesRecipesInsideTheSearchAndCountsThem() {
        let all = search("cursor jumps")
        #expect(Set(all.hits.map(\.recipeID)) == ["uitextview", "nstextview"])
        #expect(all.hiddenByTarget == 0)
        let ios16 = search("cursor jumps", target: "ios16")
        #expect(ios16.hits.isEmpty)  // UITextView needs iOS 17, NSTextView is macOS
        #expect(ios16.hiddenByTarget == 2)
        let ios17 = search("cursor jumps", target: "ios17")
        #expect(Set(ios17.hits.map(\.recipeID)) == ["uitextview"])
        #expect(ios17.hiddenByTarget == 1)
    }

    @Test func needsWrapperKeepsRecipesWithoutANativeReplacement() {
        #expect(search("map", target: "ios17", needsWrapper: true).hits.isEmpty)
        #expect(!search("map", target: "ios16", needsWrapper: true).hits.isEmpty)
    }

    @Test func platformAndKindFilters() {
        #expect(Set(search("cursor", platform: .macOS).hits.map(\.recipeID)) == ["nstextview"])
        let pitfalls = search("cursor", kinds: [.pitfall])
        #expect(!pitfalls.hits.isEmpty)
        #expect(pitfalls.hits.allSatisfy { $0.kind == .pitfall })
        #expect(search("Map with MapContentBuilder", kinds: [.preferNative]).hits.map(\.kind) == [.preferNative])
    }

    @Test func highlightsAreRangesIntoTheOriginalTextIncludingTypos() throws {
        let hit = try #require(search("keybaord covers").hits.first)
        let recipe = TestCatalog.catalog.recipes[hit.recipeIndex]
        let title = try #require(hit.highlights.first { $0.field == .pitfallTitle })
        let text = try #require(SearchField.pitfallTitle.text(of: recipe, element: title.element))
        #expect(title.ranges(in: text).map { String(text[$0]) } == ["keyboard", "covers"])
    }

    @Test func highlightsOfCamelCasePartsCoverThePartOnly() throws {
        let hit = try #require(search("map view").hits.first { $0.highlights.contains { $0.field == .wrappedType } })
        let wrapped = try #require(hit.highlights.first { $0.field == .wrappedType })
        #expect(wrapped.utf16Ranges == [2..<9])  // "MapView" in "MKMapView", joined because adjacent
    }

    @Test func highlightsSurviveNonASCIIText() throws {
        let catalog = Catalog(recipes: [TestCatalog.recipe("emoji", title: "🗺 Café région loops")])
        let hit = try #require(SearchIndex(catalog: catalog).search(SearchQuery(text: "region loop")).hits.first)
        let title = try #require(hit.highlights.first { $0.field == .title })
        let text = "🗺 Café région loops"
        #expect(title.ranges(in: text).map { String(text[$0]) } == ["région", "loops"])
    }

    @Test func snippetsCutLongTextAroundTheMatch() throws {
        let filler = String(repeating: "Lorem ipsum dolor sit amet. ", count: 20)
        let catalog = Catalog(recipes: [
            TestCatalog.recipe("long", title: "Long", pitfalls: [("Long one.", filler + "Then the scrollview bounces.\n\n" + filler)])
        ])
        let hit = try #require(SearchIndex(catalog: catalog).search(SearchQuery(text: "bounces", kinds: [.pitfall])).hits.first)
        #expect(hit.snippet.field == .pitfallText)
        #expect(hit.snippet.text.hasPrefix("…") && hit.snippet.text.hasSuffix("…"))
        #expect(hit.snippet.text.utf16.count <= 170)
        #expect(hit.snippet.ranges.map { String(hit.snippet.text[$0]) } == ["bounces"])
        #expect(!hit.snippet.text.contains("\n"))
    }

    @Test func selectorsAndCamelCaseQueries() {
        #expect(search("regionDidChange").hits.first?.recipeID == "mkmapview")
        #expect(search("mapView(_:regionDidChangeAnimated:)").hits.first?.recipeID == "mkmapview")
    }

    @Test func theGenerationIsEchoedAndEqualInputGivesEqualOutput() {
        let query = SearchQuery(text: "text", generation: 41)
        let a = index.search(query), b = index.search(query)
        #expect(a.generation == 41)
        #expect(a.hits == b.hits)
    }

    @Test func anEmptyQueryListsRecipesInCatalogOrder() {
        #expect(search("").hits.map(\.recipeID) == ["mkmapview", "uitextview", "mail-compose", "nstextview"])
        #expect(search("", target: "ios16").hiddenByTarget == 2)
        #expect(search("", kinds: [.pitfall]).hits.count == 6)
    }

    @Test func tiesBreakByFieldThenTitle() {
        let catalog = Catalog(recipes: [
            TestCatalog.recipe("b", title: "Beta", tags: ["spinner"]),
            TestCatalog.recipe("a", title: "Alpha", tags: ["spinner"])
        ])
        #expect(SearchIndex(catalog: catalog).search(SearchQuery(text: "spinner")).hits.map(\.recipeID) == ["a", "b"])
    }

    @Test func aLargeCatalogIsIndexedInParallelWithTheSameResults() {
        var recipes: [Recipe] = []
        for i in 0..<400 {
            recipes.append(
                TestCatalog.recipe("r\(i)", title: "Wrapper number \(i)", pitfalls: [("Pitfall \(i).", "Text of \(i).")], tags: ["common"]))
        }
        recipes.append(TestCatalog.map)
        let index = SearchIndex(catalog: Catalog(recipes: recipes))
        #expect(index.search(SearchQuery(text: "region loops")).hits.first?.recipeID == "mkmapview")
        #expect(index.search(SearchQuery(text: "wrapper 217")).hits.first?.recipeID == "r217")
        #expect(index.search(SearchQuery(text: "common", limit: 5)).hits.count == 5)
        #expect(index.search(SearchQuery(text: "c", limit: 5)).hits.count == 5)
    }
}
