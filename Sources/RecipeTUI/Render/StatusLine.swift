/// The bottom line: the message of the last key, else counts and what the target hid; the
/// detail position on the right.
enum StatusLine {
    static func draw(_ state: AppState, document: DetailDocument?, row: Int, into buffer: inout ScreenBuffer) {
        let width = buffer.width
        buffer.fill(row: row, column: 0, count: width, style: .status)
        var right = ""
        if let document, state.layout.detail != nil, document.lines.count > state.layout.detailHeight {
            let bottom = min(document.lines.count, state.detailScroll + state.layout.detailHeight)
            right = " \(bottom)/\(document.lines.count) "
        }
        let rightWidth = DisplayWidth.of(right)
        let room = width - rightWidth - 1
        if let message = state.message {
            buffer.write(" " + message.text, row: row, column: 0, style: message.isError ? .error : .status, limit: room)
        } else {
            buffer.write(" " + summary(state), row: row, column: 0, style: .status, limit: room)
        }
        if !right.isEmpty, room > 10 { buffer.write(right, row: row, column: width - rightWidth, style: .status) }
    }

    /// "12 of 40 recipes · 3 more need iOS 17", "5 matches", "searching…".
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
            parts.append("\(ListRowLine.nativeMarker) \(list.replacedNatively) replaced natively")
        }
        if list.rows.indices.contains(list.selection), !list.isEditing {
            parts.append("\(list.selection + 1)/\(list.rows.count)")
        }
        return parts.joined(separator: " · ")
    }
}
