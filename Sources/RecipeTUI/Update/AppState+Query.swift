extension AppState {
    /// Keys while the query line has the keyboard: typing searches as you type.
    mutating func handleQueryKey(_ key: Key) -> Effect {
        guard let command = KeyTable.command(for: key, in: .query) else {
            if case .character(let character) = key {
                guard list.query.count < EventLoop.maximumQueryLength else { return .none }
                list.query.append(character)
                return querySearch()
            }
            return .none
        }
        switch command {
        case .deleteCharacter:
            guard !list.query.isEmpty else { return .none }
            list.query.removeLast()
            return querySearch()
        case .clearQuery:
            list.query = ""
            return querySearch()
        case .deleteWord:
            while list.query.last == " " { list.query.removeLast() }
            while let last = list.query.last, last != " " { list.query.removeLast() }
            return querySearch()
        case .down: selectRow(list.selection + 1)
        case .up: selectRow(list.selection - 1)
        case .pageDown: selectRow(list.selection + layout.listHeight)
        case .pageUp: selectRow(list.selection - layout.listHeight)
        case .read:
            list.isEditing = false
            return open()
        case .leaveQuery:
            list.isEditing = false
            focus = .list
        case .stopSearch:
            return clearQuery()
        default:
            break
        }
        return .none
    }

    /// Empties the query of the current list and shows it unfiltered again.
    mutating func clearQuery() -> Effect {
        list.query = ""
        list.isEditing = false
        return querySearch()
    }

    /// Searches the current list for its query: a search effect, or the plain list when empty.
    mutating func querySearch() -> Effect {
        search(page)
    }

    /// Re-runs the list after a filter change (target, "still needed", favourites). The other
    /// page's list is rebuilt when it is shown.
    mutating func refilter() -> Effect { querySearch() }

    /// Starts a search of `page`'s list, superseding any search it is waiting for.
    mutating func search(_ page: Page) -> Effect {
        var list = page == .browse ? browse : pitfalls
        list.generation = nextGeneration()
        let text = list.query.trimmingCharacters(in: .whitespaces)
        list.isSearching = !text.isEmpty
        if page == .browse { browse = list } else { pitfalls = list }
        guard !text.isEmpty else {
            refreshPlainRows(of: page)
            return .none
        }
        // As typed: a trailing space tells the engine the last word is complete, not a prefix.
        return .search(
            SearchRequest(
                text: list.query, scope: page == .browse ? .recipesAndPitfalls : .pitfalls, target: target,
                stillNeededOnly: page == .browse && stillNeededOnly, generation: list.generation))
    }

    /// Takes search results, unless a newer query superseded them.
    mutating func apply(_ outcome: SearchOutcome) {
        let page: Page = outcome.scope == .recipesAndPitfalls ? .browse : .pitfalls
        let list = page == .browse ? browse : pitfalls
        guard outcome.generation == list.generation, list.isSearching else { return }
        let sameQuery = list.searchedText == list.query
        replaceRows(
            of: page, with: filter.keepingFavourites(outcome.rows, in: catalog),
            hidden: outcome.hidden, terms: outcome.terms, keepSelection: sameQuery)
        defer { if let place = pendingPlace, place.page == page, page == self.page { settle(place) } }
        if page == .browse {
            browse.searchedText = browse.query
            browse.isPartial = outcome.isPartial
        } else {
            pitfalls.searchedText = pitfalls.query
            pitfalls.isPartial = outcome.isPartial
        }
    }

    /// The next search generation.
    mutating func nextGeneration() -> Int {
        lastGeneration += 1
        return lastGeneration
    }
}
