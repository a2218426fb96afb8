import Foundation

/// The forward index's arrays, with each entry's BM25F impact `idf × ptf / (k1 + ptf)`: the
/// chunks' entries are counted first (`ForwardChunk`), so that the arrays are allocated at their
/// exact size and every chunk writes its entries in place, in parallel.
struct ForwardIndex {
    /// `start[d]..<start[d + 1]` are document d's entries.
    let start: [Int32]
    let term: [UInt32]
    let impact: [Float]
    /// Documents holding each term.
    let df: [Int32]
    /// Per chunk: its documents holding each term (where each chunk's postings go).
    let chunkDF: [[Int32]]

    init(_ chunks: [RecipeChunk], _ context: ForwardChunk.Context, documentCount: Int) {
        let counted = Parallel.map(chunks.count) { ForwardChunk(chunks[$0], context) }
        var df = counted.first?.df ?? []
        for chunk in counted.dropFirst() {
            for t in df.indices { df[t] += chunk.df[t] }
        }
        let n = Float(documentCount)
        let idf = df.map { d in log(1 + (n - Float(d) + 0.5) / (Float(d) + 0.5)) }
        self.df = df
        chunkDF = counted.map(\.df)

        var start: [Int32] = [0]
        start.reserveCapacity(documentCount + 1)
        var chunkStart: [Int] = []
        for chunk in counted {
            chunkStart.append(Int(start.last!))
            for count in chunk.docEntryCounts { start.append(start.last! + count) }
        }
        self.start = start
        let entries = Int(start.last!)

        var impact: [Float] = []
        term = [UInt32](unsafeUninitializedCapacity: entries) { termBuffer, termCount in
            impact = [Float](unsafeUninitializedCapacity: entries) { impactBuffer, impactCount in
                let terms = UnsafeSendableBuffer(buffer: termBuffer), impacts = UnsafeSendableBuffer(buffer: impactBuffer)
                Parallel.forEach(counted.count) { c in
                    counted[c].write(
                        context, idf: idf, term: terms.buffer.baseAddress! + chunkStart[c],
                        impact: impacts.buffer.baseAddress! + chunkStart[c])
                }
                impactCount = entries
            }
            termCount = entries
        }
        self.impact = impact
    }
}
