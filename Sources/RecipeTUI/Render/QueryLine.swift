/// The top line: the page name, the query being typed, and the filters in force on the right.
enum QueryLine {
    static func draw(_ state: AppState, row: Int, into buffer: inout ScreenBuffer) {
        let width = buffer.width
        buffer.fill(row: row, column: 0, count: width, style: .status)
        let name = state.page == .browse ? " recipes " : " pitfalls "
        var x = buffer.write(name, row: row, column: 0, style: .title)

        let right = " " + filters(state, width: width) + " "
        let rightWidth = DisplayWidth.of(right)
        let queryLimit = width - x - rightWidth - 1

        let list = state.list
        x += 1
        if list.isEditing || !list.query.isEmpty {
            x += buffer.write("/", row: row, column: x, style: .key)
            let room = queryLimit - 2
            let query = tail(list.query, fitting: room)
            x += buffer.write(query, row: row, column: x, style: .query, limit: room)
            if list.isEditing { buffer.write(" ", row: row, column: x, style: .cursor) }
        } else {
            let hint =
                ["/ search   t target   p pitfalls   ? help", "/ search   ? help", "? help"]
                .first { DisplayWidth.of($0) <= queryLimit } ?? ""
            buffer.write(hint, row: row, column: x, style: .status)
        }
        if rightWidth < width - 12 {
            buffer.write(right, row: row, column: width - rightWidth, style: state.target == nil ? .status : .native)
        }
    }

    /// The filters in force, spelled out ("target iOS 17 · still needed only · favourites only"),
    /// or in short on a narrow terminal.
    static func filters(_ state: AppState, width: Int) -> String {
        var long = [state.target.map { "target \($0)" } ?? "any target"]
        var short = [TargetChoice.label(state.target)]
        if state.stillNeededOnly {
            long.append("still needed only")
            short.append("still needed")
        }
        if state.favouritesOnly {
            long.append("favourites only")
            short.append("★ only")
        }
        let spelled = long.joined(separator: " · ")
        return DisplayWidth.of(spelled) <= width / 3 ? spelled : short.joined(separator: " · ")
    }

    /// The end of `text` that fits in `columns`, so the cursor end of a long query stays visible.
    private static func tail(_ text: String, fitting columns: Int) -> String {
        guard columns > 0 else { return "" }
        var result: [Character] = []
        var used = 0
        for character in text.reversed() {
            let width = DisplayWidth.of(character)
            if used + width > columns { break }
            result.insert(character, at: 0)
            used += width
        }
        return String(result)
    }
}
