import RecipeKit
import RecipeTUI

/// Recipe prose for the terminal: RecipeKit's `InlineText` reads the inline Markdown, code
/// spans and strong text get their styles, and lines wrap at spaces to a width measured in
/// terminal columns (styles never count). Without a width the text stays on one line.
struct StyledProse {
    var style: Style
    /// Columns to wrap to; nil leaves each paragraph on one line (in a pipe).
    var width: Int?

    /// The most columns prose takes on a wide terminal: a readable measure.
    static let measure = 100

    /// `text` as lines: the first starts with `first`, the others with `rest` (hanging indent).
    func lines(_ text: String, first: String = "", rest: String = "") -> [String] {
        let runs = InlineText.runs(TerminalText.visible(text, singleLine: true))
        guard let width else { return [first + runs.map(styled).joined()] }
        let limit = min(width, Self.measure)
        var lines: [String] = []
        var line = first
        var used = Self.visibleWidth(first)
        var lineHasWord = false
        for word in words(runs) {
            let wordWidth = word.reduce(0) { $0 + DisplayWidth.of($1.text) }
            if lineHasWord, used + 1 + wordWidth > limit {
                lines.append(line)
                line = rest
                used = Self.visibleWidth(rest)
                lineHasWord = false
            }
            if lineHasWord {
                line += " "
                used += 1
            }
            line += word.map(styled).joined()
            used += wordWidth
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// Columns `text` takes on a terminal, its SGR style sequences (`ESC [ … m`) not counted.
    static func visibleWidth(_ text: String) -> Int {
        guard text.utf8.contains(0x1B) else { return DisplayWidth.of(text) }
        var width = 0
        var inSequence = false
        for character in text {
            if character == "\u{1B}" { inSequence = true; continue }
            if inSequence {
                if character.isLetter { inSequence = false }
                continue
            }
            width += DisplayWidth.of(character)
        }
        return width
    }

    private func styled(_ run: InlineRun) -> String {
        run.isCode ? style.code(run.text) : run.isStrong ? style.title(run.text) : run.text
    }

    /// The runs cut into words at spaces; a word keeps the kind of each of its pieces.
    private func words(_ runs: [InlineRun]) -> [[InlineRun]] {
        var words: [[InlineRun]] = []
        var current: [InlineRun] = []
        for run in runs {
            let pieces = run.text.split(separator: " ", omittingEmptySubsequences: false)
            for (offset, piece) in pieces.enumerated() {
                if offset > 0, !current.isEmpty {
                    words.append(current)
                    current = []
                }
                if !piece.isEmpty {
                    var part = run
                    part.text = String(piece)
                    current.append(part)
                }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
