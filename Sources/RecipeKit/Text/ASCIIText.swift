extension StringProtocol {
    /// True when every byte of the text is ASCII, so that each `Character` is one byte (a CR LF
    /// pair aside) and byte-level scanning finds exactly what `Character`-level scanning finds.
    var isASCII: Bool {
        utf8.withContiguousStorageIfAvailable(Self.allASCII) ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// True when no byte has its high bit set; eight bytes at a time.
    private static func allASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        var offset = 0
        while offset + 8 <= bytes.count {
            if base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }
}

extension String {
    /// The number of line feeds in the text, counted on its UTF-8 buffer (without overflow checks,
    /// so the loop vectorizes; a String cannot hold `Int.max` bytes).
    var lineFeedCount: Int {
        utf8.withContiguousStorageIfAvailable { bytes in bytes.reduce(0) { $0 &+ ($1 == 0x0A ? 1 : 0) } }
            ?? utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// `split(separator:maxSplits:)` (empty pieces omitted) for an ASCII separator, split on UTF-8
    /// bytes when the text is ASCII instead of segmenting it into Characters.
    func split(onASCII separator: Unicode.Scalar, maxSplits: Int = .max) -> [Substring] {
        guard isASCII, let ranges = utf8.withContiguousStorageIfAvailable({ Self.pieceRanges($0, UInt8(ascii: separator), maxSplits) }) else {
            return split(separator: Character(separator), maxSplits: maxSplits)
        }
        return ranges.map { self[utf8.index(startIndex, offsetBy: $0.lowerBound)..<utf8.index(startIndex, offsetBy: $0.upperBound)] }
    }

    /// The byte ranges of the non-empty pieces between `separator`s, after at most `maxSplits` splits.
    private static func pieceRanges(_ bytes: UnsafeBufferPointer<UInt8>, _ separator: UInt8, _ maxSplits: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for offset in 0..<bytes.count where bytes[offset] == separator && ranges.count < maxSplits {
            if offset > start { ranges.append(start..<offset) }
            start = offset + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }

    /// `split(separator:).last` (the last non-empty piece) for an ASCII separator, found from the
    /// end on UTF-8 bytes without splitting when the text is ASCII.
    func lastPiece(separatedBy separator: Unicode.Scalar) -> Substring? {
        guard isASCII else { return split(separator: Character(separator)).last }
        let bytes = utf8, byte = UInt8(ascii: separator)
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == byte { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return nil }
        let start = bytes[..<end].lastIndex(of: byte).map { bytes.index(after: $0) } ?? bytes.startIndex
        return self[start..<end]
    }
}
