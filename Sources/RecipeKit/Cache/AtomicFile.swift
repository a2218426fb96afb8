#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// A file written under a temporary name beside its destination and renamed over it once
/// complete, so that a reader sees the old file or the new one, never half of one. Written in
/// pieces, so a large cache file never has to be held in memory whole. Dropped without `commit`,
/// or after a failed write, it leaves nothing behind.
public final class AtomicFile {
    private let path: String
    private let temporary: String
    private let descriptor: Int32
    private var failed = false
    private var closed = false

    /// Opens a temporary file beside `path`, creating the folder; nil when that cannot be done.
    public init?(path: String) {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        self.path = path
        temporary = folder + "/." + name + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return nil }
    }

    /// Appends `bytes`; a failure is remembered and makes `commit` fail.
    public func write(_ bytes: UnsafeRawBufferPointer) {
        var done = 0
        while !failed, done < bytes.count {
            let n = systemWrite(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if n <= 0 { failed = true }
            done += max(n, 0)
        }
    }

    /// Renames the file into place; false (and the temporary removed) when any write failed.
    public func commit() -> Bool {
        close(descriptor)
        closed = true
        guard !failed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    deinit {
        if !closed {
            close(descriptor)
            unlink(temporary)
        }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#else
    private let systemWrite = Darwin.write
#endif
