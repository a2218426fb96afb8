import Foundation

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    ///
    /// Pure Swift: Foundation's `trimmingCharacters(in:)` bridges through NSString and was a third
    /// of the catalog's load time. ASCII edges are trimmed on UTF-8 bytes; only text whose edges are
    /// not plain ASCII goes through `Character.isWhitespace`, which looks up Unicode properties.
    var trimmed: String {
        if let fast = utf8.withContiguousStorageIfAvailable(Trimming.trimmedASCIIEdges) { if let fast { return fast } }
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = lastIndex(where: { !$0.isWhitespace })!
        return String(self[first...last])
    }
}

/// Trimming of text that is still UTF-8 bytes.
enum Trimming {
    /// `String(decoding: bytes, as: UTF8.self).trimmed`, decoding only once when the edges are ASCII.
    static func trimmedText(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        trimmedASCIIEdges(bytes) ?? String(decoding: bytes, as: UTF8.self).trimmed
    }

    /// The trimmed text when both its edges are ASCII (so every whitespace there is one byte and
    /// every grapheme boundary there is a byte boundary), else nil.
    static func trimmedASCIIEdges(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var start = 0
        while start < bytes.count, bytes[start].isASCIIWhitespace { start += 1 }
        if start == bytes.count { return "" }
        var end = bytes.count
        while bytes[end - 1].isASCIIWhitespace { end -= 1 }
        // Non-ASCII at either edge may be Unicode whitespace or a combining sequence: slow path.
        guard bytes[start] < 0x80, bytes[end - 1] < 0x80, end - 1 == 0 || bytes[end - 2] < 0x80 else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

extension UInt8 {
    /// Tab, line feed, vertical tab, form feed, carriage return or space: the ASCII bytes
    /// `Character.isWhitespace` accepts.
    var isASCIIWhitespace: Bool { self == 0x20 || (self >= 0x09 && self <= 0x0D) }
}

extension String {
    /// True when `needle` occurs in the text, compared byte for byte in UTF-8.
    ///
    /// Pure Swift: Foundation's `contains(_:)`/`range(of:)` bridge through NSString and cost a
    /// fifth of the load time. The search runs on both strings' UTF-8 storage, without copying either.
    func hasBytes(_ needle: String) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { pattern -> Bool in
                guard !pattern.isEmpty else { return true }
                guard haystack.count >= pattern.count else { return false }
                return Self.firstOffset(of: pattern, in: haystack) != nil
            }
        }
        return (found ?? nil) ?? contains(needle)
    }

    /// The offset of the first occurrence of `pattern` (not empty) in `haystack`: `memchr` finds
    /// each candidate first byte, `memcmp` checks the rest.
    private static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = haystack.baseAddress, let needle = pattern.baseAddress else { return nil }
        let last = haystack.count - pattern.count
        var offset = 0
        while offset <= last {
            guard let hit = memchr(base + offset, Int32(needle.pointee), last - offset + 1) else { return nil }
            let candidate = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + candidate, needle, pattern.count) == 0 { return candidate }
            offset = candidate + 1
        }
        return nil
    }
}
