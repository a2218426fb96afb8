import Foundation

/// Per-document work arrays for queries, reused from query to query instead of allocated each
/// time. A query takes one, leaves it as it found it (marks cleared) and gives it back; queries
/// on other threads get their own.
final class ScratchPool: @unchecked Sendable {
    /// Arrays of one entry per document: a mark and three values.
    final class Scratch {
        private var mark: [UInt8]
        private var score: [Float]
        private var value: [Float]
        private var extra: [Float]
        /// Room for two lists of documents, each holding every document at most once.
        private let lists: UnsafeMutablePointer<Int32>
        private let documents: Int

        init(documents: Int) {
            self.documents = documents
            mark = [UInt8](repeating: 0, count: documents)
            score = [Float](repeating: 0, count: documents)
            value = [Float](repeating: 0, count: documents)
            extra = [Float](repeating: 0, count: documents)
            lists = .allocate(capacity: 2 * documents)
        }

        deinit { lists.deallocate() }

        /// Runs `body` with the three arrays, a third value array and two empty document lists;
        /// every mark must be 0 again when it returns.
        func withExtraBuffer<T>(
            _ body: (
                UnsafeMutableBufferPointer<UInt8>, UnsafeMutableBufferPointer<Float>, UnsafeMutableBufferPointer<Float>,
                UnsafeMutableBufferPointer<Float>, inout DocumentList, inout DocumentList
            ) -> T
        ) -> T {
            var first = DocumentList(lists, capacity: documents), second = DocumentList(lists + documents, capacity: documents)
            return extra.withUnsafeMutableBufferPointer { extra in
                withBuffers { mark, score, value in body(mark, score, value, extra, &first, &second) }
            }
        }

        /// Runs `body` with the three arrays; every mark must be 0 again when it returns.
        func withBuffers<T>(
            _ body: (UnsafeMutableBufferPointer<UInt8>, UnsafeMutableBufferPointer<Float>, UnsafeMutableBufferPointer<Float>) -> T
        ) -> T {
            mark.withUnsafeMutableBufferPointer { mark in
                score.withUnsafeMutableBufferPointer { score in
                    value.withUnsafeMutableBufferPointer { value in body(mark, score, value) }
                }
            }
        }
    }

    private let documents: Int
    private var free: [Scratch] = []
    private let lock = NSLock()

    init(documents: Int) { self.documents = documents }

    func take() -> Scratch {
        lock.lock()
        defer { lock.unlock() }
        return free.popLast() ?? Scratch(documents: documents)
    }

    func give(_ scratch: Scratch) {
        lock.lock()
        defer { lock.unlock() }
        free.append(scratch)
    }
}

/// A list of distinct documents in scratch memory with room for every document: appends are a
/// store, with no growth and no uniqueness check.
struct DocumentList {
    private let base: UnsafeMutablePointer<Int32>
    private let capacity: Int
    private(set) var count = 0

    init(_ base: UnsafeMutablePointer<Int32>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// Adds `doc`; a list never holds a document twice, so it never holds more than `capacity`.
    @inline(__always)
    mutating func append(_ doc: Int32) {
        precondition(count < capacity, "a document list holds each document once")
        base[count] = doc
        count += 1
    }

    /// Empties the list.
    mutating func removeAll() { count = 0 }

    /// The documents, in the order they were added.
    var documents: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: base, count: count) }
}
