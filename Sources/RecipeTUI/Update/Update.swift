/// Applies one action to the state and says what the run loop must do next. Pure: the same
/// state and action always give the same result, and nothing outside the state changes.
public func update(_ state: inout AppState, _ action: Action) -> Effect {
    switch action {
    case .resize(let size):
        state.resize(to: size)
        return .none
    case .searchCompleted(let outcome):
        state.apply(outcome)
        return .none
    case .mouse(let event):
        state.message = nil
        guard state.size.isUsable else { return .none }
        return state.handleMouse(event)
    case .key(let key):
        state.message = nil
        switch KeyTable.command(for: key, in: .anywhere) {
        case .quit: return .quit
        case .suspend: return .suspend
        case .repaint: return .repaint
        default: break
        }
        guard state.size.isUsable else { return key == .character("q") ? .quit : .none }
        if let overlay = state.overlay { return state.handleOverlayKey(key, overlay) }
        if state.list.isEditing { return state.handleQueryKey(key) }
        return state.handleKey(key)
    }
}
