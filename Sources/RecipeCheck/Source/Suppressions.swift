/// `// recipes:disable rule-id` comments: which rules are switched off on which lines.
///
/// A comment names one or more rule ids separated by spaces or commas; with none it switches off
/// every rule. It applies to findings on its own line, or to the whole type when it sits on the
/// line that declares the type.
struct Suppressions {
    static let marker = Array("recipes:disable".utf8)

    /// Rules disabled per line; an empty set means every rule.
    private(set) var byLine: [Int: Set<String>] = [:]

    /// Scans `bytes` for the marker inside `//` or `/*` comments.
    init(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var from = 0
            while let hit = ByteSearch.firstIndex(of: Self.marker, in: buffer, from: from) {
                from = hit + Self.marker.count
                var lineStart = hit
                while lineStart > 0, buffer[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
                guard Self.isInComment(buffer, lineStart: lineStart, at: hit) else { continue }
                var end = from
                while end < buffer.count, buffer[end] != UInt8(ascii: "\n") { end += 1 }
                let rest = String(decoding: UnsafeBufferPointer(rebasing: buffer[from..<end]), as: UTF8.self)
                let ids = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
                    .prefix { !$0.hasPrefix("*/") && !$0.hasPrefix("--") }
                    .map { String($0.hasSuffix("*/") ? $0.dropLast(2) : $0) }
                    .filter { !$0.isEmpty }
                var line = 1
                for byte in buffer[0..<hit] where byte == UInt8(ascii: "\n") { line += 1 }
                if ids.isEmpty { byLine[line] = [] } else if byLine[line] != [] { byLine[line, default: []].formUnion(ids) }
            }
        }
    }

    /// True when the marker at `offset` follows `//` or `/*` on its line.
    private static func isInComment(_ buffer: UnsafeBufferPointer<UInt8>, lineStart: Int, at offset: Int) -> Bool {
        var i = lineStart
        while i + 1 < offset {
            if buffer[i] == UInt8(ascii: "/"), buffer[i + 1] == UInt8(ascii: "/") || buffer[i + 1] == UInt8(ascii: "*") { return true }
            i += 1
        }
        return false
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
