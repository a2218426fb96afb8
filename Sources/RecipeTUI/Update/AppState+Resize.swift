extension AppState {
    /// A new terminal size: the selection stays, the lists scroll to keep it on screen, and the
    /// detail pane stays on the same place of the recipe (its nearest section, pitfall or code
    /// block, and proportionally within it).
    mutating func resize(to newSize: TerminalSize) {
        let anchor = detailDocument.map { DetailAnchor(document: $0, scroll: detailScroll) }
        size = newSize
        browse.keepSelectionVisible(height: layout.listHeight)
        pitfalls.keepSelectionVisible(height: layout.listHeight)
        if let anchor, let document = detailDocument { detailScroll = anchor.scroll(in: document) }
        clampDetailScroll()
    }
}
