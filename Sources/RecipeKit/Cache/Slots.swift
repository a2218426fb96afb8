import Dispatch

/// `(0..<count).map(body)` on all cores, results in index order, for the cache's per-file work.
enum Slots {
    static func map<T>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(body) }
        let slots = UnsafeMutablePointer<T>.allocate(capacity: count)
        defer { slots.deallocate() }
        let box = Box(slots: slots)
        DispatchQueue.concurrentPerform(iterations: count) { i in (box.slots + i).initialize(to: body(i)) }
        return (0..<count).map { (slots + $0).move() }
    }

    /// The slots, shared with the workers; each index is written by exactly one of them.
    private struct Box<T>: @unchecked Sendable {
        let slots: UnsafeMutablePointer<T>
    }
}
