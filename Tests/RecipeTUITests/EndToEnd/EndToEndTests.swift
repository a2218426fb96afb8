import Foundation
import Testing

/// The real binary (`RECIPES_BIN`, set by `make test`) in tmux: start, search, open a pitfall,
/// change the target, resize, quit, signals, and the terminal restored afterwards.
@Suite(
    .enabled(if: recipesBinary != nil, "RECIPES_BIN is not set: run `make test` for the tmux end-to-end tests"),
    .enabled(if: TmuxPane.isAvailable, "tmux is not installed: skipping the end-to-end tests"))
struct EndToEndTests {
    @Test func searchOpenAPitfallAndQuit() throws {
        let pane = try startBrowser()
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
        let pane = try startBrowser()
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
        let pane = try startBrowser()
        try pane.waitFor("/ search")
        kill(try browserPID(pane), SIGTERM)
        try expectRestored(pane, exit: 128 + Int(SIGTERM))
    }
}
