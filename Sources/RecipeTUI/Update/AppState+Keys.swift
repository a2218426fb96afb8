import RecipeKit

extension AppState {
    /// Keys on a page, when no overlay is open and the query line does not have the keyboard:
    /// the command `KeyTable` gives the key, carried out.
    mutating func handleKey(_ key: Key) -> Effect {
        let walking = isWalkingHistory
        isWalkingHistory = false
        // Terminals send Tab for Ctrl-I: right after Ctrl-O it goes forward, as in vim.
        if key == .tab, walking, !history.forward.isEmpty { return perform(.historyForward) }
        guard let command = KeyTable.command(for: key, in: .page) else { return .none }
        return perform(command)
    }

    /// Carries out a page command.
    mutating func perform(_ command: KeyCommand) -> Effect {
        switch command {
        case .quit: return .quit
        case .search:
            list.isEditing = true
            if layout.list == nil { focus = .list }
        case .help: overlay = .help(scroll: 0)
        case .targetPicker: overlay = .targetPicker(selection: TargetChoice.index(of: target))
        case .pitfalls: return switchPage(to: page == .browse ? .pitfalls : .browse)
        case .star: return toggleFavourite()
        case .favouritesOnly:
            favouritesOnly.toggle()
            message = StatusMessage(favouritesOnly ? "favourites only (f shows all)" : "showing all recipes")
            return refilter()
        case .copy: return copyCurrentCode()
        case .edit: return editCurrentRecipe()
        case .nextMatch: moveToMatch(forward: true)
        case .previousMatch: moveToMatch(forward: false)
        case .nextSection: jumpSection(forward: true)
        case .previousSection: jumpSection(forward: false)
        case .switchPane: focus = focus == .list ? .detail : .list
        case .back: return back()
        case .historyBack: return walkHistory(forward: false)
        case .historyForward: return walkHistory(forward: true)
        case .read: return open()
        case .growPane: resizePanes(by: 1)
        case .shrinkPane: resizePanes(by: -1)
        case .down, .up, .pageDown, .pageUp, .top, .bottom, .toList:
            if focus == .list { moveInList(command) } else { moveInDetail(command) }
        case .suspend, .repaint, .clearQuery, .deleteWord, .deleteCharacter, .leaveQuery, .stopSearch, .pick,
            .toggleStillNeeded, .close:
            break
        }
        return .none
    }

    private mutating func moveInList(_ command: KeyCommand) {
        let page = layout.listHeight
        switch command {
        case .down: selectRow(list.selection + 1)
        case .up: selectRow(list.selection - 1)
        case .pageDown: selectRow(list.selection + page)
        case .pageUp: selectRow(list.selection - page)
        case .top: selectRow(0)
        case .bottom: selectRow(list.rows.count - 1)
        default: break
        }
    }

    private mutating func moveInDetail(_ command: KeyCommand) {
        let page = max(1, layout.detailHeight - 1)
        switch command {
        case .down: detailScroll += 1
        case .up: detailScroll -= 1
        case .pageDown: detailScroll += page
        case .pageUp: detailScroll -= page
        case .top: detailScroll = 0
        case .bottom: detailScroll = Int.max / 2
        case .toList: focus = .list
        default: break
        }
        clampDetailScroll()
    }

    /// Moves the list selection and shows what the new row points at.
    mutating func selectRow(_ index: Int) {
        let before = list.selectedRow
        list.select(index, height: layout.listHeight)
        if list.selectedRow != before { showSelectedRowAnchor() }
    }

    /// `+` / `_`: the next or previous pane mode (both panes, the focused one wide, zoomed).
    private mutating func resizePanes(by step: Int) {
        let modes = PaneMode.allCases
        let next = min(max(0, paneMode.rawValue + step), modes.count - 1)
        guard next != paneMode.rawValue else {
            message = StatusMessage(step > 0 ? "already zoomed (_ undoes)" : "both panes shown (+ widens the focused one)")
            return
        }
        let anchor = detailDocument.map { DetailAnchor(document: $0, scroll: detailScroll) }
        paneMode = modes[next]
        list.keepSelectionVisible(height: layout.listHeight)
        if let anchor, let document = detailDocument { detailScroll = anchor.scroll(in: document) }
        clampDetailScroll()
        let pane = focus == .list ? "list" : "detail"
        switch paneMode {
        case .split: message = StatusMessage("both panes")
        case .wide: message = StatusMessage("\(pane) widened (+ zooms, _ undoes)")
        case .zoomed: message = StatusMessage("\(pane) zoomed (_ undoes)")
        }
    }

