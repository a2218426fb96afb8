#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the cache remembers of a file to tell whether it changed: size and modification time
/// from `stat`, and a hash of the contents for when those two cannot be trusted.
struct FileStamp: Equatable, Sendable {
    var size: Int64
    /// Modification time in nanoseconds since 1970.
    var modified: Int64

    /// The stamp of the regular file at `path` (following symlinks); nil when it cannot be
    /// stat'ed or is not a regular file (a FIFO or device is never cached, hashed or read here).
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return FileStamp(size: Int64(info.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// The whole file's bytes, read in one call for the size `fstat` gives; nil when it cannot be
    /// read or is not a regular file.
    static func contents(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size {
                let n = read(fd, buffer.baseAddress! + done, size - done)
                if n < 0 { failed = true }
                if n <= 0 { break }
                done += n
            }
            count = done
        }
        // A file that grew since fstat: read the rest.
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !failed {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { failed = true }
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return failed ? nil : bytes
    }

    /// The content hash of the file at `path`, nil when it cannot be read.
    static func contentHash(_ path: String) -> UInt64? {
        contents(path).map(ContentHash.hash)
    }

    /// Now, in nanoseconds since 1970.
    static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
