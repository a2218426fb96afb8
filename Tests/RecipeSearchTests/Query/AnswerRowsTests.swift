import RecipeKit
import RecipeSearch
import Testing

/// One answer, one row: a matching pitfall is the hit, and its recipe is not a second one.
@Suite struct AnswerRowsTests {
    @Test func aMatchingPitfallReplacesItsRecipesRow() {
        let hits = QuestionFixtures.index.search(SearchQuery(text: "share sheet crashes ipad")).hits
        #expect(hits.first.map { QuestionFixtures.key($0, QuestionFixtures.catalog) } == "share-sheet#p0")
        #expect(!hits.contains { $0.recipeID == "share-sheet" && $0.kind == .recipe })
    }

    @Test func aQueryAboutTheRecipeAsAWholeKeepsTheRecipesRow() {
        // The pitfalls carry the title as context only: the recipe is the answer.
        let hits = QuestionFixtures.index.search(SearchQuery(text: "SFSafariViewController in-app browser")).hits
        #expect(hits.first?.kind == .recipe)
        #expect(hits.first?.recipeID == "safari-view")
    }

    /// A recipe's first rows are one run; a recipe with more rows has them in at most two runs.
    @Test func aRecipesFirstRowsStayTogether() {
        let hits = QuestionFixtures.index.search(SearchQuery(text: "update view", limit: 20)).hits
        var runs: [String: [Int]] = [:]  // each recipe's run lengths, in order
        var current: String?
        for hit in hits {
            if hit.recipeID != current { runs[hit.recipeID, default: []].append(0) }
            runs[hit.recipeID]![runs[hit.recipeID]!.count - 1] += 1
            current = hit.recipeID
        }
        #expect(!runs.isEmpty)
        for (recipe, lengths) in runs {
            #expect(lengths.count <= 2, "\(recipe) appears in \(lengths.count) places")
            if lengths.count == 2 { #expect(lengths[0] == 3, "\(recipe): \(lengths)") }
        }
    }

    /// One recipe whose pitfalls all share the query's common words does not fill the page: its
    /// first three rows stay together, another recipe's answer comes next, and its further rows
    /// follow, none dropped.
    @Test func oneRecipeDoesNotFillThePage() {
        let player = TestCatalog.recipe(
            "player", title: "A video player", summary: "Plays a video.",
            pitfalls: (0..<6).map { ("The wrong video is restored \($0).", "When the app returns, the player picks the wrong video.") })
        let sidebar = TestCatalog.recipe(
            "sidebar", title: "A split view", summary: "A sidebar and a detail pane.",
            pitfalls: [("The sidebar is not restored.", "The divider goes back to its default position.")])
        let fillers = (0..<12).map { TestCatalog.recipe("plain-\($0)", title: "A plain label \($0)", summary: "Shows some text.") }
        let catalog = Catalog(recipes: [player, sidebar] + fillers)
        let hits = SearchIndex(catalog: catalog).search(SearchQuery(text: "sidebar wrong video restored returns", limit: 10)).hits
        let keys = hits.map { QuestionFixtures.key($0, catalog) }
        #expect(keys.firstIndex(of: "sidebar#p0").map { $0 < 4 } == true, "\(keys)")
        #expect(Set(keys.filter { $0.hasPrefix("player#") }).count == 6, "\(keys)")
    }

    /// A recipe's further row with query words its first rows do not say is another answer, not
    /// more of the same: it ranks by its score among the other recipes' rows. Here the pitfalls
    /// that repeat the recipe's rare name come first in its group, and the one that flickers
    /// follows them rather than every candle's row.
    @Test func aFurtherRowWithWordsOfItsOwnRanksByItsScore() {
        let lantern = TestCatalog.recipe(
            "lantern", title: "Lantern view", summary: "Draws a hanging lantern.",
            pitfalls: [
                ("The lantern glass turns grey.", "A lantern drawn once keeps its first glass colour."),
                ("The lantern handle disappears.", "A resized lantern loses its handle."),
                ("The lantern shadow is cut off.", "The lantern's shadow is clipped by its frame."),
                ("The lantern loses its colour.", "A lantern in dark mode keeps its light tint."),
                ("The flame flickers on every update.", "Redrawing the flame in each update makes it flicker.")
            ])
        let candles = (0..<8).map { i in
            TestCatalog.recipe(
                "candle-\(i)", title: "Candle view \(i)", summary: "Draws a candle.",
                pitfalls: [("Wax drips in case \(i).", "Unlike a lantern, a candle may flicker a little when redrawn.")])
        }
        // Flickering is common, lanterns are rare: the lantern's name is its pitfalls' rarest word.
        let banners = (0..<30).map { i in
            TestCatalog.recipe(
                "banner-\(i)", title: "Banner view \(i)", summary: "Shows a banner.",
                pitfalls: [("The banner may flicker \(i).", "A banner redrawn on every update flickers.")])
        }
        let catalog = Catalog(recipes: [lantern] + candles + banners)
        let hits = SearchIndex(catalog: catalog).search(SearchQuery(text: "lantern flicker", limit: 10)).hits
        let keys = hits.map { QuestionFixtures.key($0, catalog) }
        #expect(keys.firstIndex(of: "lantern#p4").map { $0 < 4 } == true, "\(keys)")
    }

    /// A query that names a recipe asks for the recipe, unless it also says something goes wrong
    /// ("not working", "broken", "fix:"): then the recipe's pitfalls that match are its rows.
    @Test func aNamedRecipeWithTroubleShowsItsPitfalls() {
        let stamp = TestCatalog.recipe(
            "rubber-stamp", title: "Rubber stamp view", summary: "Shows a rubber stamp over a document.",
            wrapper: Wrapper(protocol: .uiView, typeName: "StampView", wrappedType: "RubberStampView"),
            pitfalls: [
                ("The stamp ink never dries.", "A rubber stamp drawn before layout keeps its wet ink."),
                ("Rotation loses the angle.", "The stamp forgets its tilt.")
            ])
        let index = SearchIndex(catalog: Catalog(recipes: [stamp]))
        let named = index.search(SearchQuery(text: "rubber stamp")).hits
        #expect(named.map(\.kind) == [.recipe])
        for text in ["rubber stamp not working", "rubber stamp broken", "fix: rubber stamp"] {
            let hits = index.search(SearchQuery(text: text)).hits
            #expect(hits.first?.kind == .pitfall, "\(text): \(hits.map(\.kind))")
            #expect(hits.first?.pitfallIndex == 0, "\(text)")
        }
    }

    /// A recipe the query names takes all of its matching pitfalls into its one row; the page is
    /// then filled with the further answers, never left short while there are more.
    @Test func aNamedRecipesMergedHitsLeaveNoShortPage() {
        let named = TestCatalog.recipe(
            "zebra", title: "Zebra stripes view", summary: "Draws zebra stripes behind a SwiftUI view.",
            wrapper: Wrapper(protocol: .uiView, typeName: "Stripes", wrappedType: "ZebraView"),
            pitfalls: (0..<16).map { ("Zebra stripes flicker in case \($0).", "The zebra view redraws its stripes.") }, tags: ["zebra"])
        let others = (0..<12).map { i in
            TestCatalog.recipe(
                "plain-\(i)", title: "Plain view number \(i)", summary: "A plain view.",
                wrapper: Wrapper(protocol: .uiView, typeName: "Plain\(i)", wrappedType: "UIView"),
                pitfalls: [("Colours fade.", "A zebra pattern in the background fades after a while.")])
        }
        let index = SearchIndex(catalog: Catalog(recipes: [named] + others))
        for text in ["zebra", "zebra view"] {
            let hits = index.search(SearchQuery(text: text, limit: 10)).hits
            #expect(hits.count == 10, "\(text): \(hits.count) hits")
            #expect(hits.first?.recipeID == "zebra")
        }
    }

    /// Over every real question of `Bench/queries.tsv`, a page is as full as a longer page of the
    /// same query shows it could be.
    @Test func noQueryOfTheEvaluationSetGetsAShortPage() throws {
        for query in try EvaluationSet.queries() {
            let page = BundledLibrary.index.search(SearchQuery(text: query, limit: 10)).hits
            let longer = BundledLibrary.index.search(SearchQuery(text: query, limit: 30)).hits
            #expect(page.count == min(10, longer.count), "\(query): \(page.count) hits, \(longer.count) on a longer page")
        }
    }

    /// Over every real question of `Bench/queries.tsv`, no pitfall is printed twice: not as two
    /// hits, and not as a hit and again as the snippet of its recipe's hit.
    @Test func noQueryOfTheEvaluationSetShowsAPitfallTwice() throws {
        let queries = try EvaluationSet.queries()
        #expect(queries.count >= 150)
        for query in queries {
            let hits = BundledLibrary.index.search(SearchQuery(text: query, limit: 10)).hits
            var shown: Set<String> = []
            for hit in hits {
                if let p = hit.pitfallIndex {
                    #expect(shown.insert("\(hit.recipeID)#\(p)").inserted, "\(query): pitfall \(hit.recipeID)#\(p) twice")
                }
            }
            for hit in hits where hit.kind == .recipe && hit.snippet.field == .pitfallText {
                #expect(
                    !shown.contains("\(hit.recipeID)#\(hit.snippet.element)"),
                    "\(query): the snippet of \(hit.recipeID) repeats a pitfall that is a hit")
            }
        }
    }
}
