import Foundation

/// "Write the code block on exit": to a file, or to stdout (`-`) once the screen is restored.
enum CodeOutput {
    /// Writes `code` to `path`; returns an error message on failure.
    static func write(_ code: String, to path: String) -> String? {
        let text = code.hasSuffix("\n") ? code : code + "\n"
        if path == "-" {
            let shown = isatty(STDOUT_FILENO) == 1 ? withoutControlCharacters(text) : text
            FileHandle.standardOutput.write(Data(shown.utf8))
            return nil
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "could not write the code to \(path): \(error.localizedDescription)"
        }
    }

    /// `text` with control characters other than newline and tab removed, for a terminal.
    static func withoutControlCharacters(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter {
            $0 == "\n" || $0 == "\t" || $0.properties.generalCategory != .control
        }))
    }
}
