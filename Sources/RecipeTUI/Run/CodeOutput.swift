import Foundation
import RecipeKit

/// "Write the code block on exit": to a file, or to stdout (`-`) once the screen is restored.
/// What is written is what the screen showed: without the characters `TerminalText` does not
/// let through (as the clipboard gets it).
enum CodeOutput {
    /// Writes `code` to `path`; returns an error message on failure.
    static func write(_ code: String, to path: String) -> String? {
        let stripped = TerminalText.stripped(code)
        let text = stripped.hasSuffix("\n") ? stripped : stripped + "\n"
        if path == "-" {
            FileHandle.standardOutput.write(Data(text.utf8))
            return nil
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "could not write the code to \(path): \(error.localizedDescription)"
        }
    }
}
