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

    /// Writes `bytes` atomically (see `AtomicFile`); false when something could not be written.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) -> Bool {
        guard let file = AtomicFile(path: path) else { return false }
        bytes.withUnsafeBytes { file.write($0) }
        return file.commit()
    }
}
