/// Where the reader was: the open recipe and how far down its detail pane.
public struct ReadingPosition: Hashable, Codable, Sendable {
    public var recipeID: String
    public var detailScroll: Int

    public init(recipeID: String, detailScroll: Int) {
        self.recipeID = recipeID
        self.detailScroll = detailScroll
    }
}
