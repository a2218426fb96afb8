import RecipeKit

/// A read-only run of plain values (integers, floats, `Occurrence`): either the array the builder
/// made, or values lying in a memory-mapped index file. Reads are bounds-checked like an array's.
struct Column<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    /// The values of a built index (empty for a mapped one).
    private let array: [Element]
    /// The values of a mapped index, and the file that keeps them mapped.
    private let mapped: UnsafeBufferPointer<Element>?
    private let file: MappedFile?

    /// The values of `array` (not copied).
    init(_ array: [Element]) {
        self.array = array
        mapped = nil
        file = nil
    }

    /// `count` values at `offset` in `file` (the offset must be aligned for `Element`).
    init(mapped file: MappedFile, offset: Int, count: Int) {
        let start = file.bytes.baseAddress.map { ($0 + offset).assumingMemoryBound(to: Element.self) }
        array = []
        mapped = UnsafeBufferPointer(start: count == 0 ? nil : start, count: count)
        self.file = file
    }

    var startIndex: Int { 0 }
    var endIndex: Int { mapped?.count ?? array.count }

    subscript(position: Int) -> Element {
        if let mapped {
            precondition(position >= 0 && position < mapped.count, "Column index out of range")
            return mapped[position]
        }
        return array[position]
    }

    /// The values as a buffer, for tight loops.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        if let mapped { return try body(mapped) }
        return try array.withUnsafeBufferPointer(body)
    }
}
