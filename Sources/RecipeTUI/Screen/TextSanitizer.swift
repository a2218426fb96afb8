/// The one gate between recipe text and the screen: control characters (C0, DEL, C1) become
/// `�`, and bidirectional overrides are dropped, so no text can carry an escape sequence to the
/// terminal or reorder what it shows.
public enum TextSanitizer {
    /// The replacement shown for a control character.
    public static let replacement: Character = "\u{FFFD}"

    /// What to draw for `character`: itself, the replacement, or nil to draw nothing.
    public static func displayable(_ character: Character) -> Character? {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii != 0x7F ? character : replacement
        }
        for scalar in character.unicodeScalars {
            if scalar.properties.generalCategory == .control { return replacement }
            if isBidiControl(scalar.value) { return nil }
        }
        return character
    }

    /// True for the explicit directional embeddings, overrides, isolates and marks.
    static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }
}
