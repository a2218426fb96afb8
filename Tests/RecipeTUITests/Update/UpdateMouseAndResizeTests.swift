import RecipeKit
import Testing
@testable import RecipeTUI

@Suite struct UpdateMouseAndResizeTests {
    @Test func clickSelectsAListRowAndFocusesIt() {
        var state = AppState(catalog: TestCatalog.catalog, size: TerminalSize(columns: 100, rows: 30))
        state.focus = .detail
        _ = update(&state, .mouse(MouseEvent(.press, row: 3, column: 5)))
        #expect(state.browse.selection == 2)
        #expect(state.focus == .list)
        _ = update(&state, .mouse(MouseEvent(.press, row: 3, column: 70)))
        #expect(state.focus == .detail)
        #expect(state.browse.selection == 2)
    }

    @Test func wheelScrollsThePaneUnderThePointer() {
        var state = AppState(catalog: TestCatalog.generated(100), size: TerminalSize(columns: 100, rows: 20))
        _ = update(&state, .mouse(MouseEvent(.wheelDown, row: 5, column: 5)))
        #expect(state.browse.scroll == 3)
        #expect(state.browse.selection == 0)
        _ = update(&state, .mouse(MouseEvent(.wheelDown, row: 5, column: 70)))
        #expect(state.detailScroll == 3)
        _ = update(&state, .mouse(MouseEvent(.wheelUp, row: 5, column: 70)))
        #expect(state.detailScroll == 0)
    }

    @Test func clickingATargetInThePickerChoosesIt() {
        var state = AppState(catalog: TestCatalog.catalog, size: TerminalSize(columns: 100, rows: 30))
        _ = update(&state, .key(.character("t")))
        let box = TargetPickerBox(size: state.size)
        _ = update(&state, .mouse(MouseEvent(.press, row: box.box.interior.row + 4, column: box.box.interior.column + 3)))
        #expect(state.overlay == nil)
        #expect(state.target == TargetChoice.all[4])
    }

    @Test func resizeKeepsTheSelectionOnScreen() {
        var state = AppState(catalog: TestCatalog.generated(100), size: TerminalSize(columns: 100, rows: 40))
        _ = update(&state, .key(.character("G")))
        _ = update(&state, .key(.character("k")))
        #expect(state.browse.selection == 98)
        _ = update(&state, .resize(TerminalSize(columns: 40, rows: 12)))
        #expect(state.browse.selection == 98)
        #expect(state.browse.scroll <= 98 && 98 < state.browse.scroll + state.layout.listHeight)
        _ = update(&state, .resize(TerminalSize(columns: 200, rows: 50)))
        #expect(state.browse.selection == 98)
        #expect(state.browse.scroll <= 98 && 98 < state.browse.scroll + state.layout.listHeight)
    }

    @Test func resizeKeepsTheDetailOnTheSamePitfall() {
        var state = AppState(catalog: TestCatalog.catalog, size: TerminalSize(columns: 200, rows: 20))
        state.detailScroll = state.detailDocument!.pitfallLines[1]
        _ = update(&state, .resize(TerminalSize(columns: 70, rows: 20)))
        let narrow = state.detailDocument!
        #expect(state.detailScroll == min(narrow.pitfallLines[1], narrow.lines.count - state.layout.detailHeight))
    }

    @Test func narrowTerminalShowsOnlyTheFocusedPane() {
        var state = AppState(catalog: TestCatalog.catalog, size: TerminalSize(columns: 40, rows: 12))
        #expect(state.layout.list != nil && state.layout.detail == nil)
        _ = update(&state, .key(.enter))
        #expect(state.layout.list == nil && state.layout.detail?.width == 40)
    }
}
