import Foundation
import RecipeKit

/// Where built indexes are kept between runs (beside the catalog cache), so that searching an
/// unchanged catalog reads its index instead of tokenizing and scoring it again.
///
/// An index file is used only when it was written by this very binary for a catalog with exactly
/// the same indexed text, and its checksum and structure hold; otherwise it is rebuilt, and a
/// damaged file is reported through `warn`. Files are written atomically.
public struct SearchIndexCache: Sendable {
    /// The folder index files go in.
    public var directory: String
    /// Receives one line per problem with an index file.
    public var warn: @Sendable (String) -> Void

    public init(directory: String, warn: @escaping @Sendable (String) -> Void = CatalogCache.printWarning) {
        self.directory = directory
        self.warn = warn
    }

    /// The index of `catalog`: read from the cache when it holds one for this catalog, else built
    /// and written there.
    func storage(for catalog: Catalog) -> IndexStorage {
        let layout = DocumentLayout(catalog)
        let fingerprint = IndexFile.fingerprint(layout)
        let path = filePath(for: catalog)
        do {
            if let storage = try IndexFile.read(path, catalog: catalog, layout: layout, fingerprint: fingerprint) {
                return storage
            }
        } catch {
            warn("the search index cache \(path) is \(error); rebuilding it")
        }
        let storage = IndexBuilder.build(catalog, layout: layout)
        do {
            try IndexFile.write(storage, fingerprint: fingerprint, to: path)
        } catch {
            warn("the search index cache \(error); continuing without it")
        }
        return storage
    }

    /// One file per set of recipe folders; its header says which catalog it indexes.
    private func filePath(for catalog: Catalog) -> String {
        let folders = Set(catalog.recipes.map { ($0.source.path as NSString).deletingLastPathComponent }).sorted()
        return directory + "/index-" + String(ContentHash.hash(Array(folders.joined(separator: "\n").utf8)), radix: 16) + ".bin"
    }
}
