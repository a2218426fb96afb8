#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole file mapped read-only into memory: reading it touches only the pages used, so a large
/// cache file can answer one query without being read in full. Unmapped when the last reference
/// goes. The file is replaced by rename, never written in place, so the mapping stays valid —
/// unless another process truncates it in place, when touching a page past the new end raises
/// SIGBUS. `init(_:readingUpTo:)` avoids that for files small enough to read.
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes.
    public let bytes: UnsafeRawBufferPointer
    /// True when `bytes` is a copy in memory rather than a mapping.
    public let isCopy: Bool

    /// Maps the regular file at `path`; nil when it cannot be opened, is not a regular file or is empty.
    public convenience init?(_ path: String) {
        self.init(path, readingUpTo: 0)
    }

    /// The regular file at `path`, read into memory when it has at most `limit` bytes (a later
    /// truncation cannot fault it), else mapped; nil when it cannot be opened or read, is not a
    /// regular file or is empty.
    public init?(_ path: String, readingUpTo limit: Int) {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return nil }
        let size = Int(info.st_size)
        if size <= limit {
            // Anonymous pages populated in one call: cheaper than a fault per page as read fills them.
            guard let buffer = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0),
                buffer != MAP_FAILED
            else { return nil }
            var done = 0
            while done < size {
                let n = read(fd, buffer + done, size - done)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                done += n
            }
            guard done == size else {
                munmap(buffer, size)
                return nil
            }
            bytes = UnsafeRawBufferPointer(start: buffer, count: size)
            isCopy = true
            return
        }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: base, count: size)
        isCopy = false
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
