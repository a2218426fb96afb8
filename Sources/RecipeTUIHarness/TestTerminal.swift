import Foundation
import RecipeTUI

/// A scripted terminal for tests and benches: it hands out the events it was given, keeps every
/// frame drawn and everything copied, and reports SIGHUP when the script runs out so a session
/// can never hang.
public final class TestTerminal: Terminal {
    public private(set) var size: TerminalSize
    /// Every frame drawn, in order.
    public private(set) var frames: [ScreenBuffer] = []
    /// Everything copied to the clipboard, in order.
    public private(set) var clipboard: [String] = []
    /// How many times the session suspended itself.
    public private(set) var suspensions = 0
    private var script: [TerminalEvent]

    /// A terminal of `size` that will report `events` in order.
    public init(size: TerminalSize, events: [TerminalEvent]) {
        self.size = size
        script = events.reversed()
    }

    /// Events for typing `text`, one key per character.
    public static func typing(_ text: String) -> [TerminalEvent] {
        text.map { .key(.character($0)) }
    }

    /// The last frame drawn.
    public var lastFrame: ScreenBuffer? { frames.last }

    public func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent? {
        guard let event = script.popLast() else { return .signal(SIGHUP) }
        if case .resize(let newSize) = event { size = newSize }
        return event
    }

    public func draw(_ buffer: ScreenBuffer) {
        precondition(buffer.width == size.columns && buffer.height == size.rows, "frame does not match the terminal size")
        frames.append(buffer)
    }

    public func copyToClipboard(_ text: String) { clipboard.append(text) }
    public func suspend() { suspensions += 1 }
    public func repaint() {}
    /// How many times the screen was handed over (to an editor).
    public private(set) var handOvers = 0
    public func handOver(_ body: () -> Void) {
        handOvers += 1
        body()
    }
}
