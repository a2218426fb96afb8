import Foundation
import Testing

/// The real binary in tmux against the audit's terminal findings: every terminating signal
/// restores the terminal (F12), SIGSTOP then SIGCONT comes back in raw mode (F13), a long paste is
/// one search (F14), and neither the bytes sent to the terminal, nor the clipboard, nor
/// `--output` carry a recipe's control characters (F5).
@Suite(
    .enabled(if: recipesBinary != nil, "RECIPES_BIN is not set: run `make test` for the tmux end-to-end tests"),
    .enabled(if: TmuxPane.isAvailable, "tmux is not installed: skipping the end-to-end tests"))
struct TerminalRobustnessEndToEndTests {
    @Test(arguments: [SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGXCPU, SIGXFSZ])
    func terminatingSignalRestoresTheTerminal(signal: Int32) throws {
        let pane = try startBrowser()
        try pane.waitFor("/ search")
        kill(try browserPID(pane), signal)
        try expectRestored(pane, exit: 128 + Int(signal))
    }

    /// While the browser is stopped the terminal is put back to cooked mode (as a shell does
    /// when a job stops); after SIGCONT a single `q` must still quit, without Enter.
    @Test func continueAfterStopReassertsRawMode() throws {
        let pane = try startBrowser()
        try pane.waitFor("/ search")
        let pid = try browserPID(pane)
        kill(pid, SIGSTOP)
        let tty = try pane.format("#{pane_tty}")
        #expect(try TmuxPane.run(["stty", "-F", tty, "sane"]).status == 0)
        try pane.command("send-keys", "-t", "e2e", "C-l")  // nothing reads it until the browser runs again
        kill(pid, SIGCONT)
        try pane.send("/")
        try pane.type("zq")
        try pane.waitFor(" recipes  /zq")
        try pane.send("Escape")
        try pane.send("q")
        try expectRestored(pane, exit: 0)
    }

    /// 8,000 pasted characters (bracketed paste) become one query of at most 256 characters, and
    /// the browser answers `Escape` and `q` at once afterwards.
    @Test func aLongPasteIsReadInOneGo() throws {
        let pane = try startBrowser()
        try pane.waitFor("/ search")
        try pane.send("/")
        let file = pane.workDirectory.appendingPathComponent("paste.txt").path
        try String(String(repeating: "map view ", count: 900).prefix(8_000)).write(toFile: file, atomically: true, encoding: .utf8)
        try pane.command("load-buffer", file)
        try pane.command("paste-buffer", "-p", "-t", "e2e")
        try pane.waitFor("view map view map view map view")
        try pane.send("Escape")
        try pane.send("q")
        try expectRestored(pane, exit: 0)
    }

