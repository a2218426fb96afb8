
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
    static let formatVersion: UInt64 = 1

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

    /// Reads and checks the header of the cache file at `path`; nil when there is none.
    static func read(_ path: String) throws -> CacheFile? {
        guard let bytes = FileBytes.contents(path) else { return nil }
        return try bytes.withUnsafeBytes { raw -> CacheFile in
            var r = BinaryReader(raw)
            guard raw.count >= magic.count, raw.prefix(magic.count).elementsEqual(magic) else {
                throw CacheError.foreign("not a recipes catalog cache")
            }
            _ = try r.slice(magic.count)
            let version = try r.varint()
            guard version == formatVersion else { throw CacheError.foreign("format \(version), this binary reads \(formatVersion)") }
            let fingerprint = try r.string()
            guard fingerprint == CatalogCodec.schema else { throw CacheError.foreign("another recipe model") }
            let origin = Origin(builder: try r.string(), mode: try r.string())
            let stampedAt = Int64(try r.int())
            var entries: [Entry] = []
            let count = try r.count()
            entries.reserveCapacity(count)
            for _ in 0..<count {
                entries.append(Entry(
                    path: try r.string(), stamp: FileStamp(size: Int64(try r.int()), modified: Int64(try r.int())),
                    contentHash: try r.fixed64(), payloadOffset: try r.int(), payloadLength: try r.int(), payloadHash: try r.fixed64()))
            }
            let headerEnd = r.offset
            let headerHash = try r.fixed64()
            guard headerHash == ContentHash.hash(UnsafeRawBufferPointer(rebasing: raw[0..<headerEnd])) else {
                throw CacheError.corrupt("header checksum")
            }
            let payloadStart = r.offset
            for entry in entries {
                guard entry.payloadOffset >= 0, entry.payloadLength >= 0,
                      entry.payloadOffset <= raw.count - payloadStart - entry.payloadLength else {
                    throw CacheError.corrupt("entry beyond the end")
                }
            }
            return CacheFile(origin: origin, stampedAt: stampedAt, entries: entries, bytes: bytes, payloadStart: payloadStart)
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
