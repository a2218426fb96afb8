extension AppState {
    /// Wheel scrolls the pane under the pointer; a click selects a list row or focuses a pane.
    mutating func handleMouse(_ event: MouseEvent) -> Effect {
        if let overlay { return handleOverlayMouse(event, overlay) }
        let layout = layout
        let step = 3
        switch event.kind {
        case .wheelUp, .wheelDown:
            let delta = event.kind == .wheelUp ? -step : step
            if let list = layout.list, list.contains(row: event.row, column: event.column) {
                self.list.scroll = min(max(0, self.list.scroll + delta), max(0, self.list.rows.count - list.height))
            } else if layout.detail != nil {
                detailScroll += delta
                clampDetailScroll()
            }
        case .press:
            if event.row == layout.queryRow {
                self.list.isEditing = true
                focus = .list
            } else if let list = layout.list, list.contains(row: event.row, column: event.column) {
                let index = self.list.scroll + event.row - list.row
                focus = .list
                self.list.isEditing = false
                if index < self.list.rows.count { selectRow(index) }
            } else if let detail = layout.detail, detail.contains(row: event.row, column: event.column) {
                focus = .detail
                self.list.isEditing = false
            }
        }
        return .none
    }

    private mutating func handleOverlayMouse(_ event: MouseEvent, _ overlay: Overlay) -> Effect {
        switch (overlay, event.kind) {
        case (.help(let scroll), .wheelDown): self.overlay = .help(scroll: min(scroll + 3, HelpContent.lines.count - 1))
        case (.help(let scroll), .wheelUp): self.overlay = .help(scroll: max(0, scroll - 3))
        case (.help, .press): self.overlay = nil
        case (.targetPicker(let selection), .wheelDown):
            self.overlay = .targetPicker(selection: min(TargetChoice.all.count - 1, selection + 1))
        case (.targetPicker(let selection), .wheelUp): self.overlay = .targetPicker(selection: max(0, selection - 1))
        case (.targetPicker(let selection), .press):
            let box = TargetPickerBox(size: size)
            if let index = box.choice(atRow: event.row, column: event.column, selection: selection) {
                self.overlay = nil
                return choose(target: index)
            }
            if !box.frame.contains(row: event.row, column: event.column) { self.overlay = nil }
        }
        return .none
    }
}
