import Foundation

/// ANSI styling for human output: on only when stdout is a terminal, `NO_COLOR` is unset,
/// `TERM` is not `dumb` and `--no-color` was not given.
struct Style: Sendable {
    var enabled: Bool

    static func detect(noColorFlag: Bool, fileDescriptor: Int32 = STDOUT_FILENO) -> Style {
        let noColor = noColorFlag || getenv("NO_COLOR").map { $0.pointee != 0 } == true || getenv("TERM").map { strcmp($0, "dumb") == 0 } == true
        return Style(enabled: !noColor && isatty(fileDescriptor) == 1)
    }

    private func wrap(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// The SGR codes `wrap` uses; `0` resets.
    private static let codes = ["0", "1", "1;36", "2", "33", "1;4;35", "32", "1;31"]

    /// The exact escape sequences this style writes (none when off): the only ones the output
    /// filter lets through.
    var escapeSequences: [String] { enabled ? Self.codes.map { "\u{1B}[\($0)m" } : [] }

    func title(_ text: String) -> String { wrap(text, "1") }
    func heading(_ text: String) -> String { wrap(text, "1;36") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func code(_ text: String) -> String { wrap(text, "33") }
    func match(_ text: String) -> String { wrap(text, "1;4;35") }
    func good(_ text: String) -> String { wrap(text, "32") }
    func warning(_ text: String) -> String { wrap(text, "33") }
    func error(_ text: String) -> String { wrap(text, "1;31") }
}
