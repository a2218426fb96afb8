/// Finds one file's import result: the old cache entry when the file is unchanged, else a fresh
/// parse encoded for the new cache file.
struct FileLookup {
    /// What `run` found.
    struct Outcome {
        var result: CatalogCache.FileResult
        /// Nil when the file is not a regular file that can be stat'ed: not cached.
        var stamp: FileStamp?
        var contentHash: UInt64 = 0
        /// The reused entry's index in the old file.
        var oldEntry: Int?
        /// The newly encoded result, when the file was parsed.
        var payload: ArraySlice<UInt8>?
        /// True when the entry differs from the old file's (new, re-parsed, or a new stamp).
        var changesCache = true
        /// Why the old entry could not be decoded, if it could not.
        var damage: CacheError?
    }

    let path: String
    let old: CacheFile?
    let oldIndex: [String: Int]
    let stampedAt: Int64
    let parse: @Sendable (String) -> CatalogCache.FileResult

    func run() -> Outcome {
        guard let stamp = FileStamp.of(path) else {
            return Outcome(result: parse(path), stamp: nil, changesCache: false)
        }
        var damage: CacheError?
        if let old, let index = oldIndex[path] {
            let entry = old.entries[index]
            var reusable = entry.stamp == stamp && entry.stamp.isSettled(at: old.stampedAt)
            var changed = false
            if !reusable, entry.stamp.size == stamp.size, FileStamp.contentHash(path) == entry.contentHash {
                reusable = true
                // Rewrite once the stamp can be trusted alone, so the next load skips the hash.
                changed = entry.stamp != stamp || stamp.isSettled(at: stampedAt)
            }
            if reusable {
                do {
                    return Outcome(
                        result: try old.result(of: entry), stamp: stamp, contentHash: entry.contentHash,
                        oldEntry: index, changesCache: changed)
                } catch let error as CacheError {
                    damage = error
                } catch {
                    damage = .corrupt("\(error)")
                }
            }
        }
        // Hash what is read before parsing: if the file changes in between, the stamp taken
        // before both no longer matches next time and the file is read again.
        let hash = FileStamp.contentHash(path) ?? 0
        let result = parse(path)
        var writer = BinaryWriter()
        CatalogCodec.encode(result, into: &writer)
        return Outcome(result: result, stamp: stamp, contentHash: hash, payload: writer.bytes[...], damage: damage)
    }
}
