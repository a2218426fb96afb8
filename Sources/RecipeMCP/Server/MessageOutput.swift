import Foundation

/// Standard output as the protocol channel: one JSON message per line, written whole under a lock
/// (the change watcher writes notifications from its own thread). A closed pipe ends the server
/// quietly with status 0.
final class MessageOutput: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    /// Called once when a write fails because the reader went away.
    private let onClosed: @Sendable () -> Void

    init(descriptor: Int32 = STDOUT_FILENO, onClosed: @escaping @Sendable () -> Void) {
        self.descriptor = descriptor
        self.onClosed = onClosed
    }

    /// Writes `message` as one line.
    func send(_ message: JSONValue) {
        let bytes = Array((JSONWriter.line(message) + "\n").utf8)
        lock.lock()
        defer { lock.unlock() }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBufferPointer { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                onClosed()
                return
            }
            written += n
        }
    }
}
