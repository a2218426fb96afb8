/// A fast 64-bit checksum of bytes (not cryptographic): four independent multiply-xor lanes over
/// 8-byte words, so it runs at several bytes per cycle. Detects edited files and damaged caches.
public enum ContentHash {
    private static let k0: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let k1: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let k2: UInt64 = 0x1656_67B1_9E37_79F9

    /// The hash of `bytes`.
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let n = bytes.count
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (k0, k1, k2, k0 ^ k1)
        var i = 0
        if let base = bytes.baseAddress {
            while i + 32 <= n {
                lanes.0 = mix(lanes.0, base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                lanes.1 = mix(lanes.1, base.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
                lanes.2 = mix(lanes.2, base.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self))
                lanes.3 = mix(lanes.3, base.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self))
                i += 32
            }
            while i + 8 <= n {
                lanes.0 = mix(lanes.0, base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < n {
            tail |= UInt64(bytes[i]) << shift
            shift += 8
            i += 1
        }
        var h = mix(lanes.0, tail) ^ (lanes.1 &* k1).rotated(17) ^ (lanes.2 &* k2).rotated(31) ^ (lanes.3 &* k0).rotated(47)
        h ^= UInt64(n) &* k2
        h ^= h >> 33
        h = h &* k1
        h ^= h >> 29
        return h
    }

    /// The hash of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { hash($0) }
    }

    @inline(__always)
    private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        ((lane ^ word) &* k0).rotated(29) ^ word
    }
}

private extension UInt64 {
    @inline(__always)
    func rotated(_ n: UInt64) -> UInt64 { (self << n) | (self >> (64 - n)) }
}
