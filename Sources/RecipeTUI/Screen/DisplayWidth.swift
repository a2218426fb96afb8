import RecipeKit

/// Column widths of text as a terminal shows it: East Asian wide and emoji characters take two
/// columns, combining marks and zero-width characters none. Never `String.count`.
public enum DisplayWidth {
    /// Columns taken by one character (a grapheme cluster); an unsafe one is drawn as its
    /// visible escape (`TerminalText`), one column a letter.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7F { return 1 }
        if let escape = TerminalText.visible(character) { return escape.utf8.count }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        var width = of(first)
        if width == 1, scalars.contains(where: { $0.value == 0xFE0F }), first.properties.isEmoji { width = 2 }
        return width
    }

    /// Columns taken by a string.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var printableASCII = true
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
            printableASCII = false
            break
        }
        if printableASCII { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Columns taken by one code point on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// East Asian Wide and Fullwidth blocks (emoji go by their presentation property instead).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The longest prefix of `text` that fits in `columns`, with `…` at the end when cut.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        if of(text) <= columns { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > columns - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }
}
