/// The bottom line: the message of the last key, else what the list holds (counts, what the
/// filters hid) and a legend of the markers on screen; on the right, where the reader is, in
/// words ("row 3 of 40", "line 22 of 171"). What does not fit at the width is left out, the
/// legend first.
enum StatusLine {
    static func draw(_ state: AppState, document: DetailDocument?, row: Int, into buffer: inout ScreenBuffer) {
        let width = buffer.width
        buffer.fill(row: row, column: 0, count: width, style: .status)
        var right = position(state, document: document).map { " \($0) " } ?? ""
        // A message longer than the room beside the position takes the whole line.
        if let message = state.message, DisplayWidth.of(message.text) + 2 + DisplayWidth.of(right) > width { right = "" }
        let rightWidth = DisplayWidth.of(right)
        let room = width - rightWidth - 1
        if let message = state.message {
            buffer.write(" " + message.text, row: row, column: 0, style: message.isError ? .error : .status, limit: room)
        } else {
            let summary = " " + summary(state)
            let legend = legend(state)
            let shown =
                legend.isEmpty || DisplayWidth.of(summary) + 3 + DisplayWidth.of(legend) > room
                ? summary : summary + " · " + legend
            buffer.write(shown, row: row, column: 0, style: .status, limit: room)
        }
        if !right.isEmpty, room > 10 { buffer.write(right, row: row, column: width - rightWidth, style: .status) }
    }

    /// "row 3 of 40" while the list has the keyboard, "line 22 of 171" while the detail has it.
    static func position(_ state: AppState, document: DetailDocument?) -> String? {
        let layout = state.layout
        let readingDetail = state.focus == .detail || layout.list == nil
        if readingDetail, let document, !document.lines.isEmpty {
            let shown = layout.detailHeight
            guard document.lines.count > shown || layout.list == nil else { return nil }
            return "line \(state.detailScroll + 1) of \(document.lines.count)"
        }
        let list = state.list
        guard list.rows.indices.contains(list.selection), !list.isEditing else { return nil }
        return "row \(list.selection + 1) of \(list.rows.count)"
    }

    /// "12 recipes · 3 more need iOS 17", "5 matches", "searching…".
    static func summary(_ state: AppState) -> String {
        let list = state.list
        var parts: [String] = []
        let noun = state.page == .browse ? "recipes" : "pitfalls"
        if list.isSearching {
            parts.append("searching…")
        } else if !list.query.allSatisfy(\.isWhitespace) {
            let noun = list.rows.count == 1 ? "match" : "matches"
            parts.append("\(list.rows.count) \(list.isPartial ? "partial " : "")\(noun)")
        } else {
            parts.append(list.rows.count == 1 ? "1 \(noun.dropLast())" : "\(list.rows.count) \(noun)")
        }
        if let hidden = list.hidden.summary { parts.append(hidden) }
        if state.page == .browse, !list.isSearching, list.replacedNatively > 0 {
            parts.append("\(list.replacedNatively) replaced natively")
        }
        return parts.joined(separator: " · ")
    }

    /// What the markers in the visible rows mean: `! pitfall`, `ƒ delegate method`, `◆ native API
    /// replaces it`, `◇ covers part`.
    static func legend(_ state: AppState) -> String {
        let list = state.list
        let visible = list.rows[min(list.scroll, list.rows.count)..<min(list.rows.count, list.scroll + state.layout.listHeight)]
        var pitfall = false, delegate = false, replaces = false, partial = false
        for row in visible {
            switch row.kind {
            case .pitfall: pitfall = true
            case .delegateMethod: delegate = true
            case .preferNative(let index):
                if state.catalog.recipes[row.recipeIndex].preferNative[index].coverage == .partial { partial = true } else { replaces = true }
            case .recipe:
                if let target = state.target, let native = state.facts[row.recipeIndex].native(at: target) {
                    if native.isPartial { partial = true } else { replaces = true }
                }
            }
        }
        var parts: [String] = []
        if pitfall { parts.append("! pitfall") }
        if delegate { parts.append("ƒ delegate method") }
        if replaces { parts.append("\(NativeLabel.replacesMarker) native API replaces it") }
        if partial { parts.append("\(NativeLabel.partialMarker) covers part") }
        return parts.joined(separator: "  ")
    }
}
