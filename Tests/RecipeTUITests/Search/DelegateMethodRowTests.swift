import RecipeKit
import Testing
@testable import RecipeTUI
import RecipeTUIHarness

/// A search that names a delegate method lists the method, and opening it shows the recipe at its
/// Coordinator section with the method in view.
@Suite struct DelegateMethodRowTests {
    @Test func enterOpensTheRecipeAtTheCoordinatorWithTheMethodMarked() {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: TerminalSize(columns: 100, rows: 20))
        driver.press(.character("/"))
        driver.type("regionDidChange")
        #expect(driver.state.browse.rows.first == ListRow(recipeIndex: 0, kind: .delegateMethod(0)))
        #expect(driver.buffer.text(row: 1).contains("ƒ mapView(_:regionDid"))
        driver.press(.enter)
        #expect(driver.state.focus == .detail)
        let document = try! #require(driver.state.detailDocument)
        let coordinator = try! #require(document.sections.first { $0.section == .coordinator }?.line)
        #expect(driver.state.detailScroll == min(coordinator, max(0, document.lines.count - driver.state.layout.detailHeight)))
        // After Enter the detail fills the screen from the Coordinator section: its heading, then the method.
        let rows = (0..<20).map { driver.buffer.text(row: $0) }
        let heading = try! #require(rows.firstIndex { $0.contains("── Coordinator") })
        #expect(rows[heading...].contains { $0.contains("mapView(_:regionDidChangeAnimated:)") }, "\(rows.joined(separator: "\n"))")
    }
}
