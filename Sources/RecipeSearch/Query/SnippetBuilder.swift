/// Cuts a snippet of about `maximumLength` UTF-16 units out of a long text around its densest
/// cluster of matches, collapses whitespace and maps the match ranges into the snippet. Only the
/// window is decoded from the text's UTF-8 bytes, so long code blocks cost little more than short
/// notes.
enum SnippetBuilder {
    static let maximumLength = 160
    static let leadingContext = 40
    /// How far back the start may move to reach a word boundary.
    static let boundarySearch = 20

    /// `text` is the unit's UTF-8; `matches` are (UTF-16 range, query word) pairs in it.
    static func snippet(
        field: SearchField, element: Int, text: UnsafeBufferPointer<UInt8>, matches: [(range: Range<Int>, word: Int)]
    ) -> Snippet {
        let total = UTF16Window.utf16Count(text)
        var start = 0
        if total > maximumLength, !matches.isEmpty {
            start = max(0, densestStart(matches) - leadingContext)
        }
        start = min(start, total)
        let lo = max(0, start - boundarySearch - 1), hi = min(total, start + maximumLength + 1)
        let window = UTF16Window(text, utf16Range: lo..<hi)

        if start > 0 {
            // Start at a word boundary, unless the text has none nearby.
            var s = start
            while s > 0, s > start - boundarySearch, !isSpace(window[s - 1]) { s -= 1 }
            start = s > 0 && !isSpace(window[s - 1]) ? start : s
        }
        var end = min(total, start + maximumLength)
        if end < total {
            var e = end
            while e > start + maximumLength / 2, !isSpace(window[e]) { e -= 1 }
            if e > start + maximumLength / 2 { end = e }
        }
        if start > 0, start < total, UTF16.isTrailSurrogate(window[start]) { start += 1 }
        if end < total, end > start, UTF16.isTrailSurrogate(window[end]) { end -= 1 }

        var out: [UInt16] = []
        out.reserveCapacity(end - start + 2)
        var map = [Int](repeating: 0, count: end - start + 1)
        if start > 0 { out.append(0x2026) }
        var lastWasSpace = true
        for i in start..<end {
            map[i - start] = out.count
            let u = window[i]
            if isSpace(u) {
                if !lastWasSpace { out.append(0x20) }
                lastWasSpace = true
            } else {
                out.append(u)
                lastWasSpace = false
            }
        }
        while out.last == 0x20 { out.removeLast() }
        map[end - start] = out.count
        if end < total { out.append(0x2026) }
        let ranges = matches.map(\.range)
            .filter { $0.lowerBound >= start && $0.upperBound <= end }
            .map { map[$0.lowerBound - start]..<max(map[$0.lowerBound - start], min(map[$0.upperBound - start], out.count)) }
        return Snippet(field: field, element: element, text: string(utf16: out), utf16Ranges: RangeMerger.merge(ranges))
    }

    /// The start of the match whose following window holds the most distinct query words (the
    /// earliest on ties): one pass of a sliding window over the matches in text order.
    private static func densestStart(_ matches: [(range: Range<Int>, word: Int)]) -> Int {
        let starts = matches.map { (at: $0.range.lowerBound, word: $0.word) }.sorted { $0.at < $1.at }
        var counts = [Int](repeating: 0, count: (starts.map(\.word).max() ?? 0) + 1)
        var distinct = 0
        var best = starts[0].at, bestCount = 0
        var j = 0
        for i in starts.indices {
            if i > 0 {
                let left = starts[i - 1].word
                counts[left] -= 1
                if counts[left] == 0 { distinct -= 1 }
            }
            let limit = starts[i].at + maximumLength - leadingContext
            while j < starts.count, starts[j].at < limit {
                if counts[starts[j].word] == 0 { distinct += 1 }
                counts[starts[j].word] += 1
                j += 1
            }
            if distinct > bestCount {
                best = starts[i].at
                bestCount = distinct
            }
        }
        return best
    }

    /// UTF-16 code units to a `String`, written as UTF-8 straight into the string's storage (the
    /// standard library's UTF-16 path is slow); a unit of a broken surrogate pair becomes U+FFFD.
    private static func string(utf16 units: [UInt16]) -> String {
        // A unit gives at most three bytes; a pair of them, four.
        String(unsafeUninitializedCapacity: 3 * units.count) { bytes in
            var n = 0
            var i = 0
            while i < units.count {
                var scalar = UInt32(units[i])
                if UTF16.isLeadSurrogate(units[i]), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                    i += 1
                } else if UTF16.isLeadSurrogate(units[i]) || UTF16.isTrailSurrogate(units[i]) {
                    scalar = 0xFFFD
                }
                i += 1
                switch scalar {
                case 0..<0x80:
                    bytes[n] = UInt8(scalar)
                    n += 1
                case 0x80..<0x800:
                    bytes[n] = UInt8(0xC0 | scalar >> 6)
                    bytes[n + 1] = UInt8(0x80 | scalar & 0x3F)
                    n += 2
                case 0x800..<0x10000:
                    bytes[n] = UInt8(0xE0 | scalar >> 12)
                    bytes[n + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    bytes[n + 2] = UInt8(0x80 | scalar & 0x3F)
                    n += 3
                default:
                    bytes[n] = UInt8(0xF0 | scalar >> 18)
                    bytes[n + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
                    bytes[n + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    bytes[n + 3] = UInt8(0x80 | scalar & 0x3F)
                    n += 4
                }
            }
            return n
        }
    }

    private static func isSpace(_ u: UInt16) -> Bool { u == 0x20 || u == 0x0A || u == 0x09 || u == 0x0D }
}
