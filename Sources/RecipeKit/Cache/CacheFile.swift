#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One cache file: a header naming the format, model and binary that wrote it, a table of
/// entries (path, stamp, content hash, where the encoded import result is and its checksum),
/// and the encoded results back to back.
///
/// The header carries its own checksum; each result's checksum is checked when it is decoded.
/// Files are written to a temporary name and renamed over the old one, so a reader never sees
/// half a file.
struct CacheFile: Sendable {
    static let magic = Array("recipes-catalog\n".utf8)
    /// Bumped whenever the layout below changes.
    static let formatVersion: UInt64 = 2

    struct Entry: Sendable {
        var path: String
        var stamp: FileStamp
        var contentHash: UInt64
        /// Offset of the encoded result in the payload section, and its length.
        var payloadOffset: Int
        var payloadLength: Int
        var payloadHash: UInt64
    }

    /// What wrote the file: the running binary, and the import mode.
    struct Origin: Equatable, Sendable {
        var builder: String
        var mode: String
    }

    var origin: Origin
    /// When the stamps of the entries were taken (ns since 1970).
    var stampedAt: Int64
    var entries: [Entry]
    /// The whole file; payloads are at `payloadStart + entry.payloadOffset`.
    var bytes: [UInt8]
    var payloadStart: Int

    /// The first read of a cache file; a longer header is read in steps four times larger, up
    /// to `maximumHeaderSize` (a header for 100,000 files is about 15 MiB).
    static let firstReadSize = 64 * 1024
    static let maximumHeaderSize = 64 * 1024 * 1024

