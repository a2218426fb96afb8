import CNcurses
import Foundation
import RecipeKit

/// The ncurses backend: the only code that talks to the terminal, and the only file that imports
/// `CNcurses`. It draws only the cells that changed since the last frame.
public final class CursesTerminal: Terminal {
    public private(set) var size: TerminalSize
    private var shown: ScreenBuffer?
    private let asciiOnly: Bool
    private var looks: [Style: (attributes: UInt32, pair: Int16)] = [:]
    private let keyCodes: [Int: Key]

    /// Starts curses on stdin/stdout; nil when TERM names no usable terminal. Call `stop()` on every exit path.
    public init?(useColour: Bool) {
        asciiOnly = !cn_setlocale_from_environment()
        guard cn_start() else { return nil }
        size = TerminalSize(columns: Int(cn_cols()), rows: Int(cn_rows()))
        keyCodes = [
            Int(cn_key_up()): .up, Int(cn_key_down()): .down, Int(cn_key_left()): .left, Int(cn_key_right()): .right,
            Int(cn_key_home()): .home, Int(cn_key_end()): .end, Int(cn_key_page_up()): .pageUp,
            Int(cn_key_page_down()): .pageDown, Int(cn_key_backspace()): .backspace, Int(cn_key_delete()): .delete,
            Int(cn_key_enter()): .enter, Int(cn_key_back_tab()): .backTab
        ]
        setUpLooks(useColour: useColour && cn_start_colors())
    }

    /// Catches SIGINT, SIGTERM and SIGHUP as events (and restores the terminal on a crash); call before `init`.
    public static func installSignalHandlers() { cn_install_signal_handlers() }

    /// Leaves curses mode and restores the terminal; safe to call more than once.
    public func stop() { cn_stop() }

    // MARK: - Input

    public func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent? {
        let caught = cn_take_signal()
        if caught != 0 { return .signal(caught) }
        if cn_take_continued() { return resumed() }
        cn_set_timeout(Int32(timeoutMilliseconds))
        var code: UInt32 = 0
        switch cn_read(&code) {
        case 1: return character(code).map { .key($0) }
        case 2: return special(Int(code))
        default:
            let late = cn_take_signal()
            return late != 0 ? .signal(late) : nil
        }
    }

