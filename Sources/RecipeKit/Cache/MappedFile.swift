#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole file mapped read-only into memory: reading it touches only the pages used, so a large
/// cache file can answer one query without being read in full. Unmapped when the last reference
/// goes. The file is replaced by rename, never written in place, so the mapping stays valid.
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes.
    public let bytes: UnsafeRawBufferPointer

    /// Maps the regular file at `path`; nil when it cannot be opened, is not a regular file or is empty.
    public init?(_ path: String) {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return nil }
        let size = Int(info.st_size)
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: base, count: size)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
