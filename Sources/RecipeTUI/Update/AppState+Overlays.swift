extension AppState {
    /// Keys while the help or the target picker is open.
    mutating func handleOverlayKey(_ key: Key, _ overlay: Overlay) -> Effect {
        switch overlay {
        case .help(let scroll):
            switch key {
            case .character("j"), .down: self.overlay = .help(scroll: min(scroll + 1, HelpContent.lines.count - 1))
            case .character("k"), .up: self.overlay = .help(scroll: max(0, scroll - 1))
            case .pageDown, .character(" "): self.overlay = .help(scroll: min(scroll + 10, HelpContent.lines.count - 1))
            case .pageUp: self.overlay = .help(scroll: max(0, scroll - 10))
            default: self.overlay = nil
            }
            return .none
        case .targetPicker(let selection):
            return handlePickerKey(key, selection: selection)
        }
    }

    private mutating func handlePickerKey(_ key: Key, selection: Int) -> Effect {
        let last = TargetChoice.all.count - 1
        switch key {
        case .character("j"), .down: overlay = .targetPicker(selection: min(last, selection + 1))
        case .character("k"), .up: overlay = .targetPicker(selection: max(0, selection - 1))
        case .character("g"), .home: overlay = .targetPicker(selection: 0)
        case .character("G"), .end: overlay = .targetPicker(selection: last)
        case .enter:
            overlay = nil
            return choose(target: selection)
        case .character(" "), .character("x"):
            stillNeededOnly.toggle()
            return refilter()
        case .escape, .character("q"), .character("t"):
            overlay = nil
        default:
            break
        }
        return .none
    }

    /// Sets the deployment target to the picker's choice at `index`.
    mutating func choose(target index: Int) -> Effect {
        guard TargetChoice.all.indices.contains(index) else { return .none }
        target = TargetChoice.all[index]
        message = StatusMessage("target: \(TargetChoice.label(target))")
        return refilter()
    }
}
