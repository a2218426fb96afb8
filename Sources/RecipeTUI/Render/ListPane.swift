/// The list of the current page: the visible rows, matches highlighted, the selection marked.
enum ListPane {
    static func draw(_ state: AppState, in rect: Rect, into buffer: inout ScreenBuffer) {
        let list = state.list
        let matcher = TermMatcher(terms: list.terms)
        if list.rows.isEmpty {
            let text = list.isSearching ? "searching…" : list.query.isEmpty ? "no recipes at this target" : "no matches"
            buffer.write(text, row: rect.row, column: rect.column + 2, style: .dim, limit: rect.width - 2)
            return
        }
        let end = min(list.rows.count, list.scroll + rect.height)
        guard list.scroll < end else { return }
        for index in list.scroll..<end {
            let row = rect.row + index - list.scroll
            var line = ListRowLine.line(for: list.rows[index], in: state, width: rect.width)
            if !matcher.isEmpty { line = line.restyling(matcher.ranges(in: line.text)) { _ in .match } }
            if index == list.selection {
                // A full bar while the list has the keyboard, a quiet one while the detail has it.
                let active = state.focus == .list || state.layout.detail == nil
                line = StyledLine(line.spans.map { Span($0.text, active ? $0.style.onSelection : $0.style.onInactiveSelection) })
                buffer.fill(row: row, column: rect.column, count: rect.width, style: active ? .selected : .inactiveSelection)
            }
            line.draw(into: &buffer, row: row, column: rect.column, limit: rect.width)
        }
    }
}
