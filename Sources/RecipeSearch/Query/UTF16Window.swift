/// A stretch of a UTF-8 text as UTF-16 code units, decoded straight from the bytes: no `String`
/// of the whole text is made, so a snippet of a long code block costs a count of its bytes plus
/// decoding the bytes before and in the window.
struct UTF16Window {
    /// UTF-16 offset of `units[0]` in the text.
    let lowerBound: Int
    /// The code units at offsets `lowerBound..<lowerBound + units.count`.
    let units: [UInt16]

    /// The code units of `text` (well-formed UTF-8) at UTF-16 offsets `range`, clamped to the text.
    init(_ text: UnsafeBufferPointer<UInt8>, utf16Range range: Range<Int>) {
        var units: [UInt16] = []
        units.reserveCapacity(range.count)
        func add(_ unit: UInt16, at offset: Int) {
            if range.contains(offset) { units.append(unit) }
        }
        var offset = 0
        var i = 0
        while i < text.count, offset < range.upperBound {
            let lead = text[i]
            if lead < 0x80 {
                add(UInt16(lead), at: offset)
                offset += 1
                i += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var scalar = UInt32(lead) & (0x7F >> UInt32(length))
            for k in 1..<min(length, text.count - i) { scalar = scalar << 6 | UInt32(text[i + k] & 0x3F) }
            i += length
            if scalar >= 0x10000 {
                add(UInt16(0xD800 + ((scalar - 0x10000) >> 10)), at: offset)
                add(UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF)), at: offset + 1)
                offset += 2
            } else {
                add(UInt16(scalar), at: offset)
                offset += 1
            }
        }
        lowerBound = min(range.lowerBound, offset)
        self.units = units
    }

    /// The code unit at UTF-16 offset `i` of the text (inside the window).
    subscript(i: Int) -> UInt16 { units[i - lowerBound] }

    /// UTF-16 length of `text` (well-formed UTF-8): one unit per scalar, two for four-byte ones.
    /// Counted without branches (a lead byte adds one, a four-byte lead one more), so the loop
    /// vectorizes over long code blocks.
    static func utf16Count(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in text { count &+= (byte & 0xC0 != 0x80 ? 1 : 0) &+ (byte >= 0xF0 ? 1 : 0) }
        return count
    }
}
