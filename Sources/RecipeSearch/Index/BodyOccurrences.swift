/// Every body's terms and occurrences, merged from the chunks in place and in parallel:
/// `termStart[b]..<termStart[b + 1]` are body b's (term, occurrences) pairs, terms ascending, and
/// `occurrenceStart[p]..<occurrenceStart[p + 1]` are pair p's occurrences in text order.
struct BodyOccurrences {
    let termStart: [Int32]
    let term: [UInt32]
    let occurrenceStart: [Int32]
    let occurrences: [Occurrence]

    init(_ chunks: [BodyOccurrenceChunk], occurrences: [Occurrence], occurrenceBase: [Int]) {
        self.occurrences = occurrences
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
    }

    /// How many tokens body `b` has.
    func tokenCount(ofBody b: Int) -> Int {
        Int(occurrenceStart[Int(termStart[b + 1])] - occurrenceStart[Int(termStart[b])])
    }
}
