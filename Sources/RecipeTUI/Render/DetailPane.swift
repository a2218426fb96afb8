/// The detail pane: the visible lines of the selected recipe's document.
enum DetailPane {
    static func draw(_ state: AppState, document: DetailDocument?, in rect: Rect, into buffer: inout ScreenBuffer) {
        guard let document else {
            buffer.write("nothing selected", row: rect.row, column: rect.column, style: .dim, limit: rect.width)
            return
        }
        let end = min(document.lines.count, state.detailScroll + rect.height)
        guard state.detailScroll < end else { return }
        let current = state.matchCursor.flatMap { document.matchLines.indices.contains($0) ? document.matchLines[$0] : nil }
        var pointed: Int?
        if case .pitfall(let pitfall) = state.list.selectedRow?.kind, document.pitfallLines.indices.contains(pitfall) {
            pointed = document.pitfallLines[pitfall]
        }
        for index in state.detailScroll..<end {
            var line = document.lines[index]
            if index == current { line = StyledLine(line.spans.map { Span($0.text, $0.style == .match ? .selectedMatch : $0.style) }) }
            if index == pointed, line.spans.first == Span("! ", .warning) {
                // The pitfall the selected row points at.
                line.spans[0] = Span("▶ ", .warning)
            }
            line.draw(into: &buffer, row: rect.row + index - state.detailScroll, column: rect.column, limit: rect.width)
        }
    }
}
