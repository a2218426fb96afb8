import RecipeKit

/// What the browser remembers between runs: favourites, where the reader was, and the filters.
public struct SavedState: Codable, Equatable, Sendable {
    /// The file format's version.
    public var version = 1
    public var favourites: [String]
    public var position: ReadingPosition?
    /// `iOS 16`, or nil for any target.
    public var target: String?
    public var stillNeededOnly: Bool

    public init(favourites: [String], position: ReadingPosition?, target: String?, stillNeededOnly: Bool) {
        self.favourites = favourites
        self.position = position
        self.target = target
        self.stillNeededOnly = stillNeededOnly
    }

    /// What to save from `state`.
    public init(_ state: AppState) {
        self.init(
            favourites: state.favourites.sorted(), position: state.readingPosition,
            target: state.target?.description, stillNeededOnly: state.stillNeededOnly)
    }
}
