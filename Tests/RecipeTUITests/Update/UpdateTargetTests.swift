import RecipeKit
import Testing
@testable import RecipeTUI
import RecipeTUIHarness

@Suite struct UpdateTargetTests {
    private let size = TerminalSize(columns: 100, rows: 30)
    private let iOS16 = DeploymentTarget(platform: .iOS, version: OSVersion(16))

    @Test func pickingATargetFiltersTheListAndCountsWhatItHid() {
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        _ = update(&state, .key(.character("t")))
        #expect(state.overlay == .targetPicker(selection: 0))
        let index = try! #require(TargetChoice.all.firstIndex(of: iOS16))
        for _ in 0..<index { _ = update(&state, .key(.character("j"))) }
        _ = update(&state, .key(.enter))
        #expect(state.overlay == nil)
        #expect(state.target == iOS16)
        // The map (iOS 16) and mail (iOS 13) apply; the scanner needs iOS 17; the text view is macOS.
        #expect(state.browse.rows.map(\.recipeIndex) == [0, 3])
        #expect(state.browse.hidden.summary == "1 more need iOS 17")
    }

    @Test func stillNeededHidesRecipesReplacedNatively() {
        let iOS17 = DeploymentTarget(platform: .iOS, version: OSVersion(17))
        var state = AppState(catalog: TestCatalog.catalog, size: size, target: iOS17)
        #expect(state.browse.rows.map(\.recipeIndex) == [0, 2, 3])
        _ = update(&state, .key(.character("t")))
        _ = update(&state, .key(.character(" ")))
        #expect(state.stillNeededOnly)
        #expect(state.browse.rows.map(\.recipeIndex) == [2, 3])
        _ = update(&state, .key(.escape))
        #expect(state.overlay == nil)
        #expect(state.stillNeededOnly)
    }

    @Test func theSelectionStaysOnItsRecipeWhenTheTargetChanges() {
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        _ = update(&state, .key(.character("G")))
        #expect(state.selectedRecipe?.id == "mail-composer")
        state.overlay = nil
        _ = state.choose(target: TargetChoice.all.firstIndex(of: iOS16)!)
        #expect(state.selectedRecipe?.id == "mail-composer")
    }

    @Test func pitfallsViewListsEveryPitfallAndOpensItsRecipeThere() {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: TerminalSize(columns: 100, rows: 12))
        driver.press(.character("p"))
        #expect(driver.state.page == .pitfalls)
        #expect(driver.state.pitfalls.rows.count == 5)
        driver.press(.character("/"))
        driver.type("annotations")
        #expect(driver.state.pitfalls.rows.first == ListRow(recipeIndex: 0, kind: .pitfall(1)))
        driver.press(.enter)
        #expect(driver.state.page == .browse)
        #expect(driver.state.focus == .detail)
        #expect(driver.state.selectedRecipe?.id == "mkmapview")
        let document = driver.state.detailDocument!
        #expect(driver.state.detailScroll == min(document.pitfallLines[1], document.lines.count - driver.state.layout.detailHeight))
    }

    @Test func openingAPitfallHiddenByTheTargetLoosensTheFilter() {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: size, target: iOS16)
        driver.press(.character("f"))
        driver.press(.character("p"))
        // Favourites only, and nothing is starred: the pitfalls page is empty until it is left.
        #expect(driver.state.pitfalls.rows.isEmpty)
        driver.press(.character("f"))
        #expect(driver.state.pitfalls.rows.count == 3)
        driver.press(.character("G"))
        driver.press(.enter)
        #expect(driver.state.selectedRecipe?.id == "mail-composer")
    }
}
