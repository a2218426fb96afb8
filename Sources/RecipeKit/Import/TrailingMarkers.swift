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

    /// The last `[key: value]` of `text` when it is one of `keys`: the key, its value and the text
    /// before it. ASCII text is searched on its bytes (each one Character there), other text on Characters.
    private static func lastMarker(_ text: String) -> (String, String, String)? {
        text.isASCII
            ? lastMarker(text, units: text.utf8, open: UInt8(ascii: "["), colon: UInt8(ascii: ":"))
            : lastMarker(text, units: text, open: "[", colon: ":")
    }

    /// `lastMarker(_:)` over `units`, a view of `text` whose indices are its Character boundaries.
    private static func lastMarker<Units: BidirectionalCollection>(_ text: String, units: Units, open: Units.Element, colon: Units.Element)
        -> (String, String, String)? where Units.Index == String.Index, Units.Element: Equatable {
        guard let openIndex = units.lastIndex(of: open) else { return nil }
        let inner = units[units.index(after: openIndex)..<units.index(before: units.endIndex)]
        guard let colonIndex = inner.firstIndex(of: colon) else { return nil }
        let key = text[inner.startIndex..<colonIndex].trimmed
        let value = text[units.index(after: colonIndex)..<inner.endIndex]
        guard keys.contains(key), !value.contains(where: { $0 == "[" }) else { return nil }
        let trimmedValue = value.trimmed
        guard !trimmedValue.isEmpty else { return nil }
        return (key, trimmedValue, text[..<openIndex].trimmed)
    }
}
