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

    private func runSession(
        _ events: [TerminalEvent], size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        catalog: Catalog = TestCatalog.catalog, saves: SaveCounter = SaveCounter(),
        services: SessionServices = ScriptedSessionTests.noClipboardCommand()
    )
        -> (terminal: TestTerminal, state: AppState, exit: EventLoop.Exit)
    {
        let terminal = TestTerminal(size: size, events: events)
        var state = AppState(catalog: catalog, size: size)
        let loop = EventLoop(
            terminal: terminal, searches: InlineSearchRunner(searcher: IndexSearcher(catalog: catalog)),
            services: services
        ) { _ in
            saves.count += 1
            return nil
        }
        let exit = loop.run(&state)
        return (terminal, state, exit)
    }

    /// The real clipboard and editor code, with a `PATH` that holds no clipboard command.
    static func noClipboardCommand() -> SessionServices {
        let clipboard = Clipboard(environment: ["PATH": "/nonexistent"])
        return SessionServices(copy: { clipboard.copy($0, terminal: $1) }, edit: { _, _ in StatusMessage("no editor") }, reload: { nil })
    }

    @Test func searchOpenCopyAndQuit() throws {
        let folder = scratchFolder + "/recipes-clip-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/pbcopy"
        try writeExecutableScript("cat > '\(folder)/copied'", to: script)
        let clipboard = Clipboard(environment: ["PATH": folder])
        let services = SessionServices(copy: { clipboard.copy($0, terminal: $1) }, edit: { _, _ in StatusMessage("") }, reload: { nil })

        let events: [TerminalEvent] =
            [.key(.character("/"))] + TestTerminal.typing("cursor jumps")
            + [.key(.enter), .key(.character("y")), .key(.character("q"))]
        let (terminal, state, exit) = runSession(events, services: services)
        #expect(exit == .quit)
        #expect(state.selectedRecipe?.id == "nstextview")
        #expect(state.focus == .detail)
        let code = TestCatalog.textView.codeBlocks[0].code
        #expect(terminal.clipboard == [code])
        #expect(try String(contentsOfFile: folder + "/copied", encoding: .utf8) == code)
        let last = terminal.lastFrame!
        // One answer, one row: the pitfall is the hit (its recipe shown as parent) and is marked in the detail.
        #expect(last.text(row: 1).contains("! The cursor jump"))
        #expect(
            (0..<last.height).contains { last.text(row: $0).contains("▶ The cursor jumps.") || last.text(row: $0).contains("! The cursor jumps.") })
        #expect(last.text(row: last.height - 1).contains("copied the wrapper code of nstextview (3 lines) with pbcopy"))
    }

    @Test func copyWithoutAClipboardCommandNeverSaysCopied() {
        let (terminal, _, _) = runSession([.key(.character("y")), .key(.character("q"))])
        #expect(terminal.clipboard.count == 1)
        let status = terminal.lastFrame!.text(row: 23)
        #expect(status.contains("sent by OSC 52 only"))
        #expect(!status.contains("copied"))
    }

    @Test func editRunsTheEditorAtTheLineOnScreenAndReloads() throws {
        let folder = scratchFolder + "/recipes-edit-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recipeFile = folder + "/mkmapview.md"
        try "# MKMapView\n".write(toFile: recipeFile, atomically: true, encoding: .utf8)
        let script = folder + "/editor"
        try writeExecutableScript("printf '%s\\n' \"$@\" > '\(folder)/arguments'", to: script)
        var map = TestCatalog.map
        map.source = SourceLocation(path: recipeFile, line: 1)
        var edited = map
        edited.title = "MKMapView, edited"
        let editor = Editor(environment: ["EDITOR": script])
        let services = SessionServices(
            copy: { _, _ in StatusMessage("") }, edit: { editor.open($0, terminal: $1) },
            reload: { (Catalog(recipes: [edited]), InlineSearchRunner(searcher: IndexSearcher(catalog: Catalog(recipes: [edited])))) })
        let catalog = Catalog(recipes: [map])
        var expected = AppState(catalog: catalog, size: TerminalSize(columns: 80, rows: 24))
        _ = update(&expected, .key(.tab))
        _ = update(&expected, .key(.character("G")))
        let expectedLine = expected.detailDocument!.sourceLine(at: expected.detailScroll)
        // Tab to the detail, G to its bottom (the pitfalls are on screen), e.
        let (terminal, state, _) = runSession(
            [.key(.tab), .key(.character("G")), .key(.character("e")), .key(.character("q"))],
            catalog: catalog, services: services)
        #expect(terminal.handOvers == 1)
        let arguments = try String(contentsOfFile: folder + "/arguments", encoding: .utf8).split(separator: "\n")
        #expect(arguments.last.map(String.init) == recipeFile)
        let line = try #require(arguments.first.flatMap { Int($0.dropFirst()) })
        #expect(arguments.first?.hasPrefix("+") == true)
        #expect(line == expectedLine)
        #expect(line >= map.codeBlocks[1].line, "the bottom of the detail comes from below the call site")
        #expect(state.selectedRecipe?.title == "MKMapView, edited")
        #expect(terminal.lastFrame!.text(row: 23).contains("edited mkmapview.md:\(line); reloaded"))
    }

    @Test func everyKeyDrawsAFrameOfTheTerminalsSize() {
        let events: [TerminalEvent] = [
            .key(.character("j")), .resize(TerminalSize(columns: 40, rows: 12)),
            .key(.character("j")), .resize(TerminalSize(columns: 100, rows: 30)), .key(.character("q"))
        ]
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
        let events: [TerminalEvent] =
            [.key(.tab), .key(.character("G")), .key(.character("p")), .key(.character("/"))]
            + TestTerminal.typing("screen") + [.key(.character("q"))]
        let (terminal, _, _) = runSession(events, catalog: catalog)
        for frame in terminal.frames {
            for row in 0..<frame.height {
                for column in 0..<frame.width {
                    let scalars = frame[row, column].character.unicodeScalars
                    #expect(!scalars.contains { $0.properties.generalCategory == .control || TerminalText.isBidiControl($0.value) })
                }
            }
        }
    }
}
