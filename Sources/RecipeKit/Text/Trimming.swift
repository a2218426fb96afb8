extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    ///
    /// Pure Swift: Foundation's `trimmingCharacters(in:)` bridges through NSString and was a third
    /// of the catalog's load time.
    var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = lastIndex(where: { !$0.isWhitespace })!
        return String(self[first...last])
    }
}

extension String {
    /// True when `needle` occurs in the text, compared byte for byte in UTF-8.
    ///
    /// Pure Swift: Foundation's `contains(_:)`/`range(of:)` bridge through NSString and cost a
    /// fifth of the load time.
    func hasBytes(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return true }
        return utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            guard buffer.count >= pattern.count else { return false }
            var i = 0
            let last = buffer.count - pattern.count
            while i <= last {
                if buffer[i] == first {
                    var j = 1
                    while j < pattern.count, buffer[i + j] == pattern[j] { j += 1 }
                    if j == pattern.count { return true }
                }
                i += 1
            }
            return false
        } ?? contains(needle)
    }
}
