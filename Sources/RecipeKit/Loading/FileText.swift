import Foundation

/// Reads a recipe file as text: refuses binary and oversized files, decodes invalid UTF-8 with
/// replacement characters, and says so in diagnostics.
enum FileText {
    struct Contents {
        var text: String
        var diagnostics: [Diagnostic]
    }

    enum Outcome {
        case success(Contents)
        case failure(Diagnostic)
    }

    static func read(_ path: String, maximumSize: Int) -> Outcome {
        func problem(_ message: String) -> Outcome { .failure(Diagnostic(path: path, line: 1, severity: .warning, message: message)) }
        // Only regular files: a FIFO or device would block or never end, so the open does not
        // wait (O_NONBLOCK) and what it opened is checked before reading. Failures say why (errno).
        let fd = PathOpen.open(path, flags: O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return problem("cannot read file: \(FolderWalk.reason(errno)); skipped") }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return problem("cannot read file: \(FolderWalk.reason(errno)); skipped") }
        guard status.st_mode & S_IFMT == S_IFREG else { return problem("not a regular file; skipped") }
        guard let data = readBytes(fd, expected: Int(status.st_size), limit: maximumSize + 1) else {
            return problem("cannot read file: \(FolderWalk.reason(errno)); skipped")
        }
        if data.count > maximumSize { return problem("file is larger than \(maximumSize / 1024 / 1024) MiB; skipped") }
        if data.isEmpty { return problem("empty file; no recipe") }
        let hasNUL = data.withUnsafeBytes { raw in memchr(raw.baseAddress!, 0, min(raw.count, 8192)) != nil }
        if hasNUL { return problem("binary file (NUL bytes); skipped") }
        let hasCR = data.withUnsafeBytes { raw in memchr(raw.baseAddress!, 0x0D, raw.count) != nil }
        // Valid UTF-8 is read as `String(data:encoding: .utf8)` reads it: without a leading byte order mark.
        let bom = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let text = String(validating: data[bom...], as: UTF8.self) {
            return .success(Contents(text: normalizeLineEnds(text, hasCR: hasCR), diagnostics: []))
        }
        let text = String(decoding: data, as: UTF8.self)
        let line = firstInvalidLine(data)
        return .success(
            Contents(
                text: normalizeLineEnds(text, hasCR: hasCR),
                diagnostics: [
                    Diagnostic(path: path, line: line, severity: .warning, message: "invalid UTF-8; bad bytes were replaced with U+FFFD")
                ]))
    }

    /// Up to `limit` bytes from `fd`, read straight into one buffer of the size `fstat` gave
    /// (`expected`, plus one byte to see the end) and grown only for a file that grew meanwhile;
    /// nil when a read fails (`errno` says why).
    private static func readBytes(_ fd: Int32, expected: Int, limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var capacity = min(max(expected, 0) + 1, limit)
        while true {
            var failed = false, ended = false
            bytes.reserveCapacity(capacity)
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: capacity - start))
            let filled = bytes.withUnsafeMutableBytes { raw -> Int in
                let wanted = capacity - start
                let read = transferWhole(wanted) { systemRead(fd, raw.baseAddress! + start + $0, wanted - $0) }
                (failed, ended) = (read.failed, read.failed || read.done < wanted)
                return start + read.done
            }
            bytes.removeLast(capacity - filled)
            if failed { return nil }
            if ended || capacity == limit { return bytes }
            capacity = min(capacity * 2, limit)
        }
    }

    /// CRLF → LF, without a Foundation round trip for the usual file that has no CR (`hasCR`:
    /// whether the file's bytes hold one, found with `memchr` before decoding).
    private static func normalizeLineEnds(_ text: String, hasCR: Bool) -> String {
        hasCR ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
    }

    /// The 1-based line of the first byte sequence that is not valid UTF-8.
    private static func firstInvalidLine(_ data: [UInt8]) -> Int {
        var line = 1
        var lineStart = data.startIndex
        for index in data.indices where data[index] == 0x0A {
            if String(validating: data[lineStart..<index], as: UTF8.self) == nil { return line }
            line += 1
            lineStart = data.index(after: index)
        }
        return line
    }
}

/// The C library's `read`, under a name `FileText.read` does not shadow.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
