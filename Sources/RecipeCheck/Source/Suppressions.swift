/// `// recipes:disable rule-id` comments: which rules are switched off on which lines.
///
/// A comment names one or more rule ids separated by spaces or commas; with none it switches off
/// every rule. It applies to findings on its own line, or to the whole type when it sits on the
/// line that declares the type.
struct Suppressions {
    static let marker = Array("recipes:disable".utf8)

    /// Rules disabled per line; an empty set means every rule.
    private(set) var byLine: [Int: Set<String>] = [:]

    /// Scans `bytes` for the marker inside `//` or `/*` comments, in one pass: line numbers and
    /// the start of each line's first comment are carried forward from hit to hit, never
    /// recounted from the start of the file or of the line.
    init(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var from = 0
            var line = 1, counted = 0  // `line` is the line of offset `counted`
            var lineStart = 0, commentStart: Int?  // the first `//` or `/*` of the line at `lineStart`
            var scanned = 0  // how far that line was searched for a comment
            var next = ByteSearch.firstIndex(of: Self.marker, in: buffer, from: 0)
            while let hit = next {
                from = hit + Self.marker.count
                next = ByteSearch.firstIndex(of: Self.marker, in: buffer, from: from)
                while counted < hit {
                    if buffer[counted] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = counted + 1
                        commentStart = nil
                        scanned = lineStart
                    }
                    counted += 1
                }
                if commentStart == nil {
                    while scanned + 1 < hit {
                        if buffer[scanned] == UInt8(ascii: "/"), buffer[scanned + 1] == UInt8(ascii: "/") || buffer[scanned + 1] == UInt8(ascii: "*")
                        {
                            commentStart = scanned
                            break
                        }
                        scanned += 1
                    }
                }
                guard let comment = commentStart, comment + 1 < hit else { continue }
                // The ids run to the end of the line or to the next marker on it.
                var end = from
                let limit = min(buffer.count, next ?? buffer.count)
                while end < limit, buffer[end] != UInt8(ascii: "\n") { end += 1 }
                let rest = String(decoding: UnsafeBufferPointer(rebasing: buffer[from..<end]), as: UTF8.self)
                let ids = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
                    .prefix { !$0.hasPrefix("*/") && !$0.hasPrefix("--") }
                    .map { String($0.hasSuffix("*/") ? $0.dropLast(2) : $0) }
                    .filter { !$0.isEmpty }
                if ids.isEmpty { byLine[line] = [] } else if byLine[line] != [] { byLine[line, default: []].formUnion(ids) }
            }
        }
    }

    /// True when `rule` is disabled on any of `lines`.
    func disables(_ rule: CheckRule, onAnyOf lines: [Int]) -> Bool {
        lines.contains { line in
            guard let ids = byLine[line] else { return false }
            return ids.isEmpty || ids.contains(rule.id)
        }
    }

    var isEmpty: Bool { byLine.isEmpty }
}
