#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A large index is mapped, not read (`IndexFile.readLimit`); if another process truncates it in
/// place while a query reads it (a cleaner, `: > file`), the next page raises SIGBUS. This turns
/// that crash into a message, removes the damaged file so the next run rebuilds it, and exits with
/// status 75 (EX_TEMPFAIL). Installed only while SIGBUS has its default action, so a handler the
/// program set (the browser restores the terminal) is left alone. Everything the handler does is
/// async-signal-safe: write, unlink, _exit.
enum TruncationGuard {
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var message: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var messageLength = 0

    /// Watches the mapped index at `path` (the last one watched wins).
    static func watch(_ path: String) {
        var current = sigaction()
        guard sigaction(SIGBUS, nil, &current) == 0 else { return }
        let installed = unsafeBitCast(current.__sigaction_handler, to: Int.self)
        let ours = unsafeBitCast(Self.handler, to: Int.self)
        guard installed == 0 || installed == ours else { return }  // 0: SIG_DFL
        let text =
            "recipes: the search index cache \(path) was truncated by another process while in use; "
            + "it has been removed: run the command again\n"
        let oldPath = Self.path, oldMessage = Self.message
        Self.path = strdup(path)
        Self.message = strdup(text)
        messageLength = text.utf8.count
        free(oldPath)
        free(oldMessage)
        var action = sigaction()
        action.__sigaction_handler = unsafeBitCast(Self.handler, to: sigaction.__Unnamed_union___sigaction_handler.self)
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, nil)
    }

    private static let handler: @convention(c) (Int32) -> Void = { _ in
        if let message = TruncationGuard.message { _ = write(2, message, TruncationGuard.messageLength) }
        if let path = TruncationGuard.path { unlink(path) }
        _exit(75)
    }
}