    /// A recipe with escape sequences in its file name, title, summary and code: the raw bytes the
    /// terminal received (`pipe-pane`), the clipboard after `y` and the `--output` file hold none of them.
    @Test func recipeControlsReachNeitherTerminalNorClipboardNorFile() throws {
        let folder = URL(fileURLWithPath: scratchFolder).appendingPathComponent("recipes-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let payload = "\u{1B}[201~\u{1B}]0;PWNED\u{07}\u{1B}]52;c;cHduZWQ=\u{07}\u{9B}2J\u{9D}0;X\u{9C}\u{202E}"
        let recipe = """
            # Hostile \(payload) title

            > Summary \(payload).

            - Platform: iOS
            - Minimum: iOS 15

            ## Wrapper

            ```swift
            // \(payload) pasted
            struct HostileLabel: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ label: UILabel, context: Context) {}
            }
            ```
            """
        try recipe.write(to: folder.appendingPathComponent("hostile-\u{1B}]0;PWNED\u{07}.md"), atomically: true, encoding: .utf8)
        let pane = try startBrowser { "--recipes '\(folder.path)' --output '\($0)/out.swift'" }
        try pane.command("set-option", "-g", "set-clipboard", "on")
        try pane.command("pipe-pane", "-o", "-t", "e2e", "cat >> '\(pane.workDirectory.path)/raw.bin'")
        try pane.waitFor("/ search")
        try pane.send("C-l")  // a whole repaint into the recording: the first frame came before the pipe
        try pane.send("Enter")
        try pane.waitFor("pasted")
        try pane.send("y")
        try pane.waitFor("OSC 52")  // no clipboard command in the test environment: OSC 52 only
        try pane.send("q")
        try pane.waitFor("exit=0")

        let raw = try Data(contentsOf: pane.workDirectory.appendingPathComponent("raw.bin"))
        #expect(raw.count > 1_000)
        for forbidden in ["\u{1B}[201~", "\u{1B}]0;PWNED", "\u{1B}]52;c;cHduZWQ=", "\u{9B}", "\u{9D}", "\u{9C}", "\u{202E}"] {
            #expect(raw.range(of: Data(forbidden.utf8)) == nil, "the terminal received \(forbidden.debugDescription)")
        }
        #expect(String(decoding: raw, as: UTF8.self).contains("]0;PWNED"))  // shown as text: \u{1B}]0;PWNED\u{7}
        let clipboard = try pane.command("show-buffer")
        #expect(clipboard.contains("// [201~]0;PWNED]52;c;cHduZWQ=2J0;X pasted"))
        let written = try String(contentsOfFile: pane.workDirectory.appendingPathComponent("out.swift").path, encoding: .utf8)
        #expect(written.hasPrefix("// [201~]0;PWNED]52;c;cHduZWQ=2J0;X pasted\nstruct HostileLabel"))
    }

    /// The CLI on a terminal (colours on, so its own escape sequences are let through): `lint`,
    /// `list`, `show` with an ambiguous name and `check --list-rules` over a folder whose file
    /// names and titles carry escape sequences send none of them (F3, F4).
    @Test func cliOnATerminalSendsOnlyItsOwnColours() throws {
        let binary = try #require(recipesBinary)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-hostile-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let payload = "\u{1B}]0;PWNED\u{07}\u{1B}]52;c;cHduZWQ=\u{07}\u{9B}2J\u{202E}"
        let recipe = "# Evil \(payload) title\n\n> Summary \(payload).\n\n- Platform: iOS\n- Minimum: iOS 15\n"
        try recipe.write(to: folder.appendingPathComponent("evil-\u{1B}]0;PWNED\u{07}.md"), atomically: true, encoding: .utf8)
        try recipe.write(to: folder.appendingPathComponent("evil-2.md"), atomically: true, encoding: .utf8)
        let pane = try TmuxPane(columns: 200, rows: 50) { directory in
            """
            while [ ! -e '\(directory)/ready' ]; do sleep 0.05; done; \
            for c in 'lint \(folder.path)' 'list --recipes \(folder.path)' 'show evil --recipes \(folder.path)' \
                     'check --list-rules --recipes \(folder.path)'; do \
              env -u NO_COLOR LANG=C.UTF-8 TERM=screen XDG_CACHE_HOME='\(directory)/cache' '\(binary)' $c; done; echo all=done; sleep 60
            """
        }
        try pane.command("pipe-pane", "-o", "-t", "e2e", "cat >> '\(pane.workDirectory.path)/raw.bin'")
        FileManager.default.createFile(atPath: pane.workDirectory.appendingPathComponent("ready").path, contents: nil)
        try pane.waitFor("all=done")
        let raw = try Data(contentsOf: pane.workDirectory.appendingPathComponent("raw.bin"))
        let text = String(decoding: raw, as: UTF8.self)
        #expect(text.contains("\u{1B}[33mwarning\u{1B}[0m"), "the CLI's own colours are let through on a terminal")
        for forbidden in ["\u{1B}]0;PWNED", "\u{1B}]52;c;cHduZWQ=", "\u{9B}", "\u{202E}"] {
            #expect(raw.range(of: Data(forbidden.utf8)) == nil, "the terminal received \(forbidden.debugDescription)")
        }
        #expect(text.contains("evil-\\u{1B}]0;PWNED\\u{7}"))
        #expect(try pane.format("#{pane_title}") != "PWNED")
    }
}
