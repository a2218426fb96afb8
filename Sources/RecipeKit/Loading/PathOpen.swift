#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `open(2)` for any path length: a path longer than `PATH_MAX` (which `open` refuses with
/// `ENAMETOOLONG`) is opened one folder at a time with `openat`, so folders nested that deep are
/// still read. Sets `errno` and returns -1 on failure, like `open`.
public enum PathOpen {
    public static func open(_ path: String, flags: Int32) -> Int32 {
        if path.utf8.count < Int(PATH_MAX) { return systemOpen(path, flags) }
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let last = components.popLast() else { return systemOpen(path, flags) }
        var fd = systemOpen(path.hasPrefix("/") ? "/" : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        for component in components where fd >= 0 {
            let next = openat(fd, component, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            let saved = errno
            close(fd)
            errno = saved
            fd = next
        }
        guard fd >= 0 else { return -1 }
        let result = openat(fd, last, flags)
        let saved = errno
        close(fd)
        errno = saved
        return result
    }
}

/// The C library's `open`, under a name `PathOpen.open` does not shadow.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
