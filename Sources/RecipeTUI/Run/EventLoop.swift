import RecipeKit

/// The only impure part of the UI: reads events, applies them with `update`, carries out the
/// effects, and draws `render`'s frames on the terminal.
///
/// Typing that is already waiting (fast typing, a key held down, a paste) is taken as one
/// batch: every character of it is applied to the query, then one search (the last one asked
/// for) runs and one frame is drawn, so a burst of input costs one search, not one per
/// character. Any other event ends the batch and is handled after its search and frame, as if
/// it had come later (so `Enter` after typing opens what the finished query found).
public final class EventLoop {
    /// The most events applied before a frame is drawn.
    static let batchLimit = 4_096
    /// An event read while draining a batch that the batch does not take: handled next.
    private var pending: TerminalEvent?
    /// The longest query a paste can make; the rest of the paste is dropped.
    public static let maximumQueryLength = 256

    /// Why the loop ended.
    public enum Exit: Equatable, Sendable {
        case quit
        case signal(Int32)
    }

    private let terminal: any Terminal
    private var searches: any SearchRunner
    private let saveState: (AppState) -> StatusMessage?
    private let services: SessionServices

    /// `saveState` persists favourites and the reading position, returning a message when it
    /// failed; `services` copy, edit and reload.
    public init(
        terminal: any Terminal, searches: any SearchRunner, services: SessionServices = .system(),
        saveState: @escaping (AppState) -> StatusMessage? = { _ in nil }
    ) {
        self.terminal = terminal
        self.searches = searches
        self.services = services
        self.saveState = saveState
    }

    /// Runs until quit or a signal; `state` holds the final state afterwards.
    public func run(_ state: inout AppState) -> Exit {
        if state.size != terminal.size { _ = update(&state, .resize(terminal.size)) }
        draw(state)
        while true {
            if let outcome = searches.takeCompleted() {
                _ = update(&state, .searchCompleted(outcome))
                draw(state)
                continue
            }
            let waiting = pending
            pending = nil
            guard var event = waiting ?? terminal.nextEvent(timeoutMilliseconds: searches.isBusy ? 4 : 250) else { continue }
            if case .signal(let number) = event { return .signal(number) }
            var search: SearchRequest?
            var applied = 0
            while true {
                if apply(event, to: &state, search: &search) == .quit { return .quit }
                applied += 1
                guard applied < Self.batchLimit, Self.isTyping(event, state), let next = terminal.nextEvent(timeoutMilliseconds: 0) else { break }
                guard Self.isTyping(next, state) else {
                    pending = next
                    break
                }
                event = next
            }
            if let search { searches.submit(search) }
            draw(state)
        }
    }

    /// Whether `event` only edits the query (a character or a deletion while the query line has
    /// the keyboard, or a paste), which a batch may take.
    private static func isTyping(_ event: TerminalEvent, _ state: AppState) -> Bool {
        switch event {
        case .paste: true
        case .key(.character), .key(.backspace): state.list.isEditing
        default: false
        }
    }

    /// Applies one event; a search it asks for is left in `search` for the end of the batch.
    private func apply(_ event: TerminalEvent, to state: inout AppState, search: inout SearchRequest?) -> Effect {
        let action: Action
        switch event {
        case .signal: return .none
        case .key(let key): action = .key(key)
        case .mouse(let mouse): action = .mouse(mouse)
        case .resize(let size): action = .resize(size)
        case .paste(let text):
            for character in Self.pastedQueryText(text, after: state.list.query) where state.list.isEditing {
                if case .search(let request) = update(&state, .key(.character(character))) { search = request }
            }
            return .none
        }
        let effect = update(&state, action)
        switch effect {
        case .none, .quit: break
        case .search(let request): search = request
        case .copy(let request): state.message = services.copy(request, terminal)
        case .edit(let request):
            let outcome = services.edit(request, terminal)
            if let (catalog, searches) = services.reload() {
                self.searches = searches
                if let reloaded = state.reload(catalog) { search = reloaded }
            }
            _ = update(&state, .resize(terminal.size))
            state.message = outcome
        case .saveState:
            if let problem = saveState(state) { state.message = problem }
        case .suspend:
            terminal.suspend()
            _ = update(&state, .resize(terminal.size))
        case .repaint: terminal.repaint()
        }
        return effect
    }

    /// The characters of a paste that go into the query: line breaks and tabs become spaces,
    /// what the screen would not show raw is dropped, and the query stops at `maximumQueryLength`.
    static func pastedQueryText(_ text: String, after query: String) -> [Character] {
        let room = max(0, maximumQueryLength - query.count)
        var characters: [Character] = []
        for character in TerminalText.stripped(text.replacingOccurrences(of: "\r\n", with: " ")) where characters.count < room {
            characters.append(character == "\n" || character == "\r" || character == "\t" ? " " : character)
        }
        return characters
    }

    private func draw(_ state: AppState) {
        var buffer = ScreenBuffer(width: terminal.size.columns, height: terminal.size.rows)
        var shown = state
        if shown.size != terminal.size { shown.size = terminal.size }
        render(shown, into: &buffer)
        terminal.draw(buffer)
    }
}
