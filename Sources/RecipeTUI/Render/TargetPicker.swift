/// The `t` box: the deployment targets, the current one marked, and the "still needed" toggle.
enum TargetPicker {
    static func draw(_ state: AppState, selection: Int, into buffer: inout ScreenBuffer) {
        let picker = TargetPickerBox(size: state.size)
        picker.box.draw(into: &buffer, title: "Deployment target", footer: "Enter picks · Esc closes")
        let inside = picker.box.interior
        let first = picker.firstShown(selection: selection)
        for row in inside.row..<picker.toggleRow {
            let index = first + row - inside.row
            guard TargetChoice.all.indices.contains(index) else { break }
            let choice = TargetChoice.all[index]
            let current = choice == state.target ? "● " : "  "
            let label = TargetChoice.label(choice)
            let text = current + label + String(repeating: " ", count: max(1, 12 - DisplayWidth.of(label))) + counts(index, state)
            if index == selection { buffer.fill(row: row, column: inside.column, count: inside.width, style: .selected) }
            buffer.write(text, row: row, column: inside.column, style: index == selection ? .selected : .plain, limit: inside.width)
        }
        let toggle = (state.stillNeededOnly ? "[x]" : "[ ]") + " still needed only (Space)"
        buffer.write(toggle, row: picker.toggleRow, column: inside.column, style: .key, limit: inside.width)
    }

    /// "31 apply, 4 replaced natively" for the choice at `index`.
    private static func counts(_ index: Int, _ state: AppState) -> String {
        let counts = state.targetCounts
        guard TargetChoice.all[index] != nil else { return "\(counts.applying[index]) recipes" }
        let replaced = counts.replaced[index]
        return "\(counts.applying[index]) apply" + (replaced > 0 ? ", \(replaced) replaced natively" : "")
    }
}
