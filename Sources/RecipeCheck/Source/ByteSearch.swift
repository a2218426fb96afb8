/// Substring search over raw UTF-8 bytes, used to skip files before tokenizing them.
enum ByteSearch {
    /// True when `needle` occurs in `haystack`.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        firstIndex(of: needle, in: haystack, from: 0) != nil
    }

    /// The offset of the first occurrence of `needle` at or after `start`.
    static func firstIndex(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return nil }
        let last = haystack.count - needle.count
        var i = start
        outer: while i <= last {
            if haystack[i] != first { i += 1; continue }
            for k in 1..<needle.count where haystack[i + k] != needle[k] { i += 1; continue outer }
            return i
        }
        return nil
    }
}
