/// The `?` box: every key and what it does, scrollable when the terminal is short.
enum HelpOverlay {
    static func draw(scroll: Int, size: TerminalSize, into buffer: inout ScreenBuffer) {
        let box = OverlayBox(size: size, width: 84, height: HelpContent.lines.count + 2)
        let inside = box.interior
        let scrollable = HelpContent.lines.count > inside.height
        box.draw(into: &buffer, title: "Keys", footer: scrollable ? "j/k scroll · any key closes" : "any key closes")
        let first = min(scroll, max(0, HelpContent.lines.count - inside.height))
        let keyWidth = min(HelpContent.lines.map { DisplayWidth.of($0.keys) }.max() ?? 0, inside.width / 3)
        for (offset, entry) in HelpContent.lines.dropFirst(first).prefix(inside.height).enumerated() {
            let row = inside.row + offset
            if entry.keys.isEmpty {
                buffer.write(entry.action, row: row, column: inside.column, style: .heading, limit: inside.width)
            } else {
                buffer.write(entry.keys, row: row, column: inside.column, style: .key, limit: keyWidth)
                buffer.write(
                    entry.action, row: row, column: inside.column + keyWidth + 1, style: .plain,
                    limit: inside.width - keyWidth - 1)
            }
        }
    }
}
