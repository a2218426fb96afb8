/// Sorted access for one query word: its expansions' impact-ordered posting lists merged into one
/// stream of (document, weight × impact), highest first. A document may come more than once.
struct PostingStream {
    private var cursors: [Int] = []
    private var ends: [Int] = []
    private var weights: [Float] = []
    /// Max-heap of list indices by their current value.
    private var heap: [Int] = []
    private var values: [Float] = []
    /// A bound on values in lists not opened (capped prefix completions).
    let residual: Float

    init(_ term: PreparedTerm, _ storage: IndexStorage) {
        residual = term.unstreamedBound
        for e in term.streams {
            let lo = Int(storage.postingStart[Int(e.term)]), hi = Int(storage.postingStart[Int(e.term) + 1])
            guard lo < hi else { continue }
            cursors.append(lo)
            ends.append(hi)
            weights.append(e.weight)
            values.append(e.weight * storage.postingImpact[lo])
            heap.append(cursors.count - 1)
        }
        for i in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
    }

    /// True when every list, opened or not, has been read to its end.
    var isComplete: Bool { heap.isEmpty && residual == 0 }

    /// True when every list of the word is open: reading the stream to its end sees every
    /// document the word matches.
    var isExhaustive: Bool { residual == 0 }

    /// Postings not read yet in the opened lists.
    var remaining: Int { zip(cursors, ends).reduce(0) { $0 + $1.1 - $1.0 } }

    /// The highest value any document not yet returned can have.
    var bound: Float { max(heap.isEmpty ? 0 : values[heap[0]], residual) }

    /// The next document and its value in this list, or nil at the end of the opened lists.
    mutating func next(_ storage: IndexStorage) -> (doc: Int, value: Float)? {
        guard let top = heap.first else { return nil }
        let result = (Int(storage.postingDoc[cursors[top]]), values[top])
        cursors[top] += 1
        if cursors[top] < ends[top] {
            values[top] = weights[top] * storage.postingImpact[cursors[top]]
        } else {
            heap[0] = heap[heap.count - 1]
            heap.removeLast()
        }
        if !heap.isEmpty { siftDown(0) }
        return result
    }

    /// The list whose next value is highest comes first.
    private mutating func siftDown(_ start: Int) {
        RecipeSearch.siftDown(start, count: heap.count, comesFirst: { values[heap[$0]] > values[heap[$1]] }, swap: { heap.swapAt($0, $1) })
    }
}
