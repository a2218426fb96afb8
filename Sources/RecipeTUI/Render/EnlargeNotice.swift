/// What a too-small terminal shows: one clear line instead of garbled panes.
enum EnlargeNotice {
    static func draw(_ size: TerminalSize, into buffer: inout ScreenBuffer) {
        let minimum = TerminalSize.minimum
        let text = "enlarge the window to at least \(minimum.columns)×\(minimum.rows) (q quits)"
        let shown = DisplayWidth.truncate(text, to: size.columns)
        let column = max(0, (size.columns - DisplayWidth.of(shown)) / 2)
        buffer.write(shown, row: size.rows / 2, column: column, style: .warning)
    }
}
