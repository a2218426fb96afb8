/// The `[key: value]` markers a house bullet may end with (`[check: stale-parent]`,
/// `[source: https://…]`, `[keep-if: addOverlay, videoGravity]`), in any order, split off its text.
struct TrailingMarkers {
    /// The keys read as markers; any other bracket at the end stays part of the text.
    static let keys = ["check", "source", "keep-if"]

    /// The text without its markers, trimmed.
    var text: String
    /// Each marker's value by key, trimmed; a key given twice keeps its last value.
    var values: [String: String]

    /// Reads the markers off `full`: ASCII text on its bytes (each one Character), other text on Characters.
    init(_ full: String) {
        self = full.isASCII ? Self(units: Array(full.utf8)) : Self(units: Array(full))
    }

    private init<Unit: TextUnit>(units: [Unit]) {
        values = [:]
        var rest = units.trimmed(0..<units.count)
        while rest.last.map({ units[$0] }) == .closeBracket, let (key, value, kept) = Self.lastMarker(units, in: rest) {
            values[key] = value
            rest = kept
        }
        text = Unit.string(units[rest])
    }

    /// The last `[key: value]` of `units[range]` (which ends with `]`) when it is one of `keys`:
    /// the key, its value and the range of the text before it, trimmed.
    private static func lastMarker<Unit: TextUnit>(_ units: [Unit], in range: Range<Int>) -> (String, String, Range<Int>)? {
        guard let open = units[range].lastIndex(of: .openBracket) else { return nil }
        let inner = (open + 1)..<(range.upperBound - 1)
        guard let colon = units[inner].firstIndex(of: .colon) else { return nil }
        let key = Unit.string(units[units.trimmed(inner.lowerBound..<colon)])
        let value = units.trimmed((colon + 1)..<inner.upperBound)
        guard keys.contains(key), !value.isEmpty, !units[value].contains(.openBracket) else { return nil }
        return (key, Unit.string(units[value]), units.trimmed(range.lowerBound..<open))
    }
}
