#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the cache remembers of a file to tell whether it changed: size, modification time,
/// status-change time and inode from `stat`, and a hash of the contents for when those cannot be
/// trusted. The status-change time cannot be set back (`touch -r`, `cp -p` and `rsync -t` restore
/// only the modification time), and a file replaced by rename has a new inode.
public struct FileStamp: Equatable, Sendable {
    public var size: Int64
    /// Modification time in nanoseconds since 1970.
    public var modified: Int64
    /// Status-change time (`st_ctime`) in nanoseconds since 1970; 0 when not recorded.
    public var changed: Int64
    /// `st_ino`; 0 when not recorded.
    public var inode: UInt64

    /// Two seconds: a file modified this close to when stamps were taken is checked by its
    /// contents (or not trusted), since a second edit in the same clock tick leaves the same stamp.
    public static let racyWindow: Int64 = 2_000_000_000

    /// True when this stamp, taken at `stampedAt` (ns since 1970), can tell a later change of the
    /// file by itself: it was last modified more than `racyWindow` before.
    public func isSettled(at stampedAt: Int64) -> Bool {
        modified < stampedAt - Self.racyWindow
    }

    public init(size: Int64, modified: Int64, changed: Int64 = 0, inode: UInt64 = 0) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    /// The size and modification time alone (for a record that keeps only those).
    public var sizeAndModification: FileStamp { FileStamp(size: size, modified: modified) }

    /// The stamp of the regular file at `path` (following symlinks); nil when it cannot be
    /// stat'ed or is not a regular file (a FIFO or device is never cached, hashed or read here).
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    /// The stamp `stat` gave; nil when it is not a regular file.
    init?(_ info: stat) {
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec, change = info.st_ctimespec
        #else
            let time = info.st_mtim, change = info.st_ctim
        #endif
        self.init(
            size: Int64(info.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec),
            changed: Int64(change.tv_sec) * 1_000_000_000 + Int64(change.tv_nsec), inode: UInt64(info.st_ino))
    }

    /// The content hash of the file at `path`, nil when it cannot be read.
    static func contentHash(_ path: String) -> UInt64? {
        FileBytes.contents(path).map(ContentHash.hash)
    }

    /// Now, in nanoseconds since 1970.
    public static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
