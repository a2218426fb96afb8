/// Draws the state into `buffer`, which must have the state's size. Pure: the buffer depends on
/// the state only.
public func render(_ state: AppState, into buffer: inout ScreenBuffer) {
    buffer.clear()
    guard state.size.isUsable else {
        EnlargeNotice.draw(state.size, into: &buffer)
        return
    }
    let layout = state.layout
    QueryLine.draw(state, row: layout.queryRow, into: &buffer)
    let document = state.detailDocument
    if let list = layout.list { ListPane.draw(state, in: list, into: &buffer) }
    if let divider = layout.divider, let list = layout.list {
        // A heavy bright bar beside the detail pane while it has the keyboard.
        let detailActive = state.focus == .detail
        for row in list.row..<(list.row + list.height) {
            buffer.write(detailActive ? "┃" : "│", row: row, column: divider, style: detailActive ? .activeBorder : .border)
        }
    }
    if let detail = layout.detail { DetailPane.draw(state, document: document, in: detail, into: &buffer) }
    StatusLine.draw(state, document: document, row: layout.statusRow, into: &buffer)
    switch state.overlay {
    case .help(let scroll): HelpOverlay.draw(scroll: scroll, size: state.size, into: &buffer)
    case .targetPicker(let selection): TargetPicker.draw(state, selection: selection, into: &buffer)
    case nil: break
    }
}

/// Renders a fresh buffer of the state's size.
public func render(_ state: AppState) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: state.size.columns, height: state.size.rows)
    render(state, into: &buffer)
    return buffer
}
