import Foundation
import RecipeCheck
import RecipeKit
import RecipeSearch

/// The catalog the server answers from, kept current: every call re-stamps the recipe files
/// (a folder walk and a `stat` each) and reloads, through the catalog cache, only when a file was
/// added, removed or changed, so that files edited while the server runs are seen on the next call.
final class CatalogSession: @unchecked Sendable {
    /// A loaded catalog with its index and the file stamps it was loaded at.
    struct Snapshot {
        let catalog: Catalog
        let index: SearchIndex
        let knowledge: CheckKnowledge
        fileprivate let stamps: [FileState]
    }

    fileprivate struct FileState: Equatable {
        var path: String
        var stamp: FileStamp?
    }

    private let paths: [String]
    private let cache: CatalogCache?
    private let lock = NSLock()
    private var snapshot: Snapshot?
    /// The stamps the change watcher last saw.
    private var watched: [FileState]?

    init(paths: [String], cache: CatalogCache?) {
        self.paths = paths
        self.cache = cache
    }

    /// The current catalog, reloaded when its files changed since the last call.
    func current() throws -> Snapshot {
        let stamps = try Self.stamp(paths)
        lock.lock()
        defer { lock.unlock() }
        if let snapshot, snapshot.stamps == stamps, Self.areSettled(stamps) { return snapshot }
        let catalog = try CatalogLoader(cache: cache).load(paths: paths)
        let fresh = Snapshot(catalog: catalog, index: SearchIndex(catalog: catalog), knowledge: CheckKnowledge(catalog: catalog), stamps: stamps)
        snapshot = fresh
        return fresh
    }

    /// True when the recipe files differ from what the previous call of this method saw (the
    /// first call only records them).
    func filesChangedSinceLastLook() -> Bool {
        guard let stamps = try? Self.stamp(paths) else { return false }
        lock.lock()
        defer { lock.unlock() }
        defer { watched = stamps }
        guard let watched else { return false }
        return watched != stamps
    }

    private static func stamp(_ paths: [String]) throws -> [FileState] {
        try RecipeFileWalk(paths).files.map { FileState(path: $0.path, stamp: $0.stamp) }
    }

    /// Stamps written within the racy window of now cannot tell a later same-size edit apart.
    private static func areSettled(_ stamps: [FileState]) -> Bool {
        let now = FileStamp.now
        return stamps.allSatisfy { $0.stamp?.isSettled(at: now) ?? false }
    }
}
