import Foundation
import Testing
import RecipeKit
@testable import RecipeSearch

/// A damaged or shrinking index can never crash a search: an index of more than 16 MiB (whose bulk
/// is not checksummed when opened straight from the cache) is damaged across its bulk, and every
/// query still answers or the file is rejected; a small index is mapped under a lease (or read),
/// so truncating it under a running search changes nothing.
@Suite(.serialized) struct DamagedLargeIndexTests {
    let directory = scratchFolder + "/recipes-damaged-index-" + UUID().uuidString
    let folder = scratchFolder + "/recipes-damaged-index-files-" + UUID().uuidString
    static let queries = [
        "map region loops", "cursor jumps to the end", "share sheet crashes on iPad when presented from SwiftUI",
        "regionDidChange", "keybaord", "\"the region loops\"", "photo picker never closes"
    ]

    /// `copies` copies of the bundled recipes (distinct titles, and every "the" numbered by copy so
    /// that no copy's text repeats another's and each is stored), modified an hour ago, indexed
    /// through the cache as `recipes search` does the first time; the index file's path.
    private func largeIndex(copies: Int) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = BundledLibrary.root.appendingPathComponent("Recipes").path
        let names = try FileManager.default.contentsOfDirectory(atPath: source).filter { $0.hasSuffix(".md") && $0 != "README.md" }
        for copy in 0..<copies {
            for name in names {
                let text = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
                let path = folder + "/\(copy)-" + name
                try text.replacingOccurrences(of: "\n# ", with: "\n# Copy \(copy): ").replacingOccurrences(of: " the ", with: " the\(copy) ")
                    .write(toFile: path, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
            }
        }
        let cache = SearchIndexCache(directory: directory) { _ in }
        let sources = try IndexSources(paths: [folder], mode: "automatic")
        _ = SearchIndex(catalog: CatalogLoader().load(files: sources.files, diagnostics: sources.diagnostics), cache: cache, sources: sources)
        let names2 = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("index-") }
        return directory + "/" + (try #require(names2.first))
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(atPath: directory)
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test func damageAnywhereInTheBulkOfALargeIndexNeverCrashesASearch() throws {
        defer { cleanUp() }
        let path = try largeIndex(copies: 14)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(original.count > IndexFile.verifiedBulk)
        let cache = SearchIndexCache(directory: directory) { _ in }
        // Windows of 0xFF (every slot, id and offset at its largest) and of random bytes, spread over the second half.
        var generator = SystemRandomNumberGenerator()
        for k in 0..<12 {
            var bytes = original
            let start = bytes.count / 2 + k * (bytes.count / 2 - 8192) / 12
            for i in start..<(start + 8192) { bytes[i] = k % 2 == 0 ? 0xFF : UInt8.random(in: 0...255, using: &generator) }
            try bytes.write(to: URL(fileURLWithPath: path))
            if let index = try cache.open(paths: [folder], mode: "automatic").index {
                for query in Self.queries {
                    for hit in index.search(SearchQuery(text: query, limit: 10)).hits {
                        _ = index.describe(hit)
                    }
                }
            }
        }
    }

    @Test func truncatingASmallIndexUnderARunningSearchChangesNothing() throws {
        defer { cleanUp() }
        let path = try largeIndex(copies: 1)
        let cache = SearchIndexCache(directory: directory) { _ in }
        let index = try #require(try cache.open(paths: [folder], mode: "automatic").index)
        let before = Self.queries.map { index.search(SearchQuery(text: $0, limit: 10)).hits }
        truncate(path, 4096)
        #expect(Self.queries.map { index.search(SearchQuery(text: $0, limit: 10)).hits } == before)
    }
}
