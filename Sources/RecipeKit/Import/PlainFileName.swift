/// A file name of the plain form `stem.ext`: ASCII letters, digits, `-` and `_`, with one dot that
/// is neither first nor last. On such names every path API finds the same stem, so it can be cut
/// on bytes instead of through `URL` (which bridges and normalizes).
struct PlainFileName {
    var stem: String

    /// The parts of `name` (a last path component, no `/`), or nil when it is not plain.
    init?(_ name: Substring) {
        let dotOffset = name.utf8.withContiguousStorageIfAvailable(Self.dotOffset) ?? nil
        guard let dotOffset else { return nil }
        let dot = name.utf8.index(name.startIndex, offsetBy: dotOffset)
        stem = String(name[..<dot])
    }

    /// The offset of the one dot of a plain name, or nil when the name is not plain.
    private static func dotOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var dot: Int?
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: ".") {
                guard dot == nil else { return nil }
                dot = offset
            } else if !isPlainByte(byte) {
                return nil
            }
        }
        guard let dot, dot > 0, dot < bytes.count - 1 else { return nil }
        return dot
    }

    /// The parts of the last component of `path`, or nil when that component is not plain.
    init?(lastComponentOf path: String) {
        let start = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.startIndex
        self.init(path[start...])
    }

    private static func isPlainByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
