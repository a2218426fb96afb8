/// Reads what `BinaryWriter` wrote, bounds-checked: any read past the end or any value out of
/// range throws `CacheError.corrupt` instead of trapping, so a damaged cache can never crash.
struct BinaryReader {
    private let base: UnsafeRawBufferPointer
    private(set) var offset: Int

    init(_ base: UnsafeRawBufferPointer, offset: Int = 0) {
        self.base = base
        self.offset = offset
    }

    var remaining: Int { base.count - offset }

    mutating func byte() throws -> UInt8 {
        guard offset < base.count else { throw CacheError.corrupt("truncated") }
        defer { offset += 1 }
        return base[offset]
    }

    mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw CacheError.corrupt("bad flag")
        }
    }

    mutating func varint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw CacheError.corrupt("varint too long") }
            result |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return result }
            shift += 7
        }
    }

    mutating func int() throws -> Int {
        let z = try varint()
        let v = Int64(bitPattern: (z >> 1) ^ (0 &- (z & 1)))
        guard let n = Int(exactly: v) else { throw CacheError.corrupt("integer out of range") }
        return n
    }

    /// A count of items that each take at least one byte, so it cannot exceed what is left.
    mutating func count() throws -> Int {
        let n = try varint()
        guard n <= UInt64(remaining) else { throw CacheError.corrupt("count beyond the end") }
        return Int(n)
    }

    mutating func fixed64() throws -> UInt64 {
        guard remaining >= 8 else { throw CacheError.corrupt("truncated") }
        var value: UInt64 = 0
        withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: base[offset..<(offset + 8)])) }
        offset += 8
        return UInt64(littleEndian: value)
    }

    mutating func string() throws -> String {
        let n = try count()
        defer { offset += n }
        return String(decoding: UnsafeRawBufferPointer(rebasing: base[offset..<(offset + n)]), as: UTF8.self)
    }

    mutating func optionalString() throws -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws -> [String] {
        let n = try count()
        var values: [String] = []
        values.reserveCapacity(n)
        for _ in 0..<n { values.append(try string()) }
        return values
    }

    /// `length` raw bytes as a sub-buffer, without copying.
    mutating func slice(_ length: Int) throws -> UnsafeRawBufferPointer {
        guard length >= 0, length <= remaining else { throw CacheError.corrupt("slice beyond the end") }
        defer { offset += length }
        return UnsafeRawBufferPointer(rebasing: base[offset..<(offset + length)])
    }

    /// A value decoded from its raw string, or `corrupt` for an unknown one.
    mutating func raw<T: RawRepresentable>(_ type: T.Type) throws -> T where T.RawValue == String {
        let text = try string()
        guard let value = T(rawValue: text) else { throw CacheError.corrupt("unknown \(T.self) \(text)") }
        return value
    }
}