    private func character(_ code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(code + 96)!))
        case 0...31: return nil
        default: return Unicode.Scalar(code).map { .character(Character($0)) }
        }
    }

    /// After SIGCONT: raw mode again (the shell restored its own while we were stopped), and the
    /// whole screen redrawn at the size the terminal has now.
    private func resumed() -> TerminalEvent {
        cn_resume()
        size = TerminalSize(columns: Int(cn_cols()), rows: Int(cn_rows()))
        repaint()
        return .resize(size)
    }

    /// The most characters of one paste kept; the rest is read and dropped.
    private static let pasteLimit = 65_536

    /// Reads a bracketed paste up to its end marker (or until input stops for a moment).
    private func readPaste() -> TerminalEvent {
        var scalars = String.UnicodeScalarView()
        var count = 0
        cn_set_timeout(200)
        var code: UInt32 = 0
        reading: while true {
            switch cn_read(&code) {
            case 1:
                if count < Self.pasteLimit, let scalar = Unicode.Scalar(code) { scalars.append(scalar); count += 1 }
            case 2:
                if Int(code) == Int(cn_key_paste_end()) { break reading }
            default:
                break reading
            }
        }
        return .paste(String(scalars))
    }

    private func special(_ code: Int) -> TerminalEvent? {
        if code == Int(cn_key_paste_start()) { return readPaste() }
        if code == Int(cn_key_resize()) {
            size = TerminalSize(columns: Int(cn_cols()), rows: Int(cn_rows()))
            repaint()
            return .resize(size)
        }
        if code == Int(cn_key_mouse()) {
            var row: Int32 = 0, column: Int32 = 0, state: UInt32 = 0
            guard cn_read_mouse(&row, &column, &state) else { return nil }
            let kind: MouseEvent.Kind
            if state & cn_wheel_up() != 0 {
                kind = .wheelUp
            } else if state & cn_wheel_down() != 0 {
                kind = .wheelDown
            } else if state & (cn_button1_pressed() | cn_button1_clicked()) != 0 {
                kind = .press
            } else {
                return nil
            }
            return .mouse(MouseEvent(kind, row: Int(row), column: Int(column)))
        }
        return keyCodes[code].map { .key($0) }
    }

    // MARK: - Output

    public func draw(_ buffer: ScreenBuffer) {
        let previous = shown.flatMap { $0.width == buffer.width && $0.height == buffer.height ? $0 : nil }
        for row in 0..<buffer.height {
            for column in 0..<buffer.width {
                let cell = buffer[row, column]
                if cell.isContinuation { continue }
                if let previous, previous[row, column] == cell,
                    column + 1 >= buffer.width || previous[row, column + 1] == buffer[row, column + 1]
                {
                    continue
                }
                put(cell, row: row, column: column, followedByContinuation: column + 1 < buffer.width && buffer[row, column + 1].isContinuation)
            }
        }
        cn_refresh()
        shown = buffer
    }

    /// Draws one cell; a character the terminal's locale would measure differently becomes `?`,
    /// so the columns after it never shift.
    private func put(_ cell: Cell, row: Int, column: Int, followedByContinuation: Bool) {
        let look = looks[cell.style] ?? (0, 0)
        var text = String(cell.character)
        let expected = followedByContinuation ? 2 : 1
        if let first = cell.character.unicodeScalars.first {
            if first.value < 0x20 || (0x7F...0x9F).contains(first.value) {
                text = "?"
            } else if asciiOnly, !cell.character.isASCII {
                text = Self.asciiStandIns[cell.character].map(String.init) ?? "?"
            } else if first.value >= 0x80, Int(cn_wcwidth(first.value)) != expected {
                text = "?"
            }
        }
        text.withCString { cn_put_cell(Int32(row), Int32(column), $0, strlen($0), look.attributes, look.pair) }
        if text == "?" && followedByContinuation {
            cn_put_cell(Int32(row), Int32(column + 1), " ", 1, look.attributes, look.pair)
        }
    }

    /// Copies `text` without what the screen does not show raw (`TerminalText.stripped`): no
    /// `ESC[201~` can end a bracketed paste where it is pasted, no bidi control reorder it.
    public func copyToClipboard(_ text: String) {
        let sequence = "\u{1B}]52;c;" + Data(TerminalText.stripped(text).utf8).base64EncodedString() + "\u{07}"
        sequence.withCString { cn_write_raw($0, strlen($0)) }
    }

    public func suspend() {
        cn_suspend()
        size = TerminalSize(columns: Int(cn_cols()), rows: Int(cn_rows()))
        repaint()
    }

    public func handOver(_ body: () -> Void) {
        cn_leave()
        body()
        cn_resume()
        size = TerminalSize(columns: Int(cn_cols()), rows: Int(cn_rows()))
        repaint()
    }

    public func repaint() {
        shown = nil
        cn_force_repaint()
    }

    /// What box and marker glyphs become when the locale is not UTF-8.
    private static let asciiStandIns: [Character: Character] = [
        "│": "|", "─": "-", "┌": "+", "┐": "+", "└": "+", "┘": "+", "★": "*", "…": ".", "◆": "#", "◇": "o", "┃": "|",
        "✓": "v", "·": ".", "•": "*", "↪": ">", "●": "*", "×": "x", "–": "-", "↓": "v", "↑": "^", "▶": ">",
        "→": ">", "←": "<", "\u{FFFD}": "?", "\u{00A0}": " "
    ]

    // MARK: - Styles

    private func setUpLooks(useColour: Bool) {
        let palette = StylePalette(usesColour: useColour)
        var pairs: [[Int16]: Int16] = [:]
        for style in Style.allCases {
            let look = palette.look(style)
            var pair: Int16 = 0
            if useColour, look.foreground != -1 || look.background != -1 {
                let colours = [look.foreground, look.background]
                if let existing = pairs[colours] {
                    pair = existing
                } else {
                    pair = Int16(pairs.count + 1)
                    pairs[colours] = pair
                    cn_init_pair(pair, look.foreground, look.background)
                }
            }
            looks[style] = (attributes(look.attributes), pair)
        }
    }

    private func attributes(_ set: StylePalette.Attributes) -> UInt32 {
        var value = cn_attr_normal()
        if set.contains(.bold) { value |= cn_attr_bold() }
        if set.contains(.dim) { value |= cn_attr_dim() }
        if set.contains(.reverse) { value |= cn_attr_reverse() }
        if set.contains(.underline) { value |= cn_attr_underline() }
        return value
    }
}
