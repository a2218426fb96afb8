import Foundation
import Testing
@testable import RecipeKit

/// The catalog cache: unchanged files come from it, changed ones are re-parsed, and a damaged or
/// foreign cache file is reported and rebuilt, never trusted.
@Suite struct CatalogCacheTests {
    /// A folder of recipes, a cache folder, and a cache whose warnings are collected.
    final class Setup: @unchecked Sendable {
        let recipes: TemporaryFolder
        let cacheFolder: TemporaryFolder
        let warnings = Locked<[String]>([])
        let parses = Locked<[String]>([])

        init(files: [String: String] = ["a.md": HouseFormatTests.good, "b.md": CatalogCacheTests.other]) throws {
            recipes = try TemporaryFolder()
            cacheFolder = try TemporaryFolder()
            for (name, text) in files { try recipes.write(name, text) }
        }

        var cache: CatalogCache {
            CatalogCache(directory: cacheFolder.path + "/recipes") { message in self.warnings.withLock { $0.append(message) } }
        }

        var files: [String] { ["a.md", "b.md"].map { recipes.path + "/" + $0 } }

        /// Loads `files` through the cache, recording which files were parsed.
        func load(_ files: [String]? = nil) -> CatalogCache.Load {
            parses.withLock { $0.removeAll() }
            return cache.load(files ?? self.files, mode: .automatic) { path in
                self.parses.withLock { $0.append((path as NSString).lastPathComponent) }
                return CatalogLoader().loadFile(path)
            }
        }

