/// The inverted lists: per term, its documents ordered by descending impact (then ascending
/// document). Each posting is sorted as one 64-bit key: the impact's bits inverted (positive
/// floats order like their bit patterns), then the document. Chunks scatter their postings
/// concurrently into disjoint places, lists are sorted concurrently, and the keys are split into
/// documents and impacts concurrently.
struct InvertedIndex {
    /// `start[t]..<start[t + 1]` are term t's postings.
    let start: [Int32]
    let doc: [UInt32]
    let impact: [Float]

    init(_ forward: ForwardIndex, chunks: [RecipeChunk], chunkDF: [[Int32]], parts: Int) {
        let df = forward.df
        var start = [Int32](repeating: 0, count: df.count + 1)
        for t in df.indices { start[t + 1] = start[t] + df[t] }
        self.start = start
        let postings = Int(start[df.count])

        // Where each chunk's postings of each term go: chunks in document order.
        var running = Array(start.dropLast())
        let chunkCursor = chunkDF.map { counts in
            defer { for t in running.indices { running[t] += counts[t] } }
            return running
        }

        let keys = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: postings)
        defer { keys.deallocate() }
        let shared = UnsafeSendableBuffer(buffer: keys)
        Parallel.forEach(chunks.count) { c in
            var cursor = chunkCursor[c]
            forward.start.withUnsafeBufferPointer { entryStart in
                forward.term.withUnsafeBufferPointer { terms in
                    forward.impact.withUnsafeBufferPointer { impacts in
                        for d in chunks[c].docs {
                            for e in Int(entryStart[d])..<Int(entryStart[d + 1]) {
                                let t = Int(terms[e])
                                (shared.buffer.baseAddress! + Int(cursor[t])).initialize(to: UInt64(~impacts[e].bitPattern) << 32 | UInt64(d))
                                cursor[t] += 1
                            }
                        }
                    }
                }
            }
        }
        let termChunks = start.withUnsafeBufferPointer { Parallel.chunks(weightedBy: $0, parts: parts) }
        // Each list is in document order, so a stable sort by impact alone orders it.
        Parallel.forEach(termChunks.count) { c in
            let longest = termChunks[c].map { Int(df[$0]) }.max() ?? 0
            let scratch = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: longest)
            defer { scratch.deallocate() }
            for t in termChunks[c] where df[t] > 1 {
                PostingSort.sortByHighHalf(UnsafeMutableBufferPointer(rebasing: shared.buffer[Int(start[t])..<Int(start[t + 1])]), scratch: scratch)
            }
        }
        let postingChunks = Parallel.chunks(postings, parts: parts)
        doc = Parallel.array(count: postings, tasks: postingChunks.count) { c, out in
            for p in postingChunks[c] { (out.baseAddress! + p).initialize(to: UInt32(truncatingIfNeeded: shared.buffer[p])) }
        }
        impact = Parallel.array(count: postings, tasks: postingChunks.count) { c, out in
            for p in postingChunks[c] { (out.baseAddress! + p).initialize(to: Float(bitPattern: ~UInt32(shared.buffer[p] >> 32))) }
        }
    }
}
