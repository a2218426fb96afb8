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
