#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Substring search over raw UTF-8 bytes, used to skip files before tokenizing them.
enum ByteSearch {
    /// True when `needle` occurs in `haystack`.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        firstIndex(of: needle, in: haystack, from: 0) != nil
    }

    /// The offset of the first occurrence of `needle` at or after `start`: libc `memchr` finds
    /// candidates for the first byte, `memcmp` checks the rest.
    static func firstIndex(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, let base = haystack.baseAddress else { return nil }
        let last = haystack.count - needle.count
        return needle.withUnsafeBytes { pattern -> Int? in
            var i = start
            while i <= last {
                guard let hit = memchr(base + i, Int32(first), last - i + 1) else { return nil }
                let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if memcmp(base + offset, pattern.baseAddress!, needle.count) == 0 { return offset }
                i = offset + 1
            }
            return nil
        }
    }
}
