import Foundation

/// The forward index's arrays, merged from its chunks in place and in parallel, with each
/// entry's BM25F impact `idf × ptf / (k1 + ptf)`.
struct ForwardIndex {
    /// `start[d]..<start[d + 1]` are document d's entries.
    let start: [Int32]
    let term: [UInt32]
    let impact: [Float]
    /// Documents holding each term.
    let df: [Int32]

    init(_ forward: [ForwardChunk], documentCount: Int) {
        var entryBase = [0]
        for chunk in forward { entryBase.append(entryBase.last! + chunk.terms.count) }
        let entries = entryBase.last!

        var df = forward.first?.df ?? []
        for chunk in forward.dropFirst() {
            for t in df.indices { df[t] += chunk.df[t] }
        }
        let n = Float(documentCount)
        let idf = df.map { d in log(1 + (n - Float(d) + 0.5) / (Float(d) + 0.5)) }
        self.df = df

        var start: [Int32] = [0]
        start.reserveCapacity(documentCount + 1)
        for chunk in forward {
            for count in chunk.docEntryCounts { start.append(start.last! + count) }
        }
        self.start = start

        term = Parallel.array(count: entries, tasks: forward.count) { c, out in
            forward[c].terms.withUnsafeBufferPointer { terms in
                _ = UnsafeMutableBufferPointer(rebasing: out[entryBase[c]..<entryBase[c + 1]]).initialize(from: terms)
            }
        }
        impact = Parallel.array(count: entries, tasks: forward.count) { c, out in
            let chunk = forward[c]
            for i in chunk.terms.indices {
                let ptf = chunk.ptf[i]
                (out.baseAddress! + entryBase[c] + i).initialize(to: idf[Int(chunk.terms[i])] * ptf / (IndexBuilder.k1 + ptf))
            }
        }
    }
}
