/// How the index keeps the occurrences of one (body, term) pair: as bytes, each occurrence the
/// growth of its position and of its UTF-16 start since the previous one (both never decrease
/// within a pair, as tokens are read in text order), then its length with a flag for a span other
/// than 1 (then the span), every number a LEB128 varint. About 4 bytes an occurrence instead of 8.
enum OccurrenceCode {
    /// Appends the code of `occurrences` (one pair's, in text order) to `bytes`.
    static func append(_ occurrences: UnsafeBufferPointer<Occurrence>, to bytes: inout [UInt8]) {
        var position: UInt32 = 0, start: UInt32 = 0
        for o in occurrences {
            varint(UInt32(o.position) &- position, &bytes)
            varint(o.start &- start, &bytes)
            varint(UInt32(o.length) << 1 | (o.span == 1 ? 0 : 1), &bytes)
            if o.span != 1 { varint(UInt32(o.span), &bytes) }
            position = UInt32(o.position)
            start = o.start
        }
    }

    /// Calls `body` with each occurrence coded in `bytes[range]`. Reads never leave the range,
    /// whatever the bytes (a damaged file gives wrong occurrences, never a read out of bounds).
    @inline(__always)
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (Occurrence) -> Void) {
        var i = range.lowerBound
        var position: UInt32 = 0, start: UInt32 = 0
        while i < range.upperBound {
            position &+= read(bytes, &i, range.upperBound)
            start &+= read(bytes, &i, range.upperBound)
            let lengthAndFlag = read(bytes, &i, range.upperBound)
            let span = lengthAndFlag & 1 == 0 ? 1 : read(bytes, &i, range.upperBound)
            body(
                Occurrence(
                    start: start, position: UInt16(truncatingIfNeeded: position),
                    length: UInt8(truncatingIfNeeded: lengthAndFlag >> 1), span: UInt8(truncatingIfNeeded: span)))
        }
    }

    private static func varint(_ value: UInt32, _ bytes: inout [UInt8]) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    @inline(__always)
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ end: Int) -> UInt32 {
        var value: UInt32 = 0, shift: UInt32 = 0
        while i < end {
            let b = bytes[i]
            i += 1
            if shift < 32 { value |= UInt32(b & 0x7F) << shift }
            shift += 7
            if b < 0x80 { break }
        }
        return value
    }
}
