import Foundation
import Testing
import RecipeKit
@testable import RecipeSearch

/// The search index cache: an index read back answers exactly like a fresh one; a changed catalog
/// or a damaged file is never used.
@Suite struct SearchIndexCacheTests {
    final class Warnings: @unchecked Sendable {
        private var messages: [String] = []
        private let lock = NSLock()
        func add(_ message: String) { lock.lock(); messages.append(message); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return messages }
    }

    let directory = scratchFolder + "/recipes-index-cache-" + UUID().uuidString
    let warnings = Warnings()
    static let queries = [
        "keybaord covers text", "regionDidChange", "map view", "c", "\"cursor jumps\"", "cursor jum", "mapView(_:regionDidChangeAnimated:)"
    ]

    var cache: SearchIndexCache { SearchIndexCache(directory: directory) { [warnings] in warnings.add($0) } }

    private func indexFile() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("index-") }
        try #require(names.count == 1)
        return directory + "/" + names[0]
    }

    private func answers(_ index: SearchIndex) -> [[SearchHit]] {
        Self.queries.map { index.search(SearchQuery(text: $0, limit: 20)).hits }
    }

    @Test func anIndexReadBackAnswersLikeAFreshOne() throws {
        let catalog = BundledLibrary.catalog
        let fresh = SearchIndex(catalog: catalog)
        let written = SearchIndex(catalog: catalog, cache: cache)
        let read = SearchIndex(catalog: catalog, cache: cache)
        #expect(answers(written) == answers(fresh))
        #expect(answers(read) == answers(fresh))
        #expect(read.statistics == fresh.statistics)
        #expect(warnings.all.isEmpty)
    }

    @Test func aChangedCatalogIsIndexedAgain() throws {
        _ = SearchIndex(catalog: TestCatalog.catalog, cache: cache)
        var recipes = TestCatalog.catalog.recipes
        recipes[0].title = "MKMapView with a wandering compass"
        let changed = SearchIndex(catalog: Catalog(recipes: recipes), cache: cache)
        #expect(changed.search(SearchQuery(text: "compass")).hits.first?.recipeID == "mkmapview")
        #expect(warnings.all.isEmpty)
    }

    @Test(arguments: ["checksum", "truncated", "not an index"])
    func aDamagedFileIsReportedAndRebuilt(_ damage: String) throws {
        _ = SearchIndex(catalog: TestCatalog.catalog, cache: cache)
        let path = try indexFile()
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        switch damage {
        case "checksum": bytes[bytes.count / 2] ^= 0x55
        case "truncated": bytes = bytes.prefix(bytes.count / 3)
        default: bytes = Data("not an index".utf8)
        }
        try bytes.write(to: URL(fileURLWithPath: path))
        let index = SearchIndex(catalog: TestCatalog.catalog, cache: cache)
        #expect(answers(index) == answers(TestCatalog.index))
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.contains("damaged") == true)
        _ = SearchIndex(catalog: TestCatalog.catalog, cache: cache)
        #expect(warnings.all.count == 1)  // rebuilt: read cleanly the next time
    }

    @Test func aFileOfAnotherFormatIsRebuiltQuietly() throws {
        _ = SearchIndex(catalog: TestCatalog.catalog, cache: cache)
        let path = try indexFile()
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[IndexFile.magic.count] &+= 1  // the format version
        try bytes.write(to: URL(fileURLWithPath: path))
        let index = SearchIndex(catalog: TestCatalog.catalog, cache: cache)
        #expect(answers(index) == answers(TestCatalog.index))
        #expect(warnings.all.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) != bytes)
    }
}
