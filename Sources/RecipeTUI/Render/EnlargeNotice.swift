/// What a too-small terminal shows: one clear line instead of garbled panes.
enum EnlargeNotice {
    static func draw(_ size: TerminalSize, into buffer: inout ScreenBuffer) {
        let minimum = TerminalSize.minimum
        let lines = ["enlarge the window", "to at least \(minimum.columns)×\(minimum.rows)", "(q quits)"]
        let top = max(0, (size.rows - lines.count) / 2)
        for (offset, text) in lines.enumerated() where top + offset < size.rows {
            let shown = DisplayWidth.truncate(text, to: size.columns)
            let column = max(0, (size.columns - DisplayWidth.of(shown)) / 2)
            buffer.write(shown, row: top + offset, column: column, style: offset == 0 ? .warning : .dim)
        }
    }
}
