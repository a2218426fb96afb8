extension AppState {
    /// Keys while the help or the target picker is open.
    mutating func handleOverlayKey(_ key: Key, _ overlay: Overlay) -> Effect {
        switch overlay {
        case .help(let scroll):
            let last = HelpContent.lines.count - 1
            switch KeyTable.command(for: key, in: .page) {
            case .down: self.overlay = .help(scroll: min(scroll + 1, last))
            case .up: self.overlay = .help(scroll: max(0, scroll - 1))
            case .pageDown: self.overlay = .help(scroll: min(scroll + 10, last))
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
        switch KeyTable.command(for: key, in: .picker) {
        case .down: overlay = .targetPicker(selection: min(last, selection + 1))
        case .up: overlay = .targetPicker(selection: max(0, selection - 1))
        case .top: overlay = .targetPicker(selection: 0)
        case .bottom: overlay = .targetPicker(selection: last)
        case .pick:
            overlay = nil
            return choose(target: selection)
        case .toggleStillNeeded:
            stillNeededOnly.toggle()
            return refilter()
        case .close:
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
