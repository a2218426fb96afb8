import Foundation
import RecipeKit
import Testing
@testable import RecipeTUI
import RecipeTUIHarness

/// Input already waiting is applied as one batch: one search and one frame for a burst of typing
/// or a paste (F14), never a search per character.
@Suite struct EventLoopBatchTests {
    /// Counts the searches submitted, running each at once.
    private final class CountingRunner: SearchRunner {
        let inner: InlineSearchRunner
        var submitted: [String] = []
        init(catalog: Catalog) { inner = InlineSearchRunner(searcher: IndexSearcher(catalog: catalog)) }
        func submit(_ request: SearchRequest) {
            submitted.append(request.text)
            inner.submit(request)
        }
        func takeCompleted() -> SearchOutcome? { inner.takeCompleted() }
        var isBusy: Bool { inner.isBusy }
    }

    private func run(_ events: [TerminalEvent]) -> (terminal: TestTerminal, state: AppState, runner: CountingRunner) {
        let size = TerminalSize(columns: 80, rows: 24)
        let terminal = TestTerminal(size: size, events: events)
        let runner = CountingRunner(catalog: TestCatalog.catalog)
        var state = AppState(catalog: TestCatalog.catalog, size: size)
        _ = EventLoop(terminal: terminal, searches: runner).run(&state)
        return (terminal, state, runner)
    }

    @Test func typingThatIsWaitingCostsOneSearchAndOneFrame() {
        let (terminal, state, runner) = run([.key(.character("/"))] + TestTerminal.typing("cursor jumps"))
        #expect(runner.submitted == ["cursor jumps"])
        #expect(terminal.frames.count == 3)  // the first frame, after `/`, after the typing
        #expect(state.list.query == "cursor jumps")
    }

    /// A key that is not typing ends the batch: Enter opens what the finished query found.
    @Test func enterAfterTypingOpensTheResultOfTheWholeQuery() {
        let (_, state, runner) = run([.key(.character("/"))] + TestTerminal.typing("cursor jumps") + [.key(.enter)])
        #expect(runner.submitted == ["cursor jumps"])
        #expect(state.selectedRecipe?.id == "nstextview")
    }

    /// A paste of 8,000 characters with line breaks and escape sequences is one search of a
    /// query capped at `maximumQueryLength`, with no control character in it.
    @Test func aLongPasteIsOneSearchOfACappedCleanQuery() {
        let paste = String(repeating: "map\r\nview\t\u{1B}[201~\u{202E} ", count: 400)
        let (_, state, runner) = run([.key(.character("/")), .paste(paste)])
        #expect(runner.submitted.count == 1)
        #expect(state.list.query.count == EventLoop.maximumQueryLength)
        #expect(state.list.query.hasPrefix("map view [201~ map view"))
        #expect(!state.list.query.unicodeScalars.contains { TerminalText.isUnsafe($0) || $0 == "\n" || $0 == "\t" })
    }

    /// Outside the query line a paste is not read as commands (no `q` quits, no `j` moves).
    @Test func aPasteOutsideTheQueryLineIsIgnored() {
        let (_, state, runner) = run([.paste("jjjq")])
        #expect(runner.submitted.isEmpty)
        #expect(state.list.selection == 0)
    }
}
