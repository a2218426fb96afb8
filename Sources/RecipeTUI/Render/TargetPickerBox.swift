/// Geometry of the target picker: one row per choice, then the "still needed" toggle.
struct TargetPickerBox {
    let box: OverlayBox
    var frame: Rect { box.frame }

    init(size: TerminalSize) {
        box = OverlayBox(size: size, width: 52, height: TargetChoice.all.count + 4)
    }

    /// The first visible choice, so the highlighted one is always inside the box.
    func firstShown(selection: Int) -> Int {
        let rows = max(1, box.interior.height - 1)
        return min(max(0, selection - rows + 1), max(0, TargetChoice.all.count - rows))
    }

    /// The row of the "still needed" toggle.
    var toggleRow: Int { box.interior.row + box.interior.height - 1 }

    /// The choice index at a clicked cell, if any.
    func choice(atRow row: Int, column: Int, selection: Int = 0) -> Int? {
        guard box.interior.contains(row: row, column: column), row < toggleRow else { return nil }
        let index = firstShown(selection: selection) + row - box.interior.row
        return TargetChoice.all.indices.contains(index) ? index : nil
    }
}
