import Foundation
import Testing
@testable import RecipeTUI
import RecipeTUIHarness

/// `y` with a clipboard command that exits without reading its input (xsel without a display
/// does): the browser reports OSC 52 only and goes on, instead of dying of SIGPIPE.
@Suite struct ClipboardCommandTests {
    @Test func aCommandThatClosesItsInputDoesNotEndTheBrowser() throws {
        let folder = scratchFolder + "/recipes-clipboard-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try writeExecutableScript("exit 1", to: folder + "/xsel")
        let terminal = TestTerminal(size: TerminalSize(columns: 80, rows: 24), events: [])
        // Larger than a pipe's buffer, so the write meets the closed pipe.
        let text = String(repeating: "let x = 1\n", count: 200_000)
        let message = Clipboard(environment: ["PATH": folder]).copy(CopyRequest(text: text, description: "code"), terminal: terminal)
        #expect(message.text.contains("OSC 52 only"))
        #expect(terminal.clipboard.count == 1)
    }
}
