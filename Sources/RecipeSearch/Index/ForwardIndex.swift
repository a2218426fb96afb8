import Foundation

/// The forward index's arrays, merged from its chunks in parallel, with each
/// entry's BM25F impact `idf × ptf / (k1 + ptf)`.
struct ForwardIndex {
    /// `start[d]..<start[d + 1]` are document d's entries.
    let start: [Int32]
    let term: [UInt32]
    let impact: [Float]
    /// Documents holding each term.
    let df: [Int32]

    /// Takes the chunks' terms and pseudo term frequencies, leaving them empty.
    init(_ forward: inout [ForwardChunk], documentCount: Int) {
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

        // Impacts first, then the terms, each chunk's arrays released as soon as they are copied.
        impact = Self.merge(entries, entryBase, &forward) { chunk, i in idf[Int(chunk.terms[i])] * chunk.ptf[i] / (IndexBuilder.k1 + chunk.ptf[i]) }
        for c in forward.indices { forward[c].ptf = [] }
        term = Self.merge(entries, entryBase, &forward) { chunk, i in chunk.terms[i] }
        for c in forward.indices { forward[c].terms = [] }
    }

    /// One array of every chunk's entries, `value(chunk, i)` for entry i of each chunk, written in parallel.
    private static func merge<T>(_ count: Int, _ base: [Int], _ chunks: inout [ForwardChunk], _ value: (ForwardChunk, Int) -> T) -> [T] {
        let chunks = chunks
        return Parallel.array(count: count, tasks: chunks.count) { c, out in
            let chunk = chunks[c]
            for i in chunk.terms.indices { (out.baseAddress! + base[c] + i).initialize(to: value(chunk, i)) }
        }
    }
}
