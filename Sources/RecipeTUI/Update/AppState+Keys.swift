import RecipeKit

extension AppState {
    /// Keys on a page, when no overlay is open and the query line does not have the keyboard.
    mutating func handleKey(_ key: Key) -> Effect {
        switch key {
        case .character("q"): return .quit
        case .character("/"):
            list.isEditing = true
            if layout.list == nil { focus = .list }
        case .character("?"): overlay = .help(scroll: 0)
        case .character("t"): overlay = .targetPicker(selection: TargetChoice.index(of: target))
        case .character("p"): return switchPage(to: page == .browse ? .pitfalls : .browse)
        case .character("s"): return toggleFavourite()
        case .character("f"):
            favouritesOnly.toggle()
            message = StatusMessage(favouritesOnly ? "showing favourites only (f shows all)" : "showing all recipes")
            return refilter()
        case .character("y"): return copyCurrentCode()
        case .character("n"): moveToMatch(forward: true)
        case .character("N"): moveToMatch(forward: false)
        case .character("]"): jumpSection(forward: true)
        case .character("["): jumpSection(forward: false)
        case .tab, .backTab: focus = focus == .list ? .detail : .list
        case .escape: return escape()
        case .enter: return open()
        default:
            if focus == .list { handleListKey(key) } else { handleDetailKey(key) }
        }
        return .none
    }

    private mutating func handleListKey(_ key: Key) {
        let page = layout.listHeight
        switch key {
        case .character("j"), .down, .control("n"): selectRow(list.selection + 1)
        case .character("k"), .up, .control("p"): selectRow(list.selection - 1)
        case .pageDown, .control("f"), .control("d"), .character(" "): selectRow(list.selection + page)
        case .pageUp, .control("b"), .control("u"): selectRow(list.selection - page)
        case .character("g"), .home: selectRow(0)
        case .character("G"), .end: selectRow(list.rows.count - 1)
        case .character("l"), .right: if selectedRecipe != nil { focus = .detail }
        default: break
        }
    }

    private mutating func handleDetailKey(_ key: Key) {
        let page = max(1, layout.detailHeight - 1)
        switch key {
        case .character("j"), .down, .control("n"), .control("e"): detailScroll += 1
        case .character("k"), .up, .control("p"), .control("y"): detailScroll -= 1
        case .pageDown, .control("f"), .control("d"), .character(" "): detailScroll += page
        case .pageUp, .control("b"), .control("u"), .character("b"): detailScroll -= page
        case .character("g"), .home: detailScroll = 0
        case .character("G"), .end: detailScroll = Int.max / 2
        case .character("h"), .left: focus = .list
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

    /// Esc: clear the query, else leave the pitfalls page, else go back to the list.
    private mutating func escape() -> Effect {
        if !list.query.isEmpty { return clearQuery() }
        if page == .pitfalls { return switchPage(to: .browse) }
        focus = .list
        return .none
    }

    /// Enter: on the browse page, read the selected row in the detail pane; on the pitfalls page,
    /// open its recipe on the browse page at that pitfall.
    mutating func open() -> Effect {
        guard let row = list.selectedRow else { return .none }
        focus = .detail
        if page == .pitfalls { openInBrowse(row) } else { showSelectedRowAnchor() }
        return .none
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
            next = forward
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

    // MARK: - Favourites and copying

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

    private mutating func copyCurrentCode() -> Effect {
        guard let (block, recipe) = currentCode else {
            message = StatusMessage("this recipe has no code to copy", isError: true)
            return .none
        }
        let lines = block.code.split(separator: "\n", omittingEmptySubsequences: false).count
        message = StatusMessage("copied the \(block.role.label) code of \(recipe.id) (\(lines) lines) to the clipboard")
        return .copy(block.code)
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
