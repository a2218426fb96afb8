import RecipeKit
import RecipeTUI

/// The UI without a terminal: applies actions, renders each frame into a `ScreenBuffer`, and runs
/// the searches the state asks for on the caller's thread when told to. Tests script sessions
/// with it; `make bench` times `send` (keystroke → frame) and `finishSearch` separately, as the
/// real run loop draws the keystroke's frame before the search answers.
public struct KeystrokeDriver {
    public private(set) var state: AppState
    /// The last frame.
    public private(set) var buffer: ScreenBuffer
    /// The search the last actions asked for, not yet run.
    public private(set) var pendingSearch: SearchRequest?
    private let searcher: any RecipeSearcher

    /// A driver on `catalog` at `size`, searching with `searcher` (the default engine when nil).
    public init(catalog: Catalog, size: TerminalSize, target: DeploymentTarget? = nil, searcher: (any RecipeSearcher)? = nil) {
        self.init(
            state: AppState(catalog: catalog, size: size, target: target),
            searcher: searcher ?? DefaultSearcher.make(catalog: catalog))
    }

    /// A driver starting from `state`.
    public init(state: AppState, searcher: any RecipeSearcher) {
        self.state = state
        self.searcher = searcher
        buffer = ScreenBuffer(width: state.size.columns, height: state.size.rows)
        render(state, into: &buffer)
    }

    /// Applies `action` and renders the frame it produces; returns the effect.
    @discardableResult
    public mutating func send(_ action: Action) -> Effect {
        let effect = update(&state, action)
        if case .search(let request) = effect { pendingSearch = request }
        if buffer.width != state.size.columns || buffer.height != state.size.rows {
            buffer = ScreenBuffer(width: state.size.columns, height: state.size.rows)
        }
        render(state, into: &buffer)
        return effect
    }

    /// Presses `key`; returns the effect.
    @discardableResult
    public mutating func press(_ key: Key) -> Effect { send(.key(key)) }

    /// Runs the pending search, if any, applies its outcome and renders.
    public mutating func finishSearch() {
        guard let request = pendingSearch else { return }
        pendingSearch = nil
        send(.searchCompleted(searcher.search(request)))
    }

    /// Types `text` key by key, then lets the last search finish.
    public mutating func type(_ text: String) {
        for character in text { press(.character(character)) }
        finishSearch()
    }
}
