#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A list of strings kept as one UTF-8 buffer and offsets, so that an index read from a mapped
/// file makes a `String` only for the few texts a result shows.
struct TextTable: Sendable {
    /// `bytes[start[i]..<start[i + 1]]` is string `i`.
    let bytes: Column<UInt8>
    let start: Column<Int32>

    init(bytes: Column<UInt8>, start: Column<Int32>) {
        self.bytes = bytes
        self.start = start
    }

    init(_ strings: [String]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(strings.reduce(0) { $0 + $1.utf8.count })
        var start: [Int32] = [0]
        start.reserveCapacity(strings.count + 1)
        for string in strings {
            bytes.append(contentsOf: string.utf8)
            start.append(Int32(bytes.count))
        }
        self.init(bytes: Column(bytes), start: Column(start))
    }

    var count: Int { start.count - 1 }

    subscript(i: Int) -> String {
        let range = Int(start[i])..<Int(start[i + 1])
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}

extension TextTable {
    /// Calls `body` with the UTF-8 bytes of string `i`, in place.
    func withBytes<R>(_ i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let range = Int(start[i])..<Int(start[i + 1])
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Offsets that start at 0, never decrease and end at the byte count: every string in bounds.
    var isWellFormed: Bool {
        OffsetCheck.isValid(start, end: bytes.count)
    }

    /// True when string `i` is `string`, byte for byte.
    func equals(_ i: Int, _ string: String) -> Bool {
        let range = Int(start[i])..<Int(start[i + 1])
        return bytes.withUnsafeBufferPointer { all in
            let stored = UnsafeBufferPointer(rebasing: all[range])
            // A native string's bytes are contiguous: compared with `memcmp`, not byte by byte.
            return string.utf8.withContiguousStorageIfAvailable { given in
                given.count == stored.count && (given.isEmpty || memcmp(given.baseAddress!, stored.baseAddress!, given.count) == 0)
            } ?? stored.elementsEqual(string.utf8)
        }
    }
}
