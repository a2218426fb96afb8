#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Whole-file reads and atomic writes for the caches: one `read` for the size `fstat` gives.
public enum FileBytes {
    /// The whole file's bytes, read in one call for the size `fstat` gives; nil when it cannot be
    /// read or is not a regular file.
    public static func contents(_ path: String) -> [UInt8]? {
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

    /// Writes `bytes` to a temporary file beside `path` and renames it over `path`, so that a
    /// reader sees the old file or the new one, never half of one; creates the folder. False when
    /// something could not be written (nothing is left behind then).
    public static func writeAtomically(_ bytes: [UInt8], to path: String) -> Bool {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return false }
        let temporary = folder + "/." + name + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { return false }
        var written = 0
        let ok = bytes.withUnsafeBytes { raw -> Bool in
            while written < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + written, raw.count - written)
                if n <= 0 { return false }
                written += n
            }
            return true
        }
        close(fd)
        guard ok, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#else
private let systemWrite = Darwin.write
#endif
