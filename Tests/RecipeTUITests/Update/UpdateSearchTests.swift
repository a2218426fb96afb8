import RecipeKit
import Testing
@testable import RecipeTUI
import RecipeTUIHarness

@Suite struct UpdateSearchTests {
    private let size = TerminalSize(columns: 100, rows: 30)

    private func request(_ effect: Effect) -> SearchRequest? {
        if case .search(let request) = effect { return request }
        return nil
    }

    @Test func typingAsksForASearchWithANewerGenerationEachKey() {
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        _ = update(&state, .key(.character("/")))
        #expect(state.browse.isEditing)
        let first = request(update(&state, .key(.character("m"))))
        let second = request(update(&state, .key(.character("a"))))
        #expect(first?.text == "m")
        #expect(second?.text == "ma")
        #expect(second!.generation > first!.generation)
        #expect(second?.scope == .recipesAndPitfalls)
        #expect(state.browse.isSearching)
    }

    @Test func anOlderSearchIsDroppedWhenANewerOneWasAskedFor() {
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        _ = update(&state, .key(.character("/")))
        let old = request(update(&state, .key(.character("m"))))!
        let new = request(update(&state, .key(.character("a"))))!
        let stale = SearchOutcome(
            rows: [ListRow(recipeIndex: 3)], terms: ["m"], hidden: HiddenByTarget(),
            scope: .recipesAndPitfalls, generation: old.generation)
        _ = update(&state, .searchCompleted(stale))
        #expect(state.browse.rows.count == 4)
        #expect(state.browse.isSearching)
        let fresh = SearchOutcome(
            rows: [ListRow(recipeIndex: 0), ListRow(recipeIndex: 0, kind: .pitfall(1))], terms: ["ma"],
            hidden: HiddenByTarget(), scope: .recipesAndPitfalls, generation: new.generation)
        _ = update(&state, .searchCompleted(fresh))
        #expect(state.browse.rows == fresh.rows)
        #expect(state.browse.terms == ["ma"])
        #expect(!state.browse.isSearching)
    }

    @Test func escapeClearsTheQueryAndRestoresTheList() {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: size)
        driver.press(.character("/"))
        driver.type("cursor")
        #expect(driver.state.browse.rows.count < 4)
        driver.press(.escape)
        #expect(driver.state.browse.query == "")
        #expect(!driver.state.browse.isEditing)
        #expect(driver.state.browse.rows.count == 4)
        #expect(driver.state.browse.terms.isEmpty)
    }

    @Test func editingKeys() {
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        _ = update(&state, .key(.character("/")))
        for character in "map region" { _ = update(&state, .key(.character(character))) }
        _ = update(&state, .key(.control("w")))
        #expect(state.browse.query == "map ")
        _ = update(&state, .key(.backspace))
        #expect(state.browse.query == "map")
        _ = update(&state, .key(.control("u")))
        #expect(state.browse.query == "")
        #expect(state.browse.rows.count == 4)
    }

    @Test func searchFindsAPitfallWithATypoAndEnterOpensTheRecipeAtIt() throws {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: size)
        driver.press(.character("/"))
        driver.type("regoin loop")
        let rows = driver.state.browse.rows
        let index = try #require(
            rows.firstIndex(of: ListRow(recipeIndex: 0, kind: .pitfall(0))),
            "the region-loop pitfall is a hit: \(rows)")
        while driver.state.browse.selection < index { driver.press(.down) }
        driver.press(.enter)
        #expect(driver.state.focus == .detail)
        #expect(!driver.state.browse.isEditing)
        let document = driver.state.detailDocument!
        #expect(driver.state.detailScroll == min(document.pitfallLines[0], document.lines.count - driver.state.layout.detailHeight))
        #expect(driver.state.browse.terms.contains("region"))
    }

    @Test func nAndNMoveBetweenMatchesInTheOpenRecipe() {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: TerminalSize(columns: 100, rows: 10))
        driver.press(.character("/"))
        driver.type("region")
        driver.press(.enter)
        driver.press(.character("g"))
        let matches = driver.state.detailDocument!.matchLines
        #expect(matches.count >= 3)
        driver.press(.character("n"))
        #expect(driver.state.matchCursor == 0)
        driver.press(.character("n"))
        #expect(driver.state.matchCursor == 1)
        driver.press(.character("N"))
        driver.press(.character("N"))
        #expect(driver.state.matchCursor == matches.count - 1)
        #expect(driver.state.message?.text == "match \(matches.count) of \(matches.count)")
    }
}
