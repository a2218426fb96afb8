import Foundation

/// The shapes of Markdown on which the bundled cmark-gfm (0.29) spends time quadratic in their
/// size, found by one linear scan of the text before it is parsed: a table whose rows hold very
/// many cells, and a paragraph with very many link brackets (`![[]()` repeated). Fenced code is
/// not scanned (cmark does not parse inlines in it).
enum MarkdownShapeCheck {
    /// The most `|` on one line of a table, and the most cells (rows × columns) in one table,
    /// that are parsed as a table.
    static let maximumTableColumns = 1_000
    static let maximumTableCells = 100_000
    /// The most `[` in one paragraph (lines between blank lines) that are parsed as Markdown.
    static let maximumBracketsPerParagraph = 2_000

    /// How to read a text.
    enum Verdict: Equatable {
        case markdown
        /// Parse with the table extension off; `reason` names the table at `line`.
        case withoutTables(line: Int, reason: String)
        /// Do not give the text to cmark at all.
        case plainText(line: Int, reason: String)
    }

    static func check(_ text: String) -> Verdict {
        var scan = Scan()
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return .markdown }
            var start = 0
            while start < bytes.count {
                // Each line's end found by memchr, not byte by byte.
                let end =
                    memchr(base + start, 0x0A, bytes.count - start).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
                if let verdict = scan.read(line: UnsafeBufferPointer(rebasing: bytes[start..<end])) { return verdict }
                start = end + 1
            }
            return scan.tableVerdict ?? .markdown
        }
    }

    /// The text as paragraphs split at blank lines, each with its first line, and no other structure.
    static func plainParagraphs(_ text: String) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var lines: [Substring] = []
        var first = 0
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                if !lines.isEmpty { blocks.append(.paragraph(text: paragraph(lines), line: first)) }
                lines.removeAll()
            } else {
                if lines.isEmpty { first = offset + 1 }
                lines.append(line)
            }
        }
        if !lines.isEmpty { blocks.append(.paragraph(text: paragraph(lines), line: first)) }
        return blocks
    }

    private static func paragraph(_ lines: [Substring]) -> String {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// The state of the scan between lines.
    private struct Scan {
        var lineNumber = 0
        /// The fence character and length of the open code fence, if any.
        var fence: (byte: UInt8, length: Int)?
        var brackets = 0
        var paragraphLine = 0
        /// The table being read: its first line, rows so far and widest row.
        var table: (line: Int, rows: Int, columns: Int)?
        var previousPipes = 0
        var tableVerdict: Verdict?

        mutating func read(line: UnsafeBufferPointer<UInt8>) -> Verdict? {
            lineNumber += 1
            var indent = 0
            while indent < line.count, line[indent] == UInt8(ascii: " ") { indent += 1 }
            if indent < 4, let marker = fenceMarker(line, from: indent) {
                if let open = fence {
                    if marker.byte == open.byte, marker.length >= open.length { fence = nil }
                } else {
                    fence = marker
                }
                endParagraph()
                return nil
            }
            if fence != nil { return nil }
            if indent == line.count || line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                endParagraph()
                return nil
            }
            var pipes = 0, opening = 0
            for byte in line {
                if byte == UInt8(ascii: "|") { pipes += 1 } else if byte == UInt8(ascii: "[") { opening += 1 }
            }
            if brackets == 0 { paragraphLine = lineNumber }
            brackets += opening
            if brackets > maximumBracketsPerParagraph {
                return .plainText(line: paragraphLine, reason: "a paragraph with more than \(maximumBracketsPerParagraph) `[`")
            }
            readTableRow(line, pipes: pipes)
            previousPipes = pipes
            return nil
        }

        /// Counts a table's rows and columns; a delimiter row (`|---|:-:|`) starts a table.
        private mutating func readTableRow(_ line: UnsafeBufferPointer<UInt8>, pipes: Int) {
            guard tableVerdict == nil else { return }
            if table == nil, isDelimiterRow(line) {
                table = (lineNumber - 1, 2, max(pipes, previousPipes, 1))
            } else if var open = table {
                open.rows += 1
                open.columns = max(open.columns, pipes)
                table = open
            } else {
                return
            }
            guard let open = table else { return }
            if open.columns > maximumTableColumns {
                tableVerdict = .withoutTables(line: max(1, open.line), reason: "a table row with more than \(maximumTableColumns) cells")
            } else if open.rows * open.columns > maximumTableCells {
                tableVerdict = .withoutTables(line: max(1, open.line), reason: "a table with more than \(maximumTableCells) cells")
            }
        }

        private mutating func endParagraph() {
            brackets = 0
            table = nil
            previousPipes = 0
        }

        /// `---`, `|:--|--:|`: only `|`, `-`, `:` and blanks, with at least one `-`.
        private func isDelimiterRow(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
            var dash = false
            for byte in line {
                switch byte {
                case UInt8(ascii: "-"): dash = true
                case UInt8(ascii: "|"), UInt8(ascii: ":"), 0x20, 0x09, 0x0D: continue
                default: return false
                }
            }
            return dash
        }

        /// A run of three or more backticks or tildes at `start`.
        private func fenceMarker(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> (byte: UInt8, length: Int)? {
            guard start < line.count, line[start] == UInt8(ascii: "`") || line[start] == UInt8(ascii: "~") else { return nil }
            var end = start
            while end < line.count, line[end] == line[start] { end += 1 }
            return end - start >= 3 ? (line[start], end - start) : nil
        }
    }
}
