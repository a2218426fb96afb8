import Foundation
import Testing

/// The real binary (`RECIPES_BIN`, set by `make test`) in tmux: start, search, open a pitfall,
/// change the target, resize, quit, signals, and the terminal restored afterwards.
/// The release binary's absolute path, from `RECIPES_BIN`.
private let recipesBinary = ProcessInfo.processInfo.environment["RECIPES_BIN"].flatMap { $0.isEmpty ? nil : $0 }

@Suite(.enabled(if: recipesBinary != nil, "RECIPES_BIN is not set: run `make test` for the tmux end-to-end tests"),
       .enabled(if: TmuxPane.isAvailable, "tmux is not installed: skipping the end-to-end tests"))
struct EndToEndTests {
    /// Starts the browser in a pane through a shell that records `stty -a` before and after and
    /// prints the exit status. State goes to the pane's own directory.
    private func start(columns: Int = 80, rows: Int = 24) throws -> TmuxPane {
        let binary = try #require(recipesBinary)
        return try TmuxPane(columns: columns, rows: rows) { directory in
            """
            stty -a > '\(directory)/before'; \
            env LANG=C.UTF-8 TERM=screen XDG_STATE_HOME='\(directory)/state' '\(binary)'; \
            echo "exit=$?"; stty -a > '\(directory)/after'; sleep 60
            """
        }
    }

    /// Waits for the exit line, then checks the terminal settings and the alternate screen.
    private func expectRestored(_ pane: TmuxPane, exit status: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try pane.waitFor("exit=\(status)")
        let before = try pane.waitForFile("before")
        let after = try pane.waitForFile("after")
        #expect(before == after, "stty -a changed", sourceLocation: sourceLocation)
        #expect(try pane.format("#{alternate_on}") == "0", "the alternate screen is still on", sourceLocation: sourceLocation)
    }

    @Test func searchOpenAPitfallAndQuit() throws {
        let pane = try start()
        try pane.waitFor("/ search")
        try pane.send("/")
        try pane.type("regoin loop")
        try pane.waitFor("! The region loops")
        try pane.send("Enter")
        try pane.waitUntil("the pitfall at the top of the detail pane") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            // The detail has the keyboard: a heavy divider, and the status line names the line shown.
            let status = lines.last { !$0.allSatisfy(\.isWhitespace) } ?? ""
            return lines.count > 1 && lines[1].contains("┃ ▶ The region loops.") && status.contains("matches") && status.contains("line ")
        }
        try pane.send("q")
        try expectRestored(pane, exit: 0)
    }

    @Test func changeTheTargetResizeAndQuit() throws {
        let pane = try start()
        try pane.waitFor("/ search")
        try pane.send("t")
        try pane.waitFor("Deployment target")
        for _ in 0..<4 { try pane.send("j") }
        try pane.send("Enter")
        try pane.waitFor("target: iOS 16")
        try pane.resize(columns: 40, rows: 12)
        try pane.waitUntil("the 40×12 layout") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.first?.contains("iOS 16") == true && !screen.contains("│")
        }
        try pane.resize(columns: 80, rows: 24)
        try pane.waitUntil("both panes again") { $0.contains("│") && $0.contains("iOS 16") }
        try pane.send("q")
        try expectRestored(pane, exit: 0)
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let pane = try start()
        try pane.waitFor("/ search")
        let child = try TmuxPane.run(["pgrep", "-P", pane.panePID]).output.split(separator: "\n").first.map(String.init)
        let pid = try #require(child.flatMap { Int32($0) }, "the browser's pid")
        kill(pid, SIGTERM)
        try expectRestored(pane, exit: 128 + Int(SIGTERM))
    }
}
