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

    /// Runs `body(0)`, `body(1)`, … `body(count - 1)` concurrently.
    static func forEach(_ count: Int, _ body: (Int) -> Void) {
        _ = map(count, body)
    }

    /// An array of `count` elements written in place by `tasks` concurrent calls of `fill(task, buffer)`:
    /// each call initializes its own part of `buffer`, and together they initialize all of it (no
    /// element is made twice, nothing is copied afterwards).
    static func array<T>(count: Int, tasks: Int, _ fill: (Int, UnsafeMutableBufferPointer<T>) -> Void) -> [T] {
        [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let shared = UnsafeSendableBuffer(buffer: buffer)
            forEach(tasks) { fill($0, shared.buffer) }
            initialized = count
        }
    }

    /// Splits `0..<count` into about `parts` contiguous ranges.
    static func chunks(_ count: Int, parts: Int) -> [Range<Int>] {
        let parts = max(1, min(parts, count))
        return (0..<parts).map { i in (count * i / parts)..<(count * (i + 1) / parts) }
    }

    /// Splits the items `0..<starts.count - 1`, item `i` weighing `starts[i + 1] - starts[i]`, into
    /// about `parts` contiguous ranges of about equal weight.
    static func chunks(weightedBy starts: UnsafeBufferPointer<Int32>, parts: Int) -> [Range<Int>] {
        let count = starts.count - 1
        let total = Int(starts[count])
        let parts = max(1, min(parts, count))
        var bounds = [0]
        for p in 1..<parts {
            let goal = Int32(total * p / parts)
            var lo = bounds.last!, hi = count
            while lo < hi {
                let mid = (lo + hi) / 2
                if starts[mid] < goal { lo = mid + 1 } else { hi = mid }
            }
            bounds.append(lo)
        }
        bounds.append(count)
        return zip(bounds, bounds.dropFirst()).map { $0..<$1 }
    }

    private struct UncheckedBox<T>: @unchecked Sendable {
        let body: (Int) -> T
        let results: UnsafeMutableBufferPointer<T>
    }
}

/// A buffer handed to parallel workers that write disjoint parts of it.
struct UnsafeSendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
}

private extension UnsafeMutableBufferPointer {
    /// Moves the initialized elements out into an array, leaving the memory uninitialized.
    func moveInitializedBuffer() -> [Element] {
        (0..<count).map { (baseAddress! + $0).move() }
    }
}
