import RecipeKit

/// A read-only run of plain values (integers, floats, `Occurrence`) kept outside Swift arrays:
/// either copied from an array the builder made, or lying in a memory-mapped index file. Reads
/// are bounds-checked like an array's.
struct Column<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    private let values: UnsafeBufferPointer<Element>
    /// Keeps the memory alive: the copy's allocation, or the mapped file.
    private let owner: AnyObject?

    /// A copy of `array`.
    init(_ array: [Element]) {
        let copy = ColumnAllocation<Element>(array)
        values = copy.values
        owner = copy
    }

    /// `count` values at `offset` in `file` (the offset must be aligned for `Element`).
    init(mapped file: MappedFile, offset: Int, count: Int) {
        let start = file.bytes.baseAddress.map { ($0 + offset).assumingMemoryBound(to: Element.self) }
        values = UnsafeBufferPointer(start: count == 0 ? nil : start, count: count)
        owner = file
    }

    var startIndex: Int { 0 }
    var endIndex: Int { values.count }

    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < values.count, "Column index out of range")
        return values[position]
    }

    /// The values as a buffer, for tight loops.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(values)
    }
}

/// The heap copy behind a `Column` built in memory.
private final class ColumnAllocation<Element: BitwiseCopyable> {
    let values: UnsafeBufferPointer<Element>

    init(_ array: [Element]) {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
        _ = array.withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0) }
        values = UnsafeBufferPointer(rebasing: buffer[0..<array.count])
    }

    deinit { values.baseAddress.map { UnsafeMutablePointer(mutating: $0).deallocate() } }
}
