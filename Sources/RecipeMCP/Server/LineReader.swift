import Foundation

/// Reads newline-delimited messages from a file descriptor, bounded: a line longer than
/// `maximumLength` is discarded as it arrives (never held in memory) and reported once it ends.
struct LineReader {
    /// One line's worth of input.
    enum Line {
        case message(String)
        /// A line longer than the limit was skipped.
        case tooLong
    }

    let descriptor: Int32
    let maximumLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes from `start` up to here hold no newline: each byte is looked at once.
    private var scanned = 0
    private var discarding = false
    private var atEnd = false

    init(descriptor: Int32 = STDIN_FILENO, maximumLength: Int) {
        self.descriptor = descriptor
        self.maximumLength = maximumLength
    }

    /// The next line (without its `\n` or `\r\n`), or nil at the end of the input. A last line
    /// without a newline is still returned.
    mutating func next() -> Line? {
        while true {
            if let newline = buffer[max(start, scanned)...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                let line = buffer[start..<end]
                start = newline + 1
                scanned = start
                compact()
                if discarding {
                    discarding = false
                    return .tooLong
                }
                if line.count > maximumLength { return .tooLong }
                return .message(String(decoding: line, as: UTF8.self))
            }
            scanned = buffer.count
            if buffer.count - start > maximumLength {
                discarding = true
                buffer.removeAll(keepingCapacity: true)
                start = 0
                scanned = 0
            }
            if atEnd {
                guard start < buffer.count || discarding else { return nil }
                let rest = buffer[start...]
                buffer.removeAll()
                start = 0
                scanned = 0
                if discarding { discarding = false; return .tooLong }
                return .message(String(decoding: rest, as: UTF8.self))
            }
            readMore()
        }
    }

    private mutating func readMore() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let n = chunk.withUnsafeMutableBufferPointer { read(descriptor, $0.baseAddress!, $0.count) }
        if n < 0 && errno == EINTR { return }
        if n <= 0 {
            atEnd = true
            return
        }
        buffer.append(contentsOf: chunk[0..<n])
    }

    private mutating func compact() {
        if start > 65_536 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
    }
}
