import Foundation
import Testing

/// The release binary's absolute path, from `RECIPES_BIN` (set by `make test`).
let recipesBinary = ProcessInfo.processInfo.environment["RECIPES_BIN"].flatMap { $0.isEmpty ? nil : $0 }

/// Starts the browser in a pane through a shell that records `stty -a` before and after and
/// prints the exit status. State goes to the pane's own directory; `arguments`, made from that
/// directory's path, are appended to the command line as they are (quote them for `sh`).
func startBrowser(columns: Int = 80, rows: Int = 24, arguments: (String) -> String = { _ in "" }) throws -> TmuxPane {
    let binary = try #require(recipesBinary)
    return try TmuxPane(columns: columns, rows: rows) { directory in
        """
        stty -a > '\(directory)/before'; \
        env LANG=C.UTF-8 TERM=screen XDG_STATE_HOME='\(directory)/state' XDG_CACHE_HOME='\(directory)/cache' '\(binary)' \(arguments(directory)); \
        echo "exit=$?"; stty -a > '\(directory)/after'; sleep 60
        """
    }
}

/// The browser's process id: the pane shell's child.
func browserPID(_ pane: TmuxPane) throws -> pid_t {
    let child = try TmuxPane.run(["pgrep", "-P", pane.panePID]).output.split(separator: "\n").first.map(String.init)
    return try #require(child.flatMap { pid_t($0) }, "the browser's pid")
}

/// Waits for the exit line, then checks the terminal settings, the alternate screen, mouse
/// reporting and the cursor.
func expectRestored(_ pane: TmuxPane, exit status: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try pane.waitFor("exit=\(status)")
    let before = try pane.waitForFile("before")
    let after = try pane.waitForFile("after")
    #expect(before == after, "stty -a changed", sourceLocation: sourceLocation)
    #expect(try pane.format("#{alternate_on}") == "0", "the alternate screen is still on", sourceLocation: sourceLocation)
    #expect(try pane.format("#{mouse_any_flag}") == "0", "mouse reporting is still on", sourceLocation: sourceLocation)
    #expect(try pane.format("#{cursor_flag}") == "1", "the cursor is still hidden", sourceLocation: sourceLocation)
}
