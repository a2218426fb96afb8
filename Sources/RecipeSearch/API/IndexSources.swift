import RecipeKit

/// The recipe files a catalog is loaded from, each stamped (size, modification time) before it is
/// read: an index cache file records them, so that a later search over the same, unchanged files
/// can open the index without loading the catalog at all.
public struct IndexSources: Sendable {
    /// The files in load order.
    public let files: [String]
    /// The import mode's name: a catalog of the same files in another mode is another catalog.
    public let mode: String
    /// Nil for a file that is not a regular file (never trusted unchanged).
    let stamps: [FileStamp?]
    /// When the stamps were taken (ns since 1970); a file modified within `FileStamp.racyWindow`
    /// of it is not trusted by its stamp alone.
    let stampedAt: Int64

    /// The problems met while listing folders.
    public let diagnostics: [Diagnostic]
    /// The files and folders asked for.
    let roots: [String]

    /// Finds the recipe files under `paths` (see `RecipeFileWalk`), stamping each; throws
    /// `CatalogLoader.PathError` when a path does not exist.
    public init(paths: [String], mode: String) throws {
        stampedAt = FileStamp.now
        let walk = try RecipeFileWalk(paths)
        files = walk.files.map(\.path)
        stamps = walk.files.map(\.stamp)
        diagnostics = walk.diagnostics
        roots = paths
        self.mode = mode
    }

    /// True when every stamp can be trusted to tell a later change.
    var areSettled: Bool {
        stamps.allSatisfy { $0?.isSettled(at: stampedAt) ?? false }
    }
}
