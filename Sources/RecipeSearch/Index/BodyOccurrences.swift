/// Every body's terms and occurrences, merged from the chunks in parallel:
/// `termStart[b]..<termStart[b + 1]` are body b's (term, occurrences) pairs, terms ascending;
/// `occurrenceStart[p]..<occurrenceStart[p + 1]` count pair p's occurrences (what the forward
/// index is summed from), and `codeStart[p]..<codeStart[p + 1]` in `code` are those occurrences
/// in text order, as `OccurrenceCode` keeps them.
struct BodyOccurrences {
    let termStart: [Int32]
    let term: [UInt32]
    let occurrenceStart: [Int32]
    let codeStart: [Int32]
    let code: [UInt8]

    init(_ chunks: [BodyOccurrenceChunk], occurrences: [Occurrence], occurrenceBase: [Int]) {
        var pairBase = [0]
        for chunk in chunks { pairBase.append(pairBase.last! + chunk.terms.count) }
        let pairs = pairBase.last!
        var termStart: [Int32] = [0]
        termStart.reserveCapacity(chunks.reduce(1) { $0 + $1.termCounts.count })
        for chunk in chunks {
            for count in chunk.termCounts { termStart.append(termStart.last! + count) }
        }
        self.termStart = termStart
        term = Parallel.array(count: pairs, tasks: chunks.count) { c, out in
            chunks[c].terms.withUnsafeBufferPointer { terms in
                _ = UnsafeMutableBufferPointer(rebasing: out[pairBase[c]..<pairBase[c + 1]]).initialize(from: terms)
            }
        }
        occurrenceStart = Parallel.array(count: pairs + 1, tasks: chunks.count) { c, out in
            if c == 0 { out.baseAddress!.initialize(to: 0) }
            var running = Int32(occurrenceBase[c])
            for (i, count) in chunks[c].occurrenceCounts.enumerated() {
                running += count
                (out.baseAddress! + pairBase[c] + i + 1).initialize(to: running)
            }
        }
        (codeStart, code) = Self.encode(occurrences, pairStart: occurrenceStart, pairBase: pairBase)
    }

    /// Each pair's occurrences coded, chunk by chunk in parallel, then joined.
    private static func encode(_ occurrences: [Occurrence], pairStart: [Int32], pairBase: [Int]) -> ([Int32], [UInt8]) {
        let chunks = Parallel.map(pairBase.count - 1) { c -> (ends: [Int32], bytes: [UInt8]) in
            var bytes: [UInt8] = [], ends: [Int32] = []
            ends.reserveCapacity(pairBase[c + 1] - pairBase[c])
            occurrences.withUnsafeBufferPointer { all in
                for p in pairBase[c]..<pairBase[c + 1] {
                    OccurrenceCode.append(UnsafeBufferPointer(rebasing: all[Int(pairStart[p])..<Int(pairStart[p + 1])]), to: &bytes)
                    ends.append(Int32(bytes.count))
                }
            }
            return (ends, bytes)
        }
        var byteBase = [0]
        for chunk in chunks { byteBase.append(byteBase.last! + chunk.bytes.count) }
        let codeStart: [Int32] = Parallel.array(count: pairBase.last! + 1, tasks: chunks.count) { c, out in
            if c == 0 { out.baseAddress!.initialize(to: 0) }
            let base = Int32(byteBase[c]), first = out.baseAddress! + pairBase[c] + 1
            for (i, end) in chunks[c].ends.enumerated() { (first + i).initialize(to: base + end) }
        }
        let code: [UInt8] = Parallel.array(count: byteBase.last!, tasks: chunks.count) { c, out in
            chunks[c].bytes.withUnsafeBufferPointer { bytes in
                _ = UnsafeMutableBufferPointer(rebasing: out[byteBase[c]..<byteBase[c + 1]]).initialize(from: bytes)
            }
        }
        return (codeStart, code)
    }

    /// How many tokens body `b` has.
    func tokenCount(ofBody b: Int) -> Int {
        Int(occurrenceStart[Int(termStart[b + 1])] - occurrenceStart[Int(termStart[b])])
    }
}
