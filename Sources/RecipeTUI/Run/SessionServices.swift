import RecipeKit

/// What the run loop uses for the effects that reach outside the UI: the clipboard, the editor,
/// and loading the catalog again after an edit. Tests pass stand-ins.
public struct SessionServices {
    public var copy: (CopyRequest, any Terminal) -> StatusMessage
    public var edit: (EditRequest, any Terminal) -> StatusMessage
    /// The catalog loaded again, with a search runner over it; nil when it cannot be (the old one stays).
    public var reload: () -> (catalog: Catalog, searches: any SearchRunner)?

    public init(
        copy: @escaping (CopyRequest, any Terminal) -> StatusMessage,
        edit: @escaping (EditRequest, any Terminal) -> StatusMessage,
        reload: @escaping () -> (catalog: Catalog, searches: any SearchRunner)?
    ) {
        self.copy = copy
        self.edit = edit
        self.reload = reload
    }

    /// The real clipboard and editor of `environment`; nothing to reload.
    public static func system(reload: @escaping () -> (catalog: Catalog, searches: any SearchRunner)? = { nil }) -> SessionServices {
        let clipboard = Clipboard()
        let editor = Editor()
        return SessionServices(copy: { clipboard.copy($0, terminal: $1) }, edit: { editor.open($0, terminal: $1) }, reload: reload)
    }
}
