import RecipeKit
import Testing
@testable import RecipeTUI
import RecipeTUIHarness

@Suite struct RenderSnapshotTests {
    private let standard = TerminalSize(columns: 80, rows: 24)
    private let iOS16 = DeploymentTarget(platform: .iOS, version: OSVersion(16))

    @Test func browseAt80x24() {
        let driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: standard)
        assertSnapshot(driver.buffer, named: "browse-80x24")
    }

    @Test func searchHighlightsMatchesInTheListAndTheDetail() {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: standard)
        driver.press(.character("/"))
        driver.type("region")
        assertSnapshot(driver.buffer, named: "search-region-80x24")
    }

    @Test func targetFilterMarksNativeReplacementsAndCountsHiddenRecipes() {
        var driver = KeystrokeDriver(
            catalog: TestCatalog.catalog, size: standard,
            target: DeploymentTarget(platform: .iOS, version: OSVersion(17)))
        driver.press(.character("t"))
        assertSnapshot(driver.buffer, named: "target-picker-80x24")
        driver.press(.escape)
        assertSnapshot(driver.buffer, named: "target-ios17-80x24")
    }

    @Test func helpOverlayListsTheKeys() {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: standard)
        driver.press(.character("?"))
        assertSnapshot(driver.buffer, named: "help-80x24")
    }

    @Test func pitfallsPage() {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: standard, target: iOS16)
        driver.press(.character("p"))
        driver.press(.character("j"))
        assertSnapshot(driver.buffer, named: "pitfalls-80x24")
    }

    @Test func narrowTerminalShowsOnePaneAtATime() {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: TerminalSize(columns: 40, rows: 12))
        assertSnapshot(driver.buffer, named: "list-40x12")
        driver.press(.enter)
        assertSnapshot(driver.buffer, named: "detail-40x12")
    }

    @Test func tooSmallTerminalSaysSo() {
        let driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: TerminalSize(columns: 29, rows: 6))
        assertSnapshot(driver.buffer, named: "too-small-29x6")
    }

    @Test func wideCharactersAreMeasuredByColumns() {
        let catalog = Catalog(recipes: [TestCatalog.wide, TestCatalog.map])
        let driver = KeystrokeDriver(catalog: catalog, size: TerminalSize(columns: 64, rows: 10))
        assertSnapshot(driver.buffer, named: "wide-64x10")
    }

    @Test func hostileRecipeTextIsShownDefanged() {
        let catalog = Catalog(recipes: [TestCatalog.hostile])
        let driver = KeystrokeDriver(catalog: catalog, size: TerminalSize(columns: 72, rows: 16))
        assertSnapshot(driver.buffer, named: "hostile-72x16")
    }

    /// Issue 15: a search with pitfall rows, opened, so the detail has the keyboard (the heavy
    /// divider and the quiet selection mark it) and the status line names the line shown.
    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)])
    func searchWithPitfallRowsOpenedInTheDetail(_ size: TerminalSize) {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: size, target: iOS16)
        driver.press(.character("/"))
        driver.type("pin loops")
        driver.press(.down)
        driver.press(.enter)
        assertSnapshot(driver.buffer, named: "search-opened-\(size.columns)x\(size.rows)")
    }
}
