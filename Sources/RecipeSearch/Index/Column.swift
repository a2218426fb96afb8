import RecipeKit

/// A read-only run of plain values (integers, floats, `Occurrence`): either an array the builder
/// made, or values lying in a memory-mapped index file. Either way a read is one bounds check and
/// one load through a pointer, so query loops cost the same for a built and a mapped index.
struct Column<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    private let values: UnsafeBufferPointer<Element>
    /// Keeps the memory alive: the array (never mutated again, so its buffer never moves), or
    /// the mapped file.
    private let owner: AnyObject?

    /// The values of `array`, not copied.
    init(_ array: [Element]) {
        let box = ArrayBox(array)
        values = box.array.withUnsafeBufferPointer { $0 }
        owner = box
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

/// Holds a column's array, immutable, for as long as the column lives.
private final class ArrayBox<Element> {
    let array: [Element]

    init(_ array: [Element]) { self.array = array }
}
