/// The sift-down step of the binary heaps of the searches (`ScoreHeap`, `CandidateQueue`): moves
/// the element at `start` down until neither child of it should come first. `comesFirst(a, b)`:
/// the element at `a` belongs above the one at `b`; `swap` exchanges two places.
@inline(__always)
func siftDown(_ start: Int, count: Int, comesFirst: (Int, Int) -> Bool, swap: (Int, Int) -> Void) {
    var i = start
    while true {
        let l = 2 * i + 1, r = l + 1
        var first = i
        if l < count, comesFirst(l, first) { first = l }
        if r < count, comesFirst(r, first) { first = r }
        if first == i { return }
        swap(i, first)
        i = first
    }
}
