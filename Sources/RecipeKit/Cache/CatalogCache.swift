import Foundation

/// A cache of imported recipe files under `$XDG_CACHE_HOME/recipes/` (default `~/.cache/recipes/`),
/// so that loading a large catalog a second time decodes a compact binary file instead of parsing
/// Markdown and Swift again.
///
/// Each file's entry is keyed by its path, size, modification time and a hash of its contents; an
/// entry whose file changed is re-parsed, and one whose stamp changed but not its contents is kept.
/// A file modified within two seconds of the stamps being taken is checked by its contents (its
/// time alone cannot tell a second edit apart). The cache file names its format, the model's shape
/// and the binary that wrote it (importer changes invalidate it); a corrupt file or one from
/// another format is reported through `warn` and rebuilt, never trusted. Writes are atomic.
public struct CatalogCache: Sendable {
    /// What importing one file produced.
    public typealias FileResult = (recipes: [Recipe], diagnostics: [Diagnostic])

    /// What one `load` did.
    public struct Load {
        /// One result per requested file, in order.
        public var results: [FileResult]
        /// Files answered from the cache.
        public var reused: Int
        /// Files parsed (new, changed, not regular files, or dropped from a damaged cache).
        public var parsed: Int
        /// True when the cache file was (re)written.
        public var wrote: Bool
    }

    /// The folder cache files go in.
    public var directory: String
    /// Receives one line per problem with the cache (corrupt, foreign, unwritable).
    public var warn: @Sendable (String) -> Void

    public init(directory: String, warn: @escaping @Sendable (String) -> Void = CatalogCache.printWarning) {
        self.directory = directory
        self.warn = warn
    }

    /// `$XDG_CACHE_HOME/recipes`, else `$HOME/.cache/recipes`; nil when neither variable is set.
    public static func defaultDirectory(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/recipes" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/recipes" }
        return nil
    }

    /// Writes `message` to standard error.
    public static func printWarning(_ message: String) {
        FileHandle.standardError.write(Data(TerminalText.visible("recipes: " + message + "\n").utf8))
    }

    /// The results of importing `files` in `mode`: from the cache where the file is unchanged,
    /// else from `parse`, which is then remembered. Runs on all cores.
    public func load(_ files: [String], mode: DocumentImporter.Mode, parse: @escaping @Sendable (String) -> FileResult) -> Load {
        let path = cachePath(files, mode: mode)
        let origin = CacheFile.Origin(builder: Self.buildIdentity, mode: Self.name(of: mode))
        let stampedAt = FileStamp.now
        var old: CacheFile?
        do {
            old = try CacheFile.read(path)
            if old?.origin != origin { old = nil }  // another build of recipes wrote it: start afresh
        } catch {
            warn("the catalog cache \(path) is \(error); rebuilding it")
        }
        let previous = old
        let oldIndex = Dictionary(old?.entries.enumerated().map { ($1.path, $0) } ?? [], uniquingKeysWith: { a, _ in a })

        let outcomes = Slots.map(files.count) { i in
            FileLookup(path: files[i], old: previous, oldIndex: oldIndex, stampedAt: stampedAt, parse: parse).run()
        }
        let damaged = outcomes.compactMap(\.damage)
        if let first = damaged.first {
            warn("the catalog cache \(path) is \(first) (\(damaged.count) entr\(damaged.count == 1 ? "y" : "ies")); rebuilding it")
        }
        let parsed = outcomes.filter { $0.payload != nil || $0.stamp == nil }.count
        var entries: [CacheFile.NewEntry] = []
        entries.reserveCapacity(files.count)
        var seen = Set<String>()
        for (file, outcome) in zip(files, outcomes) {
            guard let stamp = outcome.stamp, seen.insert(file).inserted else { continue }
            guard let payload = outcome.payload ?? outcome.oldEntry.map({ old!.payload(of: old!.entries[$0]) }) else { continue }
            entries.append(CacheFile.NewEntry(path: file, stamp: stamp, contentHash: outcome.contentHash, payload: payload))
        }
        var wrote = false
        if outcomes.contains(where: \.changesCache) || entries.count != old?.entries.count {
            do {
                try CacheFile.write(entries, origin: origin, stampedAt: stampedAt, to: path)
                wrote = true
            } catch {
                warn("the catalog cache \(error); continuing without it")
            }
        }
        return Load(results: outcomes.map(\.result), reused: files.count - parsed, parsed: parsed, wrote: wrote)
    }

    /// One cache file per import mode and set of folders (files in the same folders share it).
    private func cachePath(_ files: [String], mode: DocumentImporter.Mode) -> String {
        var key = Self.name(of: mode) + "\n"
        if files.contains(where: { !$0.hasPrefix("/") }) { key += FileManager.default.currentDirectoryPath + "\n" }
        key += Set(files.map { ($0 as NSString).deletingLastPathComponent }).sorted().joined(separator: "\n")
        let hash = ContentHash.hash(Array(key.utf8))
        return directory + "/catalog-" + String(hash, radix: 16) + ".bin"
    }

    /// The mode's name in keys and headers (spelled out: string interpolation of an enum
    /// reflects on it, which costs milliseconds at start-up).
    private static func name(of mode: DocumentImporter.Mode) -> String {
        switch mode {
        case .automatic: "automatic"
        case .houseFormat: "houseFormat"
        }
    }

    /// The running binary's size and modification time: a rebuilt importer (or indexer) must not
    /// read the old one's results.
    public static let buildIdentity: String = {
        let executable = FileStamp.of("/proc/self/exe") ?? FileStamp.of(CommandLine.arguments.first ?? "")
        return executable.map { "\($0.size)-\($0.modified)" } ?? "unknown"
    }()
}