        /// The single cache file written so far.
        var cacheFile: String {
            get throws {
                let folder = cacheFolder.path + "/recipes"
                let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".bin") }
                try #require(names.count == 1)
                return folder + "/" + names[0]
            }
        }

        /// Sets the modification time of `name` to `age` seconds ago.
        func age(_ name: String, by age: TimeInterval) throws {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: recipes.path + "/" + name)
        }
    }

    static let other = HouseFormatTests.good.replacingOccurrences(of: "# Slider", with: "# Stepper")

    @Test func theCodecCoversEveryPropertyOfTheModel() {
        #expect(
            ModelFingerprint.current == CatalogCodec.schema,
            "the model changed: update CatalogCodec (encode and decode) and its schema to \(ModelFingerprint.current)")
    }

    @Test func theBundledLibraryRoundTripsExactly() throws {
        let folder = try TemporaryFolder()
        let cache = CatalogCache(directory: folder.path) { Issue.record("unexpected warning: \($0)") }
        let root = repositoryRoot + "/Recipes"
        let plain = try CatalogLoader().load(paths: [root])
        let first = try CatalogLoader(cache: cache).load(paths: [root])
        let second = try CatalogLoader(cache: cache).load(paths: [root])
        #expect(plain.recipes.count > 30)
        #expect(first == plain)
        #expect(second == plain)
        var diagnostics: [Diagnostic] = []
        let files = try CatalogLoader().collectFiles([root], diagnostics: &diagnostics)
        let third = cache.load(files, mode: .automatic) { _ in
            Issue.record("parsed although cached")
            return ([], [])
        }
        #expect(third.reused == files.count)
    }

    @Test func aSecondLoadParsesNothing() throws {
        let setup = try Setup()
        let first = setup.load()
        #expect(first.parsed == 2 && first.wrote)
        try setup.age("a.md", by: 3600)
        try setup.age("b.md", by: 3600)
        _ = setup.load()  // stamps changed (aged): kept by content hash, rewritten with the new stamps
        let third = setup.load()
        #expect(third.parsed == 0 && third.reused == 2 && !third.wrote)
        #expect(setup.parses.withLock { $0 }.isEmpty)
        #expect(third.results.map { $0.recipes.map(\.title) } == [["Slider"], ["Stepper"]])
        #expect(setup.warnings.withLock { $0 }.isEmpty)
    }

    @Test func anEditedFileIsParsedAgain() throws {
        let setup = try Setup()
        try setup.age("a.md", by: 3600)
        try setup.age("b.md", by: 3600)
        _ = setup.load()
        try setup.recipes.write("a.md", HouseFormatTests.good.replacingOccurrences(of: "# Slider", with: "# Volume slider"))
        let load = setup.load()
        #expect(setup.parses.withLock { $0 } == ["a.md"])
        #expect(load.results[0].recipes.map(\.title) == ["Volume slider"])
        #expect(load.wrote)
    }

    #if os(Linux)
        @Test func aSameSizeEditWithinTheSameClockTickIsCaught() throws {
            let setup = try Setup()
            let path = setup.recipes.path + "/a.md"
            _ = setup.load()
            var times = [timespec](repeating: timespec(), count: 2)
            var info = stat()
            #expect(stat(path, &info) == 0)
            times[0] = info.st_atim
            times[1] = info.st_mtim
            // Same size, same modification time to the nanosecond: only the content hash can tell.
            try setup.recipes.write("a.md", HouseFormatTests.good.replacingOccurrences(of: "# Slider", with: "# Sliden"))
            #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
            #expect(
                FileStamp.of(path)?.sizeAndModification
                    == FileStamp(size: Int64(info.st_size), modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)))
            let load = setup.load()
            #expect(setup.parses.withLock { $0 } == ["a.md"])
            #expect(load.results[0].recipes.map(\.title) == ["Sliden"])
        }
    #endif

    /// An edit whose old modification time is put back (`touch -r`, `cp -p`, `rsync -t`, an
    /// archive), long after it was cached: the status-change time still tells (F19).
    @Test func anEditWithItsOldModificationTimeRestoredIsCaught() throws {
        let setup = try Setup()
        try setup.age("a.md", by: 3600)
        _ = setup.load()
        let path = setup.recipes.path + "/a.md"
        var info = stat()
        #expect(stat(path, &info) == 0)
        let old = try #require(FileStamp.of(path))
        try setup.recipes.write("a.md", HouseFormatTests.good.replacingOccurrences(of: "# Slider", with: "# Sliden"))
        try setup.age("a.md", by: 3600)
        var times = [timespec](repeating: timespec(), count: 2)
        times[0] = info.st_atim
        times[1] = info.st_mtim
        #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
        #expect(FileStamp.of(path)?.sizeAndModification == old.sizeAndModification)
        let load = setup.load()
        #expect(setup.parses.withLock { $0 } == ["a.md"])
        #expect(load.results[0].recipes.map(\.title) == ["Sliden"])
    }

    /// Bytes appended to a cache file (a grown file) are found from the header alone, and the
    /// cache is rebuilt to its true size (F15).
    @Test func aCacheWithTrailingBytesIsRejectedAndRebuilt() throws {
        let setup = try Setup()
        _ = setup.load()
        let path = try setup.cacheFile
        let size = try #require(FileStamp.of(path)?.size)
        #expect(truncate(path, off_t(size) + 1 << 30) == 0)  // a sparse gibibyte of zeros
        #expect(throws: CacheError.self) { try CacheFile.read(path) }
        let load = setup.load()
        #expect(setup.warnings.withLock { $0 }.first?.contains("trailing bytes") == true)
        #expect(load.results.map { $0.recipes.map(\.title) } == [["Slider"], ["Stepper"]])
        #expect(FileStamp.of(path)?.size == size)
    }

    @Test func aTouchedButUnchangedFileIsNotParsed() throws {
        let setup = try Setup()
        _ = setup.load()
        try setup.age("a.md", by: 10)
        let load = setup.load()
        #expect(setup.parses.withLock { $0 }.isEmpty)
        #expect(load.wrote)  // remembers the new stamp
    }

    @Test func aRemovedFileLeavesTheCache() throws {
        let setup = try Setup()
        _ = setup.load()
        let load = setup.load([setup.files[0]])
        #expect(load.results.count == 1 && load.wrote)
        let file = try CacheFile.read(try setup.cacheFile)
        #expect(file?.entries.map { ($0.path as NSString).lastPathComponent } == ["a.md"])
    }

    @Test func aCorruptCacheIsReportedAndRebuilt() throws {
        let setup = try Setup()
        _ = setup.load()
        let path = try setup.cacheFile
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[bytes.count - 20] ^= 0xFF  // inside the last encoded result
        try bytes.write(to: URL(fileURLWithPath: path))
        let load = setup.load()
        #expect(setup.warnings.withLock { $0 }.count == 1)
        #expect(setup.warnings.withLock { $0 }.first?.contains("corrupt") == true)
        #expect(setup.parses.withLock { $0 } == ["b.md"])
        #expect(load.results.map { $0.recipes.map(\.title) } == [["Slider"], ["Stepper"]])
        setup.warnings.withLock { $0.removeAll() }
        _ = setup.load()
        #expect(setup.warnings.withLock { $0 }.isEmpty)
    }

    @Test func aTruncatedCacheIsReportedAndRebuilt() throws {
        let setup = try Setup()
        _ = setup.load()
        let path = try setup.cacheFile
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        let load = setup.load()
        #expect(setup.warnings.withLock { $0 }.first?.contains("corrupt") == true)
        #expect(setup.parses.withLock { $0 }.sorted() == ["a.md", "b.md"])
        #expect(load.results.map { $0.recipes.map(\.title) } == [["Slider"], ["Stepper"]])
        #expect(try CacheFile.read(path)?.entries.count == 2)
    }

    @Test func aCacheFromAnotherFormatVersionIsIgnored() throws {
        let setup = try Setup()
        _ = setup.load()
        let path = try setup.cacheFile
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[CacheFile.magic.count] = UInt8(CacheFile.formatVersion + 1)
        try bytes.write(to: URL(fileURLWithPath: path))
        _ = setup.load()
        #expect(setup.warnings.withLock { $0 }.first?.contains("another version") == true)
        #expect(setup.parses.withLock { $0 }.sorted() == ["a.md", "b.md"])
    }

    @Test func aFileThatIsNotACacheIsIgnored() throws {
        let setup = try Setup()
        _ = setup.load()
        try "hello".write(toFile: try setup.cacheFile, atomically: true, encoding: .utf8)
        let load = setup.load()
        #expect(setup.warnings.withLock { $0 }.count == 1)
        #expect(load.parsed == 2)
    }

    @Test func anUnwritableCacheFolderOnlyWarns() throws {
        let setup = try Setup()
        try "a file where the folder should be".write(toFile: setup.cacheFolder.path + "/recipes", atomically: true, encoding: .utf8)
        let load = setup.load()
        #expect(load.results.map { $0.recipes.map(\.title) } == [["Slider"], ["Stepper"]])
        #expect(!load.wrote)
        #expect(setup.warnings.withLock { $0 }.first?.contains("cannot be written") == true)
    }

    @Test func theCacheFolderFollowsXDG() {
        #expect(CatalogCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/recipes")
        #expect(CatalogCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/recipes")
        #expect(CatalogCache.defaultDirectory(environment: [:]) == nil)
    }
}

/// A value shared between threads behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
