import Foundation
import Testing

/// Issue 15 in tmux, with the real binary: back and forward, `e` with a recording editor, `y`
/// with a stand-in `pbcopy`, `show` through a recording pager, and `list` fitted to 80 and 200
/// columns.
@Suite(
    .enabled(if: recipesBinary != nil, "RECIPES_BIN is not set: run `make test` for the tmux end-to-end tests"),
    .enabled(if: TmuxPane.isAvailable, "tmux is not installed: skipping the end-to-end tests"))
struct BrowserHabitsEndToEndTests {
    /// The bundled library folder of this checkout.
    private static let recipesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Recipes").path

    /// Writes an executable shell script `name` into `folder`.
    private func script(_ name: String, in folder: String, _ body: String) throws {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try writeExecutableScript(body, to: path)
    }

    /// Runs `command` (a shell line, `$D` the pane's directory, `$BIN` the binary) in a pane.
    private func pane(columns: Int = 80, rows: Int = 24, _ command: String, setUp: (String) throws -> Void = { _ in }) throws -> TmuxPane {
        let binary = try #require(recipesBinary)
        var prepared: Error?
        let pane = try TmuxPane(columns: columns, rows: rows) { directory in
            do { try setUp(directory) } catch { prepared = error }
            return "D='\(directory)'; BIN='\(binary)'; export LANG=C.UTF-8 TERM=screen XDG_STATE_HOME=\"$D/state\" "
                + "XDG_CACHE_HOME=\"$D/cache\"; \(command); echo \"exit=$?\"; sleep 60"
        }
        if let prepared { throw prepared }
        return pane
    }

    @Test func escGoesBackToTheResultsAndCtrlOThenTabWalkTheHistory() throws {
        let pane = try pane("\"$BIN\" --recipes '\(Self.recipesFolder)'")
        try pane.waitFor("/ search")
        try pane.send("/")
        try pane.type("region loop")
        try pane.waitFor("! The region loops")
        try pane.send("Down")
        try pane.send("Enter")
        try pane.waitFor("┃")
        try pane.send("Escape")
        let back = try pane.waitUntil("the results again, with the list focused") {
            $0.contains("/region loop") && $0.contains("row 2 of") && !$0.contains("┃")
        }
        #expect(back.contains("│"))
        try pane.send("Enter")
        try pane.waitFor("┃")
        try pane.send("C-o")
        try pane.waitUntil("back in the list") { $0.contains("row 2 of") && !$0.contains("┃") }
        try pane.send("Tab")
        try pane.waitUntil("forward in the detail") { $0.contains("┃") && $0.contains("line ") }
        try pane.send("Escape")
        try pane.waitFor("row 2 of")
        try pane.send("Escape")
        try pane.waitUntil("the query cleared") { !$0.contains("/region loop") && $0.contains("/ search") }
        try pane.send("q")
        try pane.waitFor("exit=0")
    }

    @Test func eOpensTheEditorAtTheLineAndReloadsTheRecipe() throws {
        let pane = try pane("PATH=\"$D/bin:$PATH\" EDITOR=recording-editor VISUAL= \"$BIN\" --recipes \"$D/recipes\"") { directory in
            try FileManager.default.createDirectory(atPath: directory + "/recipes", withIntermediateDirectories: true)
            // By its bytes: `copyItem` copies in the kernel, which some file systems refuse now and then.
            try Data(contentsOf: URL(fileURLWithPath: Self.recipesFolder + "/phpicker.md"))
                .write(to: URL(fileURLWithPath: directory + "/recipes/phpicker.md"))
            // Records its arguments, then renames the recipe as an edit would.
            try script(
                "recording-editor", in: directory + "/bin",
                """
                printf '%s\\n' "$@" > '\(directory)/editor-arguments'
                sed -i '1s/.*/# PHPicker, edited in the editor/' "$2"
                """)
        }
        try pane.waitForList()
        try pane.send("Tab")
        try pane.send("G")
        try pane.send("e")
        let arguments = try pane.waitForFile("editor-arguments").split(separator: "\n").map(String.init)
        #expect(arguments.count == 2)
        #expect(arguments.last == pane.workDirectory.appendingPathComponent("recipes/phpicker.md").path)
        let line = try #require(arguments.first.flatMap { $0.hasPrefix("+") ? Int($0.dropFirst()) : nil })
        #expect(line > 1, "the bottom of the recipe is not its first line")
        let screen = try pane.waitFor("reloaded")
        #expect(screen.contains("edited phpicker.md:\(line)"))
        try pane.send("g")
        try pane.waitFor("PHPicker, edited in the editor")
        try pane.send("q")
        try pane.waitFor("exit=0")
    }

    @Test func yCopiesWithTheClipboardCommandOnThePathAndSaysSo() throws {
        let pane = try pane("PATH=\"$D/bin:$PATH\" \"$BIN\" --recipes '\(Self.recipesFolder)/phpicker.md'") { directory in
            try script("pbcopy", in: directory + "/bin", "cat > '\(directory)/clipboard'")
        }
        try pane.waitForList()
        try pane.send("y")
        let copied = try pane.waitForFile("clipboard")
        #expect(copied.contains("PHPickerViewController"))
        try pane.waitFor("with pbcopy")
        try pane.send("q")
        try pane.waitFor("exit=0")
    }

    @Test func showGoesThroughThePagerOnATerminalAndNotWithNoPager() throws {
        let pane = try pane(
            rows: 20,
            """
            PAGER="$D/bin/recording-pager --flag" "$BIN" show phpicker --recipes '\(Self.recipesFolder)'; \
            "$BIN" show phpicker --no-pager --recipes '\(Self.recipesFolder)' > /dev/null; \
            PAGER="$D/bin/recording-pager" "$BIN" show phpicker --recipes '\(Self.recipesFolder)' | cat > /dev/null
            """
        ) { directory in
            try script("recording-pager", in: directory + "/bin", "echo \"$@\" >> '\(directory)/pager-calls'; cat >> '\(directory)/paged'")
        }
        try pane.waitFor("exit=0")
        let calls = try pane.waitForFile("pager-calls").split(separator: "\n")
        #expect(calls == ["--flag"], "only the first show (a terminal, no --no-pager) pages")
        let paged = try pane.waitForFile("paged")
        #expect(paged.contains("PHPickerViewController"))
        #expect(paged.split(separator: "\n").allSatisfy { $0.count <= 120 }, "prose wrapped to the 80-column pane")
    }

    @Test(arguments: [80, 200])
    func listFitsTheTerminal(_ columns: Int) throws {
        let pane = try pane(
            columns: columns, rows: 40,
            """
            "$BIN" list --ids --recipes '\(Self.recipesFolder)' > "$D/ids"; "$BIN" list --no-color --recipes '\(Self.recipesFolder)'
            """)
        let screen = try pane.waitFor("exit=0")
        let ids = Set(try pane.waitForFile("ids").split(separator: "\n").map(String.init))
        let rows = screen.split(separator: "\n").filter { !$0.isEmpty && !$0.hasPrefix("exit=") && !$0.contains("recipes") }
        #expect(rows.count > 20)
        #expect(rows.allSatisfy { $0.count <= columns }, "every line fits \(columns) columns")
        for row in rows {
            #expect(ids.contains(String(row.prefix { $0 != " " })), "the id is whole in “\(row)”")
        }
    }
}
