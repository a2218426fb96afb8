/// The one filter between text from files and a terminal (CLI output, the browser's screen,
/// the clipboard, `--output`): what a terminal could act on never reaches it raw.
///
/// Unsafe are every C0 control but newline and tab, DEL, the C1 controls (U+0080–U+009F, which
/// terminals honouring 8-bit controls read as CSI, OSC, …) and the bidirectional embeddings,
/// overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), which
/// reorder what is shown. On screen they become visible escapes such as `\u{1B}` and `\u{202E}`;
/// copied text (clipboard, files) leaves them out.
public enum TerminalText {
    /// True for a scalar that must not reach a terminal as it is (newline and tab are safe).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x0A && value != 0x09 }
        if value < 0x7F { return false }
        if value <= 0x9F { return true }
        return isBidiControl(value)
    }

    /// The explicit directional embeddings, overrides, isolates and marks.
    public static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }

    /// The visible form of an unsafe scalar: `\u{1B}`.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every unsafe scalar shown as its escape; with `singleLine`, newline and tab
    /// too (for one-line fields: ids, titles in a table, paths). `allowing` lists exact escape
    /// sequences the caller wrote itself (the CLI's colours), passed through unchanged.
    public static func visible(_ text: String, singleLine: Bool = false, allowing sequences: [String] = []) -> String {
        if isSafe(text.utf8, singleLine: singleLine) { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        let allowed = sequences.map { Array($0.unicodeScalars) }
        var index = 0
        scan: while index < scalars.count {
            let scalar = scalars[index]
            if scalar.value == 0x1B {
                for sequence in allowed where scalars[index...].starts(with: sequence) {
                    out.append(contentsOf: sequence)
                    index += sequence.count
                    continue scan
                }
            }
            if isUnsafe(scalar) || (singleLine && (scalar == "\n" || scalar == "\t")) {
                out.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
            index += 1
        }
        return String(out)
    }

    /// What to show for one character on a screen: nil when it is safe as it is, else the
    /// visible escapes of its unsafe scalars (each kept safe scalar stays).
    public static func visible(_ character: Character) -> String? {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7F { return nil }
        guard character.unicodeScalars.contains(where: { isUnsafe($0) || $0 == "\n" || $0 == "\t" }) else { return nil }
        return visible(String(character), singleLine: true)
    }

    /// `text` without its unsafe scalars: what the clipboard and `--output` get, so that what is
    /// pasted is what was shown (no `ESC[201~` to end a bracketed paste, no bidi reordering).
    public static func stripped(_ text: String) -> String {
        if isSafe(text.utf8, singleLine: false) { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isUnsafe($0) }))
    }

    /// Whether `text` is known safe from its UTF-8 alone: the common case costs one pass over
    /// the bytes and no allocation. Unsafe scalars are C0/DEL bytes, `C2 80…9F` (C1),
    /// `D8 9C` (U+061C), `E2 80 8E/8F/AA…AE` and `E2 81 A6…A9` (bidi).
    static func isSafe(_ bytes: String.UTF8View, singleLine: Bool) -> Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F {
                if (byte != 0x0A && byte != 0x09) || singleLine { return false }
            } else if byte >= 0x80 {
                if previous == 0xC2, byte <= 0x9F { return false }
                if previous == 0xD8, byte == 0x9C { return false }
                if beforePrevious == 0xE2, previous == 0x80, byte == 0x8E || byte == 0x8F || (0xAA...0xAE).contains(byte) { return false }
                if beforePrevious == 0xE2, previous == 0x81, (0xA6...0xA9).contains(byte) { return false }
            }
            beforePrevious = previous
            previous = byte
        }
        return true
    }

    /// JSON text (as an encoder wrote it) with every unsafe scalar and U+2028/U+2029 written as
    /// a `\uXXXX` escape: the same JSON value, safe to print on a terminal. Such scalars only
    /// occur inside JSON strings, where the escape means the same character.
    public static func jsonEscaped(_ json: String) -> String {
        if isSafe(json.utf8, singleLine: false), !json.utf8.contains(0xE2) { return json }
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if isUnsafe(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
