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

        init(documents: Int) {
            mark = [UInt8](repeating: 0, count: documents)
            score = [Float](repeating: 0, count: documents)
            value = [Float](repeating: 0, count: documents)
            extra = [Float](repeating: 0, count: documents)
        }

        /// Runs `body` with the three arrays and a third value array; every mark must be 0 again
        /// when it returns.
        func withExtraBuffer<T>(
            _ body: (
                UnsafeMutableBufferPointer<UInt8>, UnsafeMutableBufferPointer<Float>, UnsafeMutableBufferPointer<Float>,
                UnsafeMutableBufferPointer<Float>
            ) -> T
        ) -> T {
            extra.withUnsafeMutableBufferPointer { extra in withBuffers { mark, score, value in body(mark, score, value, extra) } }
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
