/// A bordered box centred on the screen, for the help and the target picker.
struct OverlayBox {
    let frame: Rect

    /// A box of at most `width` × `height` cells (borders included), shrunk to fit `size`.
    init(size: TerminalSize, width: Int, height: Int) {
        let boxWidth = min(width, size.columns)
        let boxHeight = min(height, max(3, size.rows - 2))
        frame = Rect(
            row: max(0, (size.rows - boxHeight) / 2), column: max(0, (size.columns - boxWidth) / 2),
            width: boxWidth, height: boxHeight)
    }

    /// The cells inside the border.
    var interior: Rect {
        Rect(row: frame.row + 1, column: frame.column + 2, width: max(0, frame.width - 4), height: max(0, frame.height - 2))
    }

    /// Draws the border with `title` on its top edge and blanks the inside.
    func draw(into buffer: inout ScreenBuffer, title: String, footer: String = "") {
        let right = frame.column + frame.width - 1
        let bottom = frame.row + frame.height - 1
        for row in frame.row...bottom {
            buffer.fill(row: row, column: frame.column, count: frame.width)
            let edge: (Character, Character) = row == frame.row ? ("┌", "┐") : row == bottom ? ("└", "┘") : ("│", "│")
            buffer.write(String(edge.0), row: row, column: frame.column, style: .border)
            buffer.write(String(edge.1), row: row, column: right, style: .border)
            if row == frame.row || row == bottom {
                buffer.fill(row: row, column: frame.column + 1, count: frame.width - 2, style: .border, character: "─")
            }
        }
        buffer.write(" \(title) ", row: frame.row, column: frame.column + 2, style: .title, limit: frame.width - 4)
        if !footer.isEmpty {
            let width = min(DisplayWidth.of(footer) + 2, frame.width - 4)
            buffer.write(" \(footer) ", row: bottom, column: right - 1 - width, style: .dim, limit: width)
        }
    }
}
