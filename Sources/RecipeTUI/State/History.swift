/// A place the reader was: the page, its query, the selected row, the focused pane and how far
/// down the detail. `Esc`, `Ctrl-O` and `Ctrl-I` go back to one.
public struct Place: Hashable, Sendable {
    public var page: Page
    public var query: String
    public var row: ListRow?
    public var focus: Pane
    public var detailScroll: Int
}

/// Where the reader opened things from, as a browser keeps it: opening records the place left
/// (and forgets the places gone back from), going back moves one place to the forward list.
public struct History: Hashable, Sendable {
    /// Oldest first.
    public private(set) var back: [Place] = []
    /// The places gone back from, the most recent last.
    public private(set) var forward: [Place] = []
    /// The most places kept.
    static let capacity = 100

    public init() {}

    /// Records `place` as left for something newly opened.
    mutating func leave(_ place: Place) {
        if back.last != place { back.append(place) }
        if back.count > Self.capacity { back.removeFirst() }
        forward = []
    }

    /// The place to go back to from `current`, which becomes the first place forward.
    mutating func goBack(from current: Place) -> Place? {
        guard let place = back.popLast() else { return nil }
        forward.append(current)
        return place
    }

    /// The place to go forward to from `current`, which goes back on the back list.
    mutating func goForward(from current: Place) -> Place? {
        guard let place = forward.popLast() else { return nil }
        back.append(current)
        return place
    }
}
