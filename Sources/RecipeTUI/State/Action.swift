/// Everything that can change the state: input, a new terminal size, or search results.
public enum Action: Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(TerminalSize)
    /// Results of a search that `Effect.search` asked for; dropped when a newer one was asked for.
    case searchCompleted(SearchOutcome)
}
