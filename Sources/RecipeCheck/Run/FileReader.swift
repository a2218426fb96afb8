#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads source files with plain POSIX calls (no Foundation on the hot path).
enum FileReader {
    /// Files larger than this are skipped with a warning.
    static let maximumSize = 4 * 1024 * 1024

    enum Outcome {
        case bytes([UInt8])
        /// Why the file was skipped.
        case skipped(String)
    }

    static func contents(of path: String) -> Outcome {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return .skipped("cannot read file: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .skipped("cannot read file: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { return .skipped("not a regular file") }
        let size = Int(info.st_size)
        guard size <= maximumSize else { return .skipped("file is larger than \(maximumSize / 1024 / 1024) MiB") }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, size - done) }
            if count <= 0 { break }
            done += count
        }
        if done < size { bytes.removeLast(size - done) }
        if bytes.prefix(8192).contains(0) { return .skipped("binary file (NUL bytes)") }
        return .bytes(bytes)
    }
}