    /// Reads and checks the cache file at `path`; nil when there is none. The header is read and
    /// checked first: a file whose size is not exactly header plus payloads (trailing bytes, a
    /// file grown or cut by someone else) is rejected before its payloads are read, so a
    /// gigabytes-long file costs one small read.
    static func read(_ path: String) throws -> CacheFile? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        var bytes: [UInt8] = []
        var header: Header
        while true {
            let wanted = min(size, max(firstReadSize, bytes.count * 4))
            guard let more = readBytes(fd, from: bytes.count, count: wanted - bytes.count) else { throw CacheError.corrupt("unreadable") }
            bytes += more
            do {
                header = try bytes.withUnsafeBytes(Header.init)
                break
            } catch CacheError.corrupt(let why) where Self.endsEarly(why) && bytes.count < size && more.count > 0 {
                // The header goes on past what was read: read more, within bounds.
                guard bytes.count < maximumHeaderSize else { throw CacheError.corrupt("header larger than \(maximumHeaderSize >> 20) MiB") }
            }
        }
        let expected = header.payloadStart + header.payloadLength
        guard expected == size else {
            throw CacheError.corrupt(size > expected ? "\(size - expected) trailing bytes" : "truncated")
        }
        guard let rest = readBytes(fd, from: bytes.count, count: size - bytes.count), rest.count == size - bytes.count else {
            throw CacheError.corrupt("truncated")
        }
        bytes += rest
        return CacheFile(
            origin: header.origin, stampedAt: header.stampedAt, entries: header.entries, bytes: bytes,
            payloadStart: header.payloadStart)
    }

    /// Whether a reader error means the bytes ran out (so more of the file may complete them).
    private static func endsEarly(_ why: String) -> Bool {
        why == "truncated" || why == "count beyond the end" || why == "slice beyond the end"
    }

    /// `count` bytes from `offset` (fewer at the end of the file); nil on a read error.
    private static func readBytes(_ fd: Int32, from offset: Int, count: Int) -> [UInt8]? {
        guard count > 0 else { return [] }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, done in
            done = 0
            while done < count {
                let n = pread(fd, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if n < 0 { failed = true }
                if n <= 0 { break }
                done += n
            }
        }
        return failed ? nil : bytes
    }

    /// The header: what wrote the file, the entries, where the payloads start and their total
    /// length (payloads lie back to back in entry order).
    private struct Header {
        var origin: Origin
        var stampedAt: Int64
        var entries: [Entry]
        var payloadStart: Int
        var payloadLength: Int

        init(_ raw: UnsafeRawBufferPointer) throws {
            var r = BinaryReader(raw)
            guard raw.count >= magic.count else { throw CacheError.corrupt("truncated") }
            guard raw.prefix(magic.count).elementsEqual(magic) else { throw CacheError.foreign("not a recipes catalog cache") }
            _ = try r.slice(magic.count)
            let version = try r.varint()
            guard version == formatVersion else { throw CacheError.foreign("format \(version), this binary reads \(formatVersion)") }
            let fingerprint = try r.string()
            guard fingerprint == CatalogCodec.schema else { throw CacheError.foreign("another recipe model") }
            origin = Origin(builder: try r.string(), mode: try r.string())
            stampedAt = Int64(try r.int())
            entries = []
            let count = try r.count()
            entries.reserveCapacity(count)
            var next = 0
            for _ in 0..<count {
                let entry = Entry(
                    path: try r.string(),
                    stamp: FileStamp(size: Int64(try r.int()), modified: Int64(try r.int()), changed: Int64(try r.int()), inode: try r.varint()),
                    contentHash: try r.fixed64(), payloadOffset: try r.int(), payloadLength: try r.int(), payloadHash: try r.fixed64())
                guard entry.payloadOffset == next, entry.payloadLength >= 0, entry.payloadLength <= Int.max / 2 - next else {
                    throw CacheError.corrupt("entry out of place")
                }
                next += entry.payloadLength
                entries.append(entry)
            }
            let headerEnd = r.offset
            let headerHash = try r.fixed64()
            guard headerHash == ContentHash.hash(UnsafeRawBufferPointer(rebasing: raw[0..<headerEnd])) else {
                throw CacheError.corrupt("header checksum")
            }
            payloadStart = r.offset
            payloadLength = next
        }
    }

    /// Decodes the import result of entry `entry`, checking its checksum.
    func result(of entry: Entry) throws -> (recipes: [Recipe], diagnostics: [Diagnostic]) {
        try bytes.withUnsafeBytes { raw in
            let start = payloadStart + entry.payloadOffset
            let payload = UnsafeRawBufferPointer(rebasing: raw[start..<(start + entry.payloadLength)])
            guard ContentHash.hash(payload) == entry.payloadHash else { throw CacheError.corrupt("checksum of \(entry.path)") }
            var r = BinaryReader(payload)
            let result = try CatalogCodec.decode(&r)
            guard r.remaining == 0 else { throw CacheError.corrupt("trailing bytes in \(entry.path)") }
            return result
        }
    }

    /// The encoded payload of `entry`, to carry it into a new file unchanged.
    func payload(of entry: Entry) -> ArraySlice<UInt8> {
        let start = payloadStart + entry.payloadOffset
        return bytes[start..<(start + entry.payloadLength)]
    }

    /// One entry to write: its key and stamp, and its encoded result.
    struct NewEntry {
        var path: String
        var stamp: FileStamp
        var contentHash: UInt64
        var payload: ArraySlice<UInt8>
    }

    /// Writes a cache file atomically: a temporary file in the same folder, renamed over `path`.
    static func write(_ entries: [NewEntry], origin: Origin, stampedAt: Int64, to path: String) throws {
        var w = BinaryWriter(capacity: entries.reduce(4096) { $0 + $1.payload.count + $1.path.utf8.count + 40 })
        w.raw(magic)
        w.varint(formatVersion)
        w.string(CatalogCodec.schema)
        w.string(origin.builder)
        w.string(origin.mode)
        w.int(Int(stampedAt))
        w.count(entries.count)
        var offset = 0
        for entry in entries {
            w.string(entry.path)
            w.int(Int(entry.stamp.size))
            w.int(Int(entry.stamp.modified))
            w.int(Int(entry.stamp.changed))
            w.varint(entry.stamp.inode)
            w.fixed64(entry.contentHash)
            w.int(offset)
            w.int(entry.payload.count)
            w.fixed64(entry.payload.withUnsafeBytes { ContentHash.hash($0) })
            offset += entry.payload.count
        }
        w.fixed64(ContentHash.hash(w.bytes))
        var bytes = w.bytes
        for entry in entries { bytes.append(contentsOf: entry.payload) }
        guard FileBytes.writeAtomically(bytes, to: path) else { throw CacheError.unwritable(path) }
    }
}
