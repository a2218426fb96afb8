import RecipeKit

/// An in-memory grid of cells that rendering draws into and a `Terminal` shows. Tests compare
/// it as text plus a style mask.
public struct ScreenBuffer: Equatable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    private var cells: [Cell]

    /// A blank buffer of `width` × `height` cells.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at `row`, `column` (both from 0).
    public subscript(row: Int, column: Int) -> Cell {
        cells[row * width + column]
    }

    /// Blanks every cell.
    public mutating func clear() {
        for index in cells.indices { cells[index] = .blank }
    }

    /// Writes `text` from `column` on `row`, at most `limit` columns (to the right edge when
    /// nil), by display width; wide characters that do not fit become a space. Text goes through
    /// `TerminalText`: an unsafe character is drawn as its visible escape. Returns the number of
    /// columns written.
    @discardableResult
    public mutating func write<S: StringProtocol>(
        _ text: S, row: Int, column: Int, style: Style = .plain, limit: Int? = nil
    ) -> Int {
        guard row >= 0, row < height, column < width else { return 0 }
        let end = min(width, limit.map { column + max(0, $0) } ?? width)
        var x = column
        for character in text {
            guard x < end else { break }
            if let escape = TerminalText.visible(character) {
                for shown in escape where x < end {
                    if x >= 0 { set(Cell(shown, style: style), row: row, column: x) }
                    x += 1
                }
                continue
            }
            let shown = character
            let columns = DisplayWidth.of(shown)
            if columns == 0 { continue }
            if x < 0 { x += columns; continue }
            if columns == 2 && x + 1 >= end {
                set(Cell(" ", style: style), row: row, column: x)
                x += 1
                break
            }
            set(Cell(shown, style: style), row: row, column: x)
            if columns == 2 { set(Cell(" ", style: style, isContinuation: true), row: row, column: x + 1) }
            x += columns
        }
        return max(0, x - max(column, 0))
    }

    /// Fills `count` cells from `column` on `row` with spaces in `style`.
    public mutating func fill(row: Int, column: Int, count: Int, style: Style = .plain, character: Character = " ") {
        guard row >= 0, row < height else { return }
        let start = max(0, column)
        let end = min(width, column + count)
        guard start < end else { return }
        for x in start..<end { set(Cell(character, style: style), row: row, column: x) }
    }

    /// Sets one cell; overwriting half of a wide character blanks its other half.
    private mutating func set(_ cell: Cell, row: Int, column: Int) {
        let index = row * width + column
        if cells[index].isContinuation, column > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        if !cell.isContinuation, column + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    // MARK: - Reading back

    /// The text of one row, continuation cells left out.
    public func text(row: Int) -> String {
        var line = ""
        for x in 0..<width where !self[row, x].isContinuation { line.append(self[row, x].character) }
        return line
    }

    /// The style letters of one row, one per cell.
    public func styleMask(row: Int) -> String {
        String((0..<width).map { self[row, $0].style.maskLetter })
    }

    /// The whole screen as text rows between `|` fences, then the style mask in the same shape.
    public var snapshot: String {
        var out = ""
        for row in 0..<height { out += "|" + text(row: row) + "|\n" }
        out += "\n"
        for row in 0..<height { out += "|" + styleMask(row: row) + "|\n" }
        return out
    }
}
