import RecipeKit
import Testing
@testable import RecipeTUI
import RecipeTUIHarness

/// The status line says what the target and "still needed" filters hid, from the engine's own
/// account (no second search), and names a filter restored from the saved state at start-up.
@Suite struct HiddenByFilterStatusTests {
    private let size = TerminalSize(columns: 120, rows: 24)
    private let iOS17 = DeploymentTarget(platform: .iOS, version: OSVersion(17))

    @Test func aSearchWithStillNeededNamesTheHiddenRecipeAndItsReplacement() {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: size, target: iOS17)
        driver.press(.character("t"))
        driver.press(.character(" "))  // still needed only
        driver.press(.escape)
        driver.press(.character("/"))
        driver.type("region loops")
        let status = driver.buffer.text(row: size.rows - 1)
        #expect(driver.state.browse.rows.isEmpty)
        #expect(status.contains("1 hidden at iOS 17 · still needed: MKMapView, replaced by Map (iOS 17+)"), "\(status)")
    }

    @Test func aSearchAtATargetNamesWhatTheTargetHid() {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: size, target: DeploymentTarget(platform: .iOS, version: OSVersion(15)))
        driver.press(.character("/"))
        driver.type("region loops")
        let status = driver.buffer.text(row: size.rows - 1)
        #expect(status.contains("1 hidden at iOS 15 · MKMapView needs iOS 16"), "\(status)")
    }

    @Test func aFilterRestoredFromTheSavedStateIsSaidAtStartUp() {
        let restored = AppState(catalog: TestCatalog.catalog, size: size, target: iOS17, stillNeededOnly: true, filterRestored: true)
        #expect(restored.message?.text == "filter from last time: iOS 17 · still needed only (t to change)")
        var buffer = ScreenBuffer(width: size.columns, height: size.rows)
        StatusLine.draw(restored, document: nil, row: size.rows - 1, into: &buffer)
        #expect(buffer.text(row: size.rows - 1).contains("filter from last time: iOS 17 · still needed only"))
        // A target given for this session is not called restored.
        #expect(AppState(catalog: TestCatalog.catalog, size: size, target: iOS17).message == nil)
    }
}
