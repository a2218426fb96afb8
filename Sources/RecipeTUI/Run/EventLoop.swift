/// The only impure part of the UI: reads events, applies them with `update`, carries out the
/// effects, and draws `render`'s frames on the terminal.
public final class EventLoop {
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
    public init(terminal: any Terminal, searches: any SearchRunner, services: SessionServices = .system(),
                saveState: @escaping (AppState) -> StatusMessage? = { _ in nil }) {
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
            guard let event = terminal.nextEvent(timeoutMilliseconds: searches.isBusy ? 4 : 250) else { continue }
            let action: Action
            switch event {
            case .signal(let number): return .signal(number)
            case .key(let key): action = .key(key)
            case .mouse(let mouse): action = .mouse(mouse)
            case .resize(let size): action = .resize(size)
            }
            switch update(&state, action) {
            case .none: break
            case .quit: return .quit
            case .search(let request): searches.submit(request)
            case .copy(let request): state.message = services.copy(request, terminal)
            case .edit(let request):
                let outcome = services.edit(request, terminal)
                if let (catalog, searches) = services.reload() {
                    self.searches = searches
                    if let search = state.reload(catalog) { searches.submit(search) }
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
            draw(state)
        }
    }

    private func draw(_ state: AppState) {
        var buffer = ScreenBuffer(width: terminal.size.columns, height: terminal.size.rows)
        var shown = state
        if shown.size != terminal.size { shown.size = terminal.size }
        render(shown, into: &buffer)
        terminal.draw(buffer)
    }
}
