/// Text from recipes made safe to print on a terminal.
public enum SafeText {
    /// `text` without control characters (C0 except newline and tab, DEL, C1, and ESC), so that a
    /// recipe cannot send escape sequences to the terminal. Tabs become spaces when `keepTabs` is false.
    public static func sanitize(_ text: String, keepNewlines: Bool = true, keepTabs: Bool = false) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepNewlines: scalars.append(scalar)
            case 0x09: if keepTabs { scalars.append(scalar) } else { scalars.append(" ") }
            case 0x00...0x1F, 0x7F...0x9F: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
