import Foundation
import RecipeKit

/// Where built indexes are kept between runs (beside the catalog cache), so that searching an
/// unchanged catalog maps its index instead of tokenizing and scoring it again, and a search over
/// unchanged files needs neither the catalog nor the index built.
///
/// An index file is used only when it was written by this very binary for a catalog with exactly
/// the same indexed text (or for the very same, unchanged files), and its checksum and structure
/// hold; otherwise it is rebuilt, and a damaged file is reported through `warn`. Files are written
/// atomically.
public struct SearchIndexCache: Sendable {
    /// The folder index files go in.
    public var directory: String
    /// Receives one line per problem with an index file.
    public var warn: @Sendable (String) -> Void

    public init(directory: String, warn: @escaping @Sendable (String) -> Void = CatalogCache.printWarning) {
        self.directory = directory
        self.warn = warn
    }

    /// Finds the recipe files under `paths` and, on another core meanwhile, maps the index kept
    /// for them: the index when it was written for exactly these files and none changed since
    /// (else nil: load the catalog and use `SearchIndex(catalog:cache:sources:)`). Throws
    /// `CatalogLoader.PathError` when a path does not exist.
    public func open(paths: [String], mode: String) throws -> (sources: IndexSources, index: SearchIndex?) {
        let path = filePath(roots: paths)
        let opening = Opening()
        let thread = Thread { [warn] in
            do {
                opening.result = try IndexFile.open(path, fingerprint: nil)
            } catch {
                warn("the search index cache \(path) is \(error); rebuilding it")
                unlink(path)  // so that the rebuild does not report it again
            }
            opening.done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        let sources: IndexSources
        do {
            sources = try IndexSources(paths: paths, mode: mode)
        } catch {
            opening.done.wait()
            throw error
        }
        opening.done.wait()
        guard sources.diagnostics.isEmpty, let opened = opening.result, opened.recorded.match(sources) else { return (sources, nil) }
        return (sources, SearchIndex(storage: opened.storage))
    }

    /// The index of `catalog`: read from the cache when it holds one for this catalog, else built
    /// and written there (with `sources`, the files it was loaded from, so that `open` finds it).
    func storage(for catalog: Catalog, sources: IndexSources?) -> IndexStorage {
        let layout = DocumentLayout(catalog)
        let fingerprint = IndexFile.fingerprint(layout)
        let path = sources.map { filePath(roots: $0.roots) } ?? filePath(files: catalog.recipes.map(\.source.path))
        var found: IndexFile.Opened?
        do {
            found = try IndexFile.open(path, fingerprint: fingerprint)
        } catch {
            warn("the search index cache \(path) is \(error); rebuilding it")
        }
        // Rewritten also when only the sources' stamps are new, so that the next search opens it directly.
        if let found, sources.map({ found.recorded.match($0) || !$0.areSettled }) ?? true {
            return found.storage
        }
        let storage = found?.storage ?? IndexBuilder.build(catalog, layout: layout)
        do {
            try IndexFile.write(storage, fingerprint: fingerprint, sources: sources, to: path)
        } catch {
            warn("the search index cache \(error); continuing without it")
        }
        return storage
    }

    /// One file per list of paths asked for (and working folder, for relative ones).
    private func filePath(roots: [String]) -> String {
        var key = "roots\n" + roots.joined(separator: "\n")
        if roots.contains(where: { !$0.hasPrefix("/") }) { key += "\n" + FileManager.default.currentDirectoryPath }
        return directory + "/index-" + String(ContentHash.hash(Array(key.utf8)), radix: 16) + ".bin"
    }

    /// One file per set of recipe folders (and working folder, for relative paths).
    private func filePath(files: [String]) -> String {
        let folders = Set(files.map { file in file.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(file[..<$0]) } ?? "" })
        var key = folders.sorted().joined(separator: "\n")
        if files.contains(where: { !$0.hasPrefix("/") }) { key += "\n" + FileManager.default.currentDirectoryPath }
        return directory + "/index-" + String(ContentHash.hash(Array(key.utf8)), radix: 16) + ".bin"
    }
}

/// The result of mapping an index file on another thread.
private final class Opening: @unchecked Sendable {
    var result: IndexFile.Opened?
    let done = DispatchSemaphore(value: 0)
}
