import Foundation
import RecipeKit
import Testing
@testable import RecipeTUI
import RecipeTUIHarness

/// Whole sessions through the run loop with a scripted terminal: keys in, frames and effects out.
@Suite struct ScriptedSessionTests {
    /// Counts the state saves a session asks for.
    private final class SaveCounter {
        var count = 0
    }

    private func runSession(_ events: [TerminalEvent], size: TerminalSize = TerminalSize(columns: 80, rows: 24),
                            catalog: Catalog = TestCatalog.catalog, saves: SaveCounter = SaveCounter())
        -> (terminal: TestTerminal, state: AppState, exit: EventLoop.Exit) {
        let terminal = TestTerminal(size: size, events: events)
        var state = AppState(catalog: catalog, size: size)
        let loop = EventLoop(terminal: terminal, searches: InlineSearchRunner(searcher: IndexSearcher(catalog: catalog))) { _ in
            saves.count += 1
            return nil
        }
        let exit = loop.run(&state)
        return (terminal, state, exit)
    }

    @Test func searchOpenCopyAndQuit() {
        let events: [TerminalEvent] = [.key(.character("/"))] + TestTerminal.typing("cursor jumps")
            + [.key(.enter), .key(.character("y")), .key(.character("q"))]
        let (terminal, state, exit) = runSession(events)
        #expect(exit == .quit)
        #expect(state.selectedRecipe?.id == "nstextview")
        #expect(state.focus == .detail)
        #expect(terminal.clipboard == [TestCatalog.textView.codeBlocks[0].code])
        let last = terminal.lastFrame!
        #expect((0..<last.height).contains { last.text(row: $0).contains("! The cursor jumps.") })
        #expect(last.text(row: last.height - 1).contains("copied the wrapper code of nstextview"))
    }

    @Test func everyKeyDrawsAFrameOfTheTerminalsSize() {
        let events: [TerminalEvent] = [.key(.character("j")), .resize(TerminalSize(columns: 40, rows: 12)),
                                       .key(.character("j")), .resize(TerminalSize(columns: 100, rows: 30)), .key(.character("q"))]
        let (terminal, _, _) = runSession(events)
        #expect(terminal.frames.map { "\($0.width)x\($0.height)" } == ["80x24", "80x24", "40x12", "40x12", "100x30"])
    }

    @Test func favouritesAreSavedWhenStarred() {
        let saves = SaveCounter()
        let (_, state, _) = runSession([.key(.character("s")), .key(.character("q"))], saves: saves)
        #expect(saves.count == 1)
        #expect(state.favourites == ["mkmapview"])
    }

    @Test func signalsEndTheSession() {
        let (_, _, exit) = runSession([.key(.character("j")), .signal(SIGTERM)])
        #expect(exit == .signal(SIGTERM))
    }

    @Test func anEndedScriptEndsWithHangup() {
        let (_, _, exit) = runSession([.key(.character("j"))])
        #expect(exit == .signal(SIGHUP))
    }

    @Test func ctrlZSuspendsAndTheSessionGoesOn() {
        let (terminal, _, exit) = runSession([.key(.control("z")), .key(.character("q"))])
        #expect(terminal.suspensions == 1)
        #expect(exit == .quit)
    }

    @Test func hostileRecipeNeverPutsAControlCharacterInAFrame() {
        let catalog = Catalog(recipes: [TestCatalog.hostile])
        let events: [TerminalEvent] = [.key(.tab), .key(.character("G")), .key(.character("p")), .key(.character("/"))]
            + TestTerminal.typing("screen") + [.key(.character("q"))]
        let (terminal, _, _) = runSession(events, catalog: catalog)
        for frame in terminal.frames {
            for row in 0..<frame.height {
                for column in 0..<frame.width {
                    let scalars = frame[row, column].character.unicodeScalars
                    #expect(!scalars.contains { $0.properties.generalCategory == .control || TextSanitizer.isBidiControl($0.value) })
                }
            }
        }
    }
}
