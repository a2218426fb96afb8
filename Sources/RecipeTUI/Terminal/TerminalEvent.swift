/// What a terminal reports: input, a new size, or a signal that ends the session.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(TerminalSize)
    /// Text pasted in one go (bracketed paste), as it arrived.
    case paste(String)
    /// SIGINT, SIGTERM or SIGHUP arrived.
    case signal(Int32)
}
