import RecipeKit
import Testing
@testable import RecipeTUI

@Suite struct UpdateNavigationTests {
    private let size = TerminalSize(columns: 100, rows: 30)

    @Test func jAndKMoveTheSelectionWithinBounds() {
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        #expect(update(&state, .key(.character("j"))) == .none)
        #expect(state.browse.selection == 1)
        _ = update(&state, .key(.up))
        _ = update(&state, .key(.up))
        #expect(state.browse.selection == 0)
        _ = update(&state, .key(.character("G")))
        #expect(state.browse.selection == 3)
        _ = update(&state, .key(.down))
        #expect(state.browse.selection == 3)
        _ = update(&state, .key(.character("g")))
        #expect(state.browse.selection == 0)
    }

    @Test func pagingScrollsTheListToKeepTheSelectionVisible() {
        var state = AppState(catalog: TestCatalog.generated(100), size: size)
        let page = state.layout.listHeight
        _ = update(&state, .key(.pageDown))
        #expect(state.browse.selection == page)
        #expect(state.browse.scroll == 1)
        _ = update(&state, .key(.end))
        #expect(state.browse.selection == 99)
        #expect(state.browse.scroll == 100 - page)
    }

    @Test func tabMovesFocusAndDetailKeysScrollTheDetail() {
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        _ = update(&state, .key(.tab))
        #expect(state.focus == .detail)
        _ = update(&state, .key(.character("j")))
        #expect(state.detailScroll == 1)
        _ = update(&state, .key(.character("G")))
        let document = state.detailDocument!
        #expect(state.detailScroll == document.lines.count - state.layout.detailHeight)
        _ = update(&state, .key(.character("k")))
        #expect(state.detailScroll == document.lines.count - state.layout.detailHeight - 1)
        _ = update(&state, .key(.escape))
        #expect(state.focus == .list)
    }

    @Test func sectionJumpsLandOnSectionStarts() {
        var state = AppState(catalog: TestCatalog.catalog, size: TerminalSize(columns: 100, rows: 12))
        let document = state.detailDocument!
        _ = update(&state, .key(.character("]")))
        #expect(state.detailScroll == document.line(of: .preferNative))
        _ = update(&state, .key(.character("]")))
        #expect(state.detailScroll == document.line(of: .wrapper))
        #expect(state.message?.text == "Wrapper")
        _ = update(&state, .key(.character("[")))
        #expect(state.detailScroll == document.line(of: .preferNative))
    }

    @Test func movingTheSelectionResetsTheDetailScroll() {
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        state.detailScroll = 5
        _ = update(&state, .key(.character("j")))
        #expect(state.detailScroll == 0)
    }

    @Test func quitSuspendAndRepaintAreEffects() {
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        #expect(update(&state, .key(.character("q"))) == .quit)
        #expect(update(&state, .key(.control("c"))) == .quit)
        #expect(update(&state, .key(.control("z"))) == .suspend)
        #expect(update(&state, .key(.control("l"))) == .repaint)
    }

    @Test func helpOpensAndAnyKeyClosesIt() {
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        _ = update(&state, .key(.character("?")))
        #expect(state.overlay == .help(scroll: 0))
        _ = update(&state, .key(.character("j")))
        #expect(state.overlay == .help(scroll: 1))
        _ = update(&state, .key(.character("q")))
        #expect(state.overlay == nil)
    }

    @Test func tooSmallTerminalIgnoresKeysButQuits() {
        var state = AppState(catalog: TestCatalog.catalog, size: TerminalSize(columns: 20, rows: 5))
        #expect(update(&state, .key(.character("j"))) == .none)
        #expect(state.browse.selection == 0)
        #expect(update(&state, .key(.character("q"))) == .quit)
    }

    @Test func favouritesToggleAndAskToBeSaved() {
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        #expect(update(&state, .key(.character("s"))) == .saveState)
        #expect(state.favourites == ["mkmapview"])
        _ = update(&state, .key(.character("f")))
        #expect(state.browse.rows.map(\.recipeIndex) == [0])
        #expect(update(&state, .key(.character("s"))) == .saveState)
        #expect(state.favourites.isEmpty)
        #expect(state.browse.rows.isEmpty)
        _ = update(&state, .key(.character("f")))
        #expect(state.browse.rows.count == 4)
    }

    @Test func yCopiesTheCodeBlockOnScreen() {
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        #expect(
            update(&state, .key(.character("y")))
                == .copy(
                    CopyRequest(
                        text: TestCatalog.mapCode,
                        description: "the wrapper code of mkmapview (25 lines)")))
        let callSite = state.detailDocument!.codeBlocks[1].lines.lowerBound
        state.detailScroll = callSite
        guard case .copy(let request) = update(&state, .key(.character("y"))) else {
            Issue.record("y asks for no copy")
            return
        }
        #expect(request.text == TestCatalog.map.codeBlocks[1].code)
        #expect(request.description.contains("call-site code of mkmapview"))
    }

    @Test func reopensWhereTheReaderLeftOff() {
        let state = AppState(
            catalog: TestCatalog.catalog, size: TerminalSize(columns: 100, rows: 12),
            reopen: ReadingPosition(recipeID: "nstextview", detailScroll: 3))
        #expect(state.selectedRecipe?.id == "nstextview")
        #expect(state.detailScroll == 3)
        #expect(state.readingPosition == ReadingPosition(recipeID: "nstextview", detailScroll: 3))
    }
}
