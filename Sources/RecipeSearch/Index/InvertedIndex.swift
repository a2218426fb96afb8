/// The inverted lists: per term, its documents ordered by descending impact (then ascending
/// document). Chunks scatter their postings concurrently into disjoint places, and lists are
/// sorted concurrently.
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

        // Postings are scattered straight into the two arrays; each list is then sorted through a
        // scratch buffer of its own length, so no array of all the keys is ever held.
        var impact: [Float] = []
        doc = [UInt32](unsafeUninitializedCapacity: postings) { docBuffer, docCount in
            impact = [Float](unsafeUninitializedCapacity: postings) { impactBuffer, impactCount in
                let docs = UnsafeSendableBuffer(buffer: docBuffer), impacts = UnsafeSendableBuffer(buffer: impactBuffer)
                Parallel.forEach(chunks.count) { c in
                    var cursor = chunkCursor[c]
                    forward.start.withUnsafeBufferPointer { entryStart in
                        forward.term.withUnsafeBufferPointer { terms in
                            forward.impact.withUnsafeBufferPointer { entryImpacts in
                                for d in chunks[c].docs {
                                    for e in Int(entryStart[d])..<Int(entryStart[d + 1]) {
                                        let t = Int(terms[e])
                                        (docs.buffer.baseAddress! + Int(cursor[t])).initialize(to: UInt32(d))
                                        (impacts.buffer.baseAddress! + Int(cursor[t])).initialize(to: entryImpacts[e])
                                        cursor[t] += 1
                                    }
                                }
                            }
                        }
                    }
                }
                let termChunks = start.withUnsafeBufferPointer { Parallel.chunks(weightedBy: $0, parts: parts) }
                Parallel.forEach(termChunks.count) { c in
                    let longest = termChunks[c].map { Int(df[$0]) }.max() ?? 0
                    let scratch = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 2 * longest)
                    defer { scratch.deallocate() }
                    for t in termChunks[c] where df[t] > 1 {
                        Self.sort(Int(start[t])..<Int(start[t + 1]), docs.buffer, impacts.buffer, scratch: scratch)
                    }
                }
                impactCount = postings
            }
            docCount = postings
        }
        self.impact = impact
    }

    /// Orders one list by descending impact, then ascending document. The list is in document
    /// order, so a stable sort by impact alone does it: on 64-bit keys, the impact's bits inverted
    /// (positive floats order like their bit patterns), then the document.
    private static func sort(
        _ list: Range<Int>, _ doc: UnsafeMutableBufferPointer<UInt32>, _ impact: UnsafeMutableBufferPointer<Float>,
        scratch: UnsafeMutableBufferPointer<UInt64>
    ) {
        let n = list.count
        let keys = UnsafeMutableBufferPointer(rebasing: scratch[0..<n])
        for i in 0..<n { keys[i] = UInt64(~impact[list.lowerBound + i].bitPattern) << 32 | UInt64(doc[list.lowerBound + i]) }
        PostingSort.sortByHighHalf(keys, scratch: UnsafeMutableBufferPointer(rebasing: scratch[n..<(2 * n)]))
        for i in 0..<n {
            doc[list.lowerBound + i] = UInt32(truncatingIfNeeded: keys[i])
            impact[list.lowerBound + i] = Float(bitPattern: ~UInt32(keys[i] >> 32))
        }
    }
}