    // MARK: - Opening, going back and forward

    /// The place on screen now, for the history.
    var currentPlace: Place {
        Place(page: page, query: list.query, row: list.selectedRow, focus: focus, detailScroll: detailScroll)
    }

    /// Enter: on the browse page, read the selected row in the detail pane; on the pitfalls page,
    /// open its recipe on the browse page at that pitfall. Either way the place left is recorded.
    mutating func open() -> Effect {
        guard let row = list.selectedRow else { return .none }
        history.leave(currentPlace)
        focus = .detail
        if page == .pitfalls { openInBrowse(row) } else { showSelectedRowAnchor() }
        openedRow = list.selectedRow
        return .none
    }

    /// Esc: back to where the recipe on screen was opened from; else to the list; else clear the
    /// query; else leave the pitfalls page.
    private mutating func back() -> Effect {
        if focus == .detail, !history.back.isEmpty, openedRow != nil, openedRow == list.selectedRow {
            return walkHistory(forward: false)
        }
        if focus == .detail {
            focus = .list
            return .none
        }
        if !list.query.isEmpty { return clearQuery() }
        if page == .pitfalls { return switchPage(to: .browse) }
        return .none
    }

    /// Ctrl-O / Ctrl-I: the previous or next place in the history.
    private mutating func walkHistory(forward: Bool) -> Effect {
        let current = currentPlace
        guard let place = forward ? history.goForward(from: current) : history.goBack(from: current) else {
            message = StatusMessage(forward ? "nothing to go forward to" : "nothing to go back to")
            return .none
        }
        isWalkingHistory = true
        message = StatusMessage("\(history.back.count) back · \(history.forward.count) forward (Ctrl-O back, Tab forward)")
        return restore(place)
    }

    /// Shows `place` again: its page, query, row, pane and scroll. When its query differs from
    /// the list's, the search runs again and the row is selected when its results come.
    mutating func restore(_ place: Place) -> Effect {
        browse.isEditing = false
        pitfalls.isEditing = false
        page = place.page
        focus = place.focus
        if list.query != place.query {
            list.query = place.query
            pendingPlace = place
            let effect = querySearch()
            if pendingPlace != nil, !list.isSearching { settle(place) }
            return effect
        }
        settle(place)
        return .none
    }

    /// Selects the place's row in the current list and scrolls the detail as it was.
    mutating func settle(_ place: Place) {
        pendingPlace = nil
        if let row = place.row, let index = list.rows.firstIndex(of: row) {
            list.select(index, height: layout.listHeight)
        }
        openedRow = place.focus == .detail ? list.selectedRow : nil
        detailScroll = place.detailScroll
        clampDetailScroll()
    }

    /// Shows `row` on the browse page, loosening the query and filters only as far as needed.
    private mutating func openInBrowse(_ row: ListRow) {
        page = .browse
        func find() -> Int? {
            browse.rows.firstIndex(of: row) ?? browse.rows.firstIndex { $0.recipeIndex == row.recipeIndex && $0.kind == .recipe }
        }
        if find() == nil, !browse.query.isEmpty {
            browse.query = ""
            _ = search(.browse)
        }
        if find() == nil {
            favouritesOnly = false
            stillNeededOnly = false
            if !(target.map { catalog.recipes[row.recipeIndex].applies(to: $0) } ?? true) { target = nil }
            message = StatusMessage("filters cleared to show this recipe")
            refreshPlainRows(of: .browse)
        }
        guard let index = find() else { return }
        browse.select(index, height: layout.listHeight)
        if case .pitfall(let pitfall) = row.kind, let document = detailDocument, document.pitfallLines.indices.contains(pitfall) {
            detailScroll = document.pitfallLines[pitfall]
            clampDetailScroll()
        } else {
            detailScroll = 0
        }
    }

