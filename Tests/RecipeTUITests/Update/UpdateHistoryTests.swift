import RecipeKit
import Testing
@testable import RecipeTUI
import RecipeTUIHarness

/// Issue 15 §3: back means back, and Ctrl-O / Ctrl-I walk through what was opened.
@Suite struct UpdateHistoryTests {
    private let size = TerminalSize(columns: 100, rows: 30)

    private func searched(_ query: String) -> KeystrokeDriver {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: size)
        driver.press(.character("/"))
        driver.type(query)
        return driver
    }

    @Test func escFromAnOpenedResultReturnsToTheResultsThenClearsTheQuery() {
        var driver = searched("region")
        driver.press(.down)
        let selected = driver.state.browse.selectedRow
        driver.press(.enter)
        #expect(driver.state.focus == .detail)
        driver.press(.character("j"))
        driver.press(.escape)
        #expect(driver.state.focus == .list)
        #expect(driver.state.browse.query == "region")
        #expect(driver.state.browse.selectedRow == selected)
        driver.press(.escape)
        #expect(driver.state.browse.query.isEmpty)
    }

    @Test func aPitfallOpenedFromThePitfallsPageGoesBackThere() {
        var driver = KeystrokeDriver(catalog: TestCatalog.catalog, size: size)
        driver.press(.character("p"))
        driver.press(.character("j"))
        let pitfall = driver.state.pitfalls.selectedRow
        driver.press(.enter)
        #expect(driver.state.page == .browse)
        #expect(driver.state.focus == .detail)
        driver.press(.escape)
        #expect(driver.state.page == .pitfalls)
        #expect(driver.state.pitfalls.selectedRow == pitfall)
    }

    @Test func ctrlOAndTabRightAfterItWalkBackAndForward() {
        var driver = searched("region")
        driver.press(.enter)
        let opened = driver.state.currentPlace
        driver.press(.control("o"))
        #expect(driver.state.focus == .list)
        #expect(driver.state.history.forward == [opened])
        // Right after Ctrl-O, Tab is Ctrl-I: forward again.
        driver.press(.tab)
        #expect(driver.state.currentPlace == opened)
        // Otherwise Tab switches panes.
        driver.press(.tab)
        #expect(driver.state.focus == .list)
        #expect(driver.state.currentPlace != opened)
    }

    @Test func goingBackToAnotherQueryRunsItAgainAndReselectsTheRow() {
        var driver = searched("cursor")
        let cursorRow = driver.state.browse.selectedRow
        driver.press(.enter)
        driver.press(.character("/"))
        driver.press(.control("u"))
        driver.type("region")
        driver.press(.enter)
        #expect(driver.state.history.back.map(\.query) == ["cursor", "region"])
        driver.press(.control("o"))
        #expect(driver.state.browse.query == "region")
        driver.press(.control("o"))
        #expect(driver.state.browse.query == "cursor")
        driver.finishSearch()
        #expect(driver.state.browse.selectedRow == cursorRow)
        #expect(driver.state.history.forward.map(\.query) == ["region", "region"])
        driver.press(.control("o"))
        #expect(driver.state.message?.text == "nothing to go back to")
    }
}
