/// The `t` box: the deployment targets, the current one marked, and the "still needed" toggle.
import RecipeKit

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
            let text = current + label + String(repeating: " ", count: max(1, 12 - DisplayWidth.of(label))) + counts(for: choice, in: state)
            if index == selection { buffer.fill(row: row, column: inside.column, count: inside.width, style: .selected) }
            buffer.write(text, row: row, column: inside.column, style: index == selection ? .selected : .plain, limit: inside.width)
        }
        let toggle = (state.stillNeededOnly ? "[x]" : "[ ]") + " still needed only (Space)"
        buffer.write(toggle, row: picker.toggleRow, column: inside.column, style: .key, limit: inside.width)
    }

    /// "31 apply, 4 replaced natively" for a choice.
    private static func counts(for target: DeploymentTarget?, in state: AppState) -> String {
        guard let target else { return "\(state.catalog.recipes.count) recipes" }
        var applying = 0
        var native = 0
        for recipe in state.catalog.recipes where recipe.applies(to: target) {
            applying += 1
            if !recipe.isStillNeeded(at: target) { native += 1 }
        }
        return "\(applying) apply" + (native > 0 ? ", \(native) replaced natively" : "")
    }
}
