/// The `[key: value]` markers a house bullet may end with (`[check: stale-parent]`,
/// `[source: https://…]`, `[keep-if: addOverlay, videoGravity]`), in any order, split off its text.
struct TrailingMarkers {
    /// The keys read as markers; any other bracket at the end stays part of the text.
    static let keys = ["check", "source", "keep-if"]

    /// The text without its markers, trimmed.
    var text: String
    /// Each marker's value by key, trimmed; a key given twice keeps its last value.
    var values: [String: String]

    init(_ full: String) {
        values = [:]
        var rest = full.trimmed
        while rest.hasSuffix("]"), let (key, value, kept) = Self.lastMarker(rest) {
            values[key] = value
            rest = kept
        }
        text = rest
    }

    /// The last `[key: value]` of `text` when it is one of `keys`: the key, its value and the text before it.
    private static func lastMarker(_ text: String) -> (String, String, String)? {
        guard let open = text.lastIndex(of: "[") else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard let colon = inner.firstIndex(of: ":") else { return nil }
        let key = inner[..<colon].trimmed
        let value = inner[inner.index(after: colon)...].trimmed
        guard keys.contains(key), !value.isEmpty, !value.contains("[") else { return nil }
        return (key, value, String(text[..<open]).trimmed)
    }
}