    /// Goes to the browse or pitfalls page. Its list keeps its query and selection, and is rebuilt
    /// (or searched again) in case the filters changed meanwhile.
    mutating func switchPage(to newPage: Page) -> Effect {
        guard newPage != page else { return .none }
        browse.isEditing = false
        pitfalls.isEditing = false
        page = newPage
        focus = .list
        let effect = querySearch()
        showSelectedRowAnchor()
        return effect
    }

    // MARK: - Detail navigation

    /// `n` / `N`: scrolls to the next or previous line with a search match.
    private mutating func moveToMatch(forward: Bool) {
        guard let document = detailDocument, !document.matchLines.isEmpty else {
            message = StatusMessage(list.terms.isEmpty ? "no search: press / to search" : "no matches in this recipe")
            return
        }
        let count = document.matchLines.count
        let next: Int
        if let cursor = matchCursor, cursor < count {
            next = forward ? (cursor + 1) % count : (cursor - 1 + count) % count
        } else {
            next =
                forward
                ? document.matchLines.firstIndex { $0 >= detailScroll } ?? 0
                : document.matchLines.lastIndex { $0 < detailScroll } ?? count - 1
        }
        matchCursor = next
        detailScroll = document.matchLines[next] - 2
        clampDetailScroll()
        message = StatusMessage("match \(next + 1) of \(count)")
    }

    /// `]` / `[`: scrolls to the start of the next or previous section.
    private mutating func jumpSection(forward: Bool) {
        guard let document = detailDocument else { return }
        let starts = document.sections.map(\.line)
        let target = forward ? starts.first { $0 > detailScroll } : starts.last { $0 < detailScroll }
        if let target {
            detailScroll = target
            clampDetailScroll()
            if let section = document.sections.last(where: { $0.line <= max(target, detailScroll) }) {
                message = StatusMessage(section.section.rawValue)
            }
        }
    }

    // MARK: - Favourites, copying and editing

    private mutating func toggleFavourite() -> Effect {
        guard let recipe = selectedRecipe else { return .none }
        if favourites.remove(recipe.id) == nil {
            favourites.insert(recipe.id)
            message = StatusMessage("★ \(recipe.title) added to favourites")
        } else {
            message = StatusMessage("\(recipe.title) removed from favourites")
            if favouritesOnly {
                for page in [Page.browse, .pitfalls] {
                    let list = page == .browse ? browse : pitfalls
                    replaceRows(of: page, with: filter.keepingFavourites(list.rows, in: catalog), hidden: list.hidden, terms: list.terms)
                }
            }
        }
        return .saveState
    }

    /// `y`: asks the run loop to copy the code block on screen; the run loop says what it used.
    private mutating func copyCurrentCode() -> Effect {
        guard let (block, recipe) = currentCode else {
            message = StatusMessage("this recipe has no code to copy", isError: true)
            return .none
        }
        let lines = block.code.split(separator: "\n", omittingEmptySubsequences: false).count
        return .copy(CopyRequest(text: block.code, description: "the \(block.role.label) code of \(recipe.id) (\(lines) lines)"))
    }

    /// `e`: asks the run loop to open the recipe's file at the line on screen.
    private mutating func editCurrentRecipe() -> Effect {
        guard let recipe = selectedRecipe else {
            message = StatusMessage("no recipe selected to edit", isError: true)
            return .none
        }
        let line = detailDocument?.sourceLine(at: detailScroll) ?? recipe.source.line
        return .edit(EditRequest(path: recipe.source.path, line: line, recipeID: recipe.id))
    }
}

extension CodeBlock.Role {
    /// How the status line names the role.
    var label: String {
        switch self {
        case .wrapper: "wrapper"
        case .callSite: "call-site"
        case .support: "support"
        }
    }
}
