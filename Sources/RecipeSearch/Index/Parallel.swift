import Dispatch
import Foundation

/// Fork-join helpers over the machine's cores, used while building the index.
enum Parallel {
    /// The number of cores to spread work over.
    static var coreCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `(0..<count).map(body)`, run concurrently; results in index order.
    static func map<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(body) }
        let results = UnsafeMutableBufferPointer<T>.allocate(capacity: count)
        defer { results.deallocate() }
        withoutActuallyEscaping(body) { body in
            let box = UncheckedBox(body: body, results: results)
            DispatchQueue.concurrentPerform(iterations: count) { i in
                (box.results.baseAddress! + i).initialize(to: box.body(i))
            }
        }
        return Array(UnsafeMutableBufferPointer(start: results.baseAddress, count: count).moveInitializedBuffer())
    }

    /// Splits `0..<count` into about `parts` contiguous ranges.
    static func chunks(_ count: Int, parts: Int) -> [Range<Int>] {
        let parts = max(1, min(parts, count))
        return (0..<parts).map { i in (count * i / parts)..<(count * (i + 1) / parts) }
    }

    private struct UncheckedBox<T>: @unchecked Sendable {
        let body: (Int) -> T
        let results: UnsafeMutableBufferPointer<T>
    }
}

private extension UnsafeMutableBufferPointer {
    /// Moves the initialized elements out into an array, leaving the memory uninitialized.
    func moveInitializedBuffer() -> [Element] {
        (0..<count).map { (baseAddress! + $0).move() }
    }
}
