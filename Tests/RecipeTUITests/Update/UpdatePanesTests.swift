import RecipeKit
import Testing
@testable import RecipeTUI
import RecipeTUIHarness

/// Issue 15 §1, §9: the list pane sized to its rows and the terminal, `+` / `_`, columns that
/// say something, rows sorted by the title they show.
@Suite struct UpdatePanesTests {
    @Test func theListGrowsOnWideTerminalsUntilAWholePitfallTitleFits() throws {
        let long = "When the keyboard appears the text view scrolls its caret under the toolbar"
        var recipe = TestCatalog.textView
        recipe.pitfalls = [Pitfall(id: "caret", title: long, text: "**\(long).** Inset the scroll view.", line: 40)]
        let catalog = Catalog(recipes: [TestCatalog.map, recipe])
        let at80 = AppState(catalog: catalog, size: TerminalSize(columns: 80, rows: 24))
        let at200 = AppState(catalog: catalog, size: TerminalSize(columns: 200, rows: 50))
        let narrow = try #require(at80.layout.list), wide = try #require(at200.layout.list)
        #expect(narrow.width == 36)
        #expect(wide.width > narrow.width)
        var driver = KeystrokeDriver(state: at200, searcher: IndexSearcher(catalog: catalog))
        driver.press(.character("p"))
        let pane = try #require(driver.state.layout.list)
        let rows = (pane.row..<pane.row + 4).map { row in
            (0..<pane.width).map { String(driver.buffer[row, pane.column + $0].character) }.joined()
        }
        #expect(rows.contains { $0.contains("! " + long + " · NSTextView") }, "\(rows)")
    }

    @Test func plusWidensThenZoomsTheFocusedPaneAndUnderscoreUndoes() throws {
        var state = AppState(catalog: TestCatalog.catalog, size: TerminalSize(columns: 120, rows: 30))
        let split = try #require(state.layout.list).width
        _ = update(&state, .key(.tab))
        _ = update(&state, .key(.character("+")))
        #expect(state.paneMode == .wide)
        #expect(try #require(state.layout.list).width < split)
        _ = update(&state, .key(.character("+")))
        #expect(state.layout.list == nil)
        #expect(state.layout.detail?.width == 120)
        _ = update(&state, .key(.character("+")))
        #expect(state.message?.text == "already zoomed (_ undoes)")
        _ = update(&state, .key(.character("_")))
        _ = update(&state, .key(.character("_")))
        #expect(state.paneMode == .split)
        #expect(state.layout.list?.width == split)
    }

    @Test func aColumnTheSameOnEveryRowIsDropped() {
        let iOSOnly = AppState(catalog: Catalog(recipes: [TestCatalog.map, TestCatalog.mail]), size: TerminalSize(columns: 160, rows: 20))
        #expect(!iOSOnly.browse.columns.showsPlatform)
        #expect(!render(iOSOnly).text(row: 1).contains(" iOS "))
        let mixed = AppState(catalog: TestCatalog.catalog, size: TerminalSize(columns: 160, rows: 20))
        #expect(mixed.browse.columns.showsPlatform)
    }

    @Test func theListNamesTheAPIThatReplacesOrCoversPartOfTheWrapper() {
        var partial = TestCatalog.mail
        partial.preferNative = [
            PreferNative(
                platform: .iOS, since: OSVersion(16), api: "ShareLink", text: "`ShareLink` covers links; keep the wrapper for attachments.",
                line: 30, coverage: .partial, keepWrapperFor: "attachments")
        ]
        let catalog = Catalog(recipes: [TestCatalog.map, partial])
        let state = AppState(
            catalog: catalog, size: TerminalSize(columns: 160, rows: 20),
            target: DeploymentTarget(platform: .iOS, version: OSVersion(17)))
        let screen = render(state)
        #expect(screen.text(row: 1).contains("◆ Map"))
        #expect(screen.text(row: 2).contains("◇ ShareLink"))
        #expect(screen.text(row: 19).contains("◆ native API replaces it  ◇ covers part"))
        #expect(state.browse.replacedNatively == 1)
    }

    @Test func rowsAreSortedByTheTitleTheyShow() {
        var zebra = TestCatalog.map
        zebra.id = "zebra"
        zebra.title = "Zebra crossing"
        var apple = TestCatalog.mail
        apple.id = "apple"
        apple.title = "apple pie"
        let state = AppState(catalog: Catalog(recipes: [zebra, TestCatalog.textView, apple]), size: TerminalSize(columns: 100, rows: 20))
        #expect(
            state.browse.rows.map { state.catalog.recipes[$0.recipeIndex].title } == ["apple pie", "NSTextView in a scroll view", "Zebra crossing"])
    }
}
