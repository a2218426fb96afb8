/// Cuts a snippet of about `maximumLength` UTF-16 units out of a long text around its densest
/// cluster of matches, collapses whitespace and maps the match ranges into the snippet.
enum SnippetBuilder {
    static let maximumLength = 160
    static let leadingContext = 40

    /// `matches` are (UTF-16 range, query word) pairs in the original text.
    static func snippet(
        field: SearchField, element: Int, text: String, matches: [(range: Range<Int>, word: Int)]
    ) -> Snippet {
        let units = Array(text.utf16)
        var start = 0
        if units.count > maximumLength, !matches.isEmpty {
            let anchor = densestStart(matches)
            start = max(0, anchor - leadingContext)
            // Start at a word boundary, unless the text has none nearby.
            var s = start
            while s > 0, s > start - 20, !isSpace(units[s - 1]) { s -= 1 }
            start = s > 0 && !isSpace(units[s - 1]) ? start : s
        }
        var end = min(units.count, start + maximumLength)
        if end < units.count {
            var e = end
            while e > start + maximumLength / 2, !isSpace(units[e]) { e -= 1 }
            if e > start + maximumLength / 2 { end = e }
        }
        if start > 0, UTF16.isTrailSurrogate(units[start]) { start += 1 }
        if end < units.count, end > start, UTF16.isTrailSurrogate(units[end]) { end -= 1 }

        var out: [UInt16] = []
        var map = [Int](repeating: 0, count: end - start + 1)
        if start > 0 { out.append(0x2026) }
        var lastWasSpace = true
        for i in start..<end {
            map[i - start] = out.count
            if isSpace(units[i]) {
                if !lastWasSpace { out.append(0x20) }
                lastWasSpace = true
            } else {
                out.append(units[i])
                lastWasSpace = false
            }
        }
        while out.last == 0x20 { out.removeLast() }
        map[end - start] = out.count
        if end < units.count { out.append(0x2026) }
        let ranges = matches.map(\.range)
            .filter { $0.lowerBound >= start && $0.upperBound <= end }
            .map { map[$0.lowerBound - start]..<max(map[$0.lowerBound - start], min(map[$0.upperBound - start], out.count)) }
        return Snippet(
            field: field, element: element, text: String(decoding: out, as: UTF16.self),
            utf16Ranges: RangeMerger.merge(ranges))
    }

    /// The start of the match whose following window holds the most distinct query words.
    private static func densestStart(_ matches: [(range: Range<Int>, word: Int)]) -> Int {
        var best = matches[0].range.lowerBound, bestCount = 0
        for m in matches {
            let window = m.range.lowerBound..<(m.range.lowerBound + maximumLength - leadingContext)
            let words = Set(matches.filter { window.contains($0.range.lowerBound) }.map(\.word)).count
            if words > bestCount || (words == bestCount && m.range.lowerBound < best) {
                best = m.range.lowerBound
                bestCount = words
            }
        }
        return best
    }

    private static func isSpace(_ u: UInt16) -> Bool { u == 0x20 || u == 0x0A || u == 0x09 || u == 0x0D }
}

/// Sorts ranges and joins overlapping or touching ones.
enum RangeMerger {
    static func merge(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for r in ranges.sorted(by: { $0.lowerBound != $1.lowerBound ? $0.lowerBound < $1.lowerBound : $0.upperBound > $1.upperBound })
        where !r.isEmpty {
            if let last = merged.last, r.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        return merged
    }
}
