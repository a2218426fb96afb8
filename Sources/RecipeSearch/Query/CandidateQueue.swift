/// Candidates handed out best possible score first, equal ones in the order they were given: a
/// binary heap built in linear time, so that a search that stops after the first few candidates
/// does not pay for ordering all of them.
struct CandidateQueue {
    private struct Entry {
        var upper: Float
        var place: Int32
        var doc: Int32
    }

    private var heap: [Entry]

    init(_ candidates: [(upper: Float, doc: Int32)]) {
        heap = candidates.enumerated().map { Entry(upper: $1.upper, place: Int32($0), doc: $1.doc) }
        var i = heap.count / 2
        while i > 0 {
            i -= 1
            siftDown(i)
        }
    }

    /// The best remaining candidate, taken out; nil when none is left.
    mutating func popFirst() -> (upper: Float, doc: Int32)? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return (first.upper, first.doc)
    }

    /// Higher bound first, then the earlier place.
    @inline(__always)
    private func isBefore(_ a: Int, _ b: Int) -> Bool {
        heap[a].upper != heap[b].upper ? heap[a].upper > heap[b].upper : heap[a].place < heap[b].place
    }

    private mutating func siftDown(_ start: Int) {
        RecipeSearch.siftDown(start, count: heap.count, comesFirst: { isBefore($0, $1) }, swap: { heap.swapAt($0, $1) })
    }
}
