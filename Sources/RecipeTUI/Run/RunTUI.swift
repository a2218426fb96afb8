import Foundation
import RecipeKit

/// Opens the full-screen browser on `catalog` and returns the exit code: 0 after `q`, 1 when
/// there is no usable terminal (with a message on stderr) or the code could not be written,
/// 128 + N after signal N. Load and index the catalog before calling, so that their errors print
/// plainly; the terminal is restored on every way out.
public func runTUI(catalog: Catalog, options: TUIOptions) -> Int32 {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        printError("the browser needs an interactive terminal, and stdin or stdout is not one.")
        return 1
    }
    let store = options.stateDirectory.map(StateStore.init(directory:))
    let loaded = store?.load() ?? (state: nil, warning: nil)
    let saved = loaded.state

    CursesTerminal.installSignalHandlers()
    guard let terminal = CursesTerminal(useColour: options.useColour) else {
        let term = ProcessInfo.processInfo.environment["TERM"].map { "TERM=\($0)" } ?? "TERM is not set"
        printError("cannot drive this terminal (\(term)); set TERM to your terminal's type, e.g. xterm-256color.")
        return 1
    }
    var state = AppState(
        catalog: catalog, size: terminal.size,
        target: options.initialTarget ?? saved?.target.flatMap { DeploymentTarget(parsing: $0) },
        stillNeededOnly: saved?.stillNeededOnly ?? false, favourites: Set(saved?.favourites ?? []),
        reopen: saved?.position, message: loaded.warning.map { StatusMessage($0, isError: true) },
        filterRestored: options.initialTarget == nil && saved?.target != nil)
    let searches = BackgroundSearchRunner { DefaultSearcher.make(catalog: catalog, cache: options.indexCache, sources: options.indexSources) }
    let services = SessionServices.system {
        options.reload?().map { reloaded in
            let searches = BackgroundSearchRunner {
                DefaultSearcher.make(catalog: reloaded.catalog, cache: options.indexCache, sources: reloaded.sources)
            }
            return (reloaded.catalog, searches)
        }
    }
    let loop = EventLoop(terminal: terminal, searches: searches, services: services) { state in
        do {
            try store?.save(SavedState(state))
            return nil
        } catch {
            return StatusMessage("could not save favourites: \(error.localizedDescription)", isError: true)
        }
    }
    let exit = loop.run(&state)
    terminal.stop()

    var status: Int32 = 0
    if case .signal(let number) = exit { status = 128 + number }
    if let path = options.outputPath, exit != .signal(SIGHUP) {
        if let (block, _) = state.currentCode {
            if let problem = CodeOutput.write(block.code, to: path) {
                printError(problem)
                status = status == 0 ? 1 : status
            }
        } else {
            printError("no code block was on screen; nothing written to \(path == "-" ? "stdout" : path).")
        }
    }
    do {
        try store?.save(SavedState(state))
    } catch {
        printError("could not save the reading position: \(error.localizedDescription)")
    }
    return status
}

/// `recipes: message` and the non-interactive alternative, on stderr.
private func printError(_ message: String) {
    let hint = message.contains("terminal") ? "\nTo print recipes without the browser, use `recipes list`." : ""
    FileHandle.standardError.write(Data(TerminalText.visible("recipes: \(message)\(hint)\n").utf8))
}
