#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole file mapped read-only into memory: reading it touches only the pages used, so a large
/// cache file can answer one query without being read in full. Unmapped when the last reference
/// goes. The file is replaced by rename, never written in place, so the mapping stays valid —
/// unless another process truncates it in place, when touching a page past the new end raises
/// SIGBUS. `init(_:readingUpTo:)` avoids that for files small enough: mapped under a lease
/// (`FileLease`), or else read.
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes.
    public let bytes: UnsafeRawBufferPointer
    /// How `bytes` are held.
    public enum Backing: Sendable {
        /// A copy in memory: nothing another process does to the file changes it.
        case copy
        /// Mapped under the process's lease: copied away before another process can truncate it.
        case leased
        /// Mapped: a truncation by another process faults the next read of a page past its end.
        case mapped
    }
    public let backing: Backing
    /// The open file, kept while leased (the lease belongs to it).
    private let descriptor: Int32

    /// Maps the regular file at `path`; nil when it cannot be opened, is not a regular file or is empty.
    public convenience init?(_ path: String) {
        self.init(path, readingUpTo: 0)
    }

    /// The regular file at `path`, safe from truncation when it has at most `limit` bytes (mapped
    /// under a lease when one can be taken, else read into memory), else mapped; nil when it
    /// cannot be opened or read, is not a regular file or is empty.
    public init?(_ path: String, readingUpTo limit: Int) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else {
            close(fd)
            return nil
        }
        let size = Int(info.st_size)
        if size <= limit, let leased = Self.leased(fd, path: path, size: size) {
            bytes = leased
            backing = .leased
            descriptor = fd
            return
        }
        defer { close(fd) }
        descriptor = -1
        if size <= limit {
            guard let copy = Self.readAll(fd, size: size) else { return nil }
            bytes = copy
            backing = .copy
            return
        }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: base, count: size)
        backing = .mapped
    }

    /// The file's `size` bytes mapped under the process's lease; nil when no lease can be had.
    private static func leased(_ fd: Int32, path: String, size: Int) -> UnsafeRawBufferPointer? {
        #if canImport(Glibc)
            FileLease.map(fd, path: path, size: size)
        #else
            nil
        #endif
    }

    /// The file's `size` bytes read into fresh memory; nil when fewer could be read.
    private static func readAll(_ fd: Int32, size: Int) -> UnsafeRawBufferPointer? {
        // Anonymous pages populated in one call: cheaper than a fault per page as read fills them.
        guard let buffer = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0),
            buffer != MAP_FAILED
        else { return nil }
        guard transferWhole(size, { read(fd, buffer + $0, size - $0) }).done == size else {
            munmap(buffer, size)
            return nil
        }
        return UnsafeRawBufferPointer(start: buffer, count: size)
    }

    deinit {
        #if canImport(Glibc)
            if backing == .leased {
                FileLease.release()
                close(descriptor)
                return
            }
        #endif
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
