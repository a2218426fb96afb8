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
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var status = stat()
        guard fstat(fd, &status) == 0 else { return problem("cannot read file: \(FolderWalk.reason(errno)); skipped") }
        guard status.st_mode & S_IFMT == S_IFREG else { return problem("not a regular file; skipped") }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch {
            return problem("cannot read file (\(error.localizedDescription)); skipped")
        }
        if data.count > maximumSize { return problem("file is larger than \(maximumSize / 1024 / 1024) MiB; skipped") }
        if data.isEmpty { return problem("empty file; no recipe") }
        let hasNUL = data.withUnsafeBytes { raw in memchr(raw.baseAddress!, 0, min(raw.count, 8192)) != nil }
        if hasNUL { return problem("binary file (NUL bytes); skipped") }
        let hasCR = data.withUnsafeBytes { raw in memchr(raw.baseAddress!, 0x0D, raw.count) != nil }
        if let text = String(data: data, encoding: .utf8) {
            return .success(Contents(text: normalizeLineEnds(text, hasCR: hasCR), diagnostics: []))
        }
        let text = String(decoding: data, as: UTF8.self)
        let line = firstInvalidLine(data)
        return .success(Contents(text: normalizeLineEnds(text, hasCR: hasCR), diagnostics: [
            Diagnostic(path: path, line: line, severity: .warning, message: "invalid UTF-8; bad bytes were replaced with U+FFFD"),
        ]))
    }

    /// CRLF → LF, without a Foundation round trip for the usual file that has no CR (`hasCR`:
    /// whether the file's bytes hold one, found with `memchr` before decoding).
    private static func normalizeLineEnds(_ text: String, hasCR: Bool) -> String {
        hasCR ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
    }

    /// The 1-based line of the first byte sequence that is not valid UTF-8.
    private static func firstInvalidLine(_ data: Data) -> Int {
        var line = 1
        var lineStart = data.startIndex
        for index in data.indices where data[index] == 0x0A {
            if String(data: data[lineStart..<index], encoding: .utf8) == nil { return line }
            line += 1
            lineStart = data.index(after: index)
        }
        return line
    }
}
