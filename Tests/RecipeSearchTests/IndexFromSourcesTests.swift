import Foundation
import Testing
import RecipeKit
@testable import RecipeSearch

/// `SearchIndexCache.open(paths:mode:)`: a search over unchanged files maps the kept index without
/// the catalog, answers and describes hits exactly like a fresh index, and is never used once a
/// file is edited, added or removed, or while stamps are too recent to trust.
@Suite struct IndexFromSourcesTests {
    let directory = scratchFolder + "/recipes-index-sources-" + UUID().uuidString
    let folder = scratchFolder + "/recipes-index-sources-files-" + UUID().uuidString
    let warnings = SearchIndexCacheTests.Warnings()
    var cache: SearchIndexCache { SearchIndexCache(directory: directory) { [warnings] in warnings.add($0) } }
    static let queries = SearchIndexCacheTests.queries + ["photo picker", "keyboard"]

    /// A copy of the bundled recipes, modified an hour ago.
    private func copyLibrary() throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = BundledLibrary.root.appendingPathComponent("Recipes").path
        let names = try FileManager.default.contentsOfDirectory(atPath: source).filter { $0.hasSuffix(".md") && $0 != "README.md" }
        for name in names {
            try copy(source + "/" + name, to: folder + "/" + name)
            try age(folder + "/" + name)
        }
        return names
    }

    /// Copies a file by its bytes: `FileManager.copyItem` on Linux copies in the kernel, which some
    /// file systems refuse now and then (EINVAL).
    private func copy(_ source: String, to destination: String) throws {
        try Data(contentsOf: URL(fileURLWithPath: source)).write(to: URL(fileURLWithPath: destination))
    }

    private func age(_ path: String, seconds: Double = 3600) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: path)
    }

    /// Loads and indexes the folder through the cache, as `recipes search` does the first time.
    @discardableResult
    private func indexThroughCatalog() throws -> (catalog: Catalog, index: SearchIndex) {
        let sources = try IndexSources(paths: [folder], mode: "automatic")
        let catalog = CatalogLoader().load(files: sources.files, diagnostics: sources.diagnostics)
        return (catalog, SearchIndex(catalog: catalog, cache: cache, sources: sources))
    }

    private func answers(_ index: SearchIndex) -> [[SearchHit]] {
        Self.queries.map { index.search(SearchQuery(text: $0, limit: 20)).hits }
    }

    @Test func unchangedFilesOpenTheIndexWithoutTheCatalog() throws {
        try copyLibrary()
        let (catalog, built) = try indexThroughCatalog()
        let opened = try #require(try cache.open(paths: [folder], mode: "automatic").index)
        #expect(answers(opened) == answers(built))
        #expect(answers(opened) == answers(SearchIndex(catalog: catalog)))
        #expect(opened.statistics == built.statistics)
        #expect(opened.diagnostics == catalog.diagnostics)
        #expect(warnings.all.isEmpty)
    }

    @Test func hitsAreDescribedFromTheIndexAsTheCatalogHasThem() throws {
        try copyLibrary()
        let (catalog, _) = try indexThroughCatalog()
        let opened = try #require(try cache.open(paths: [folder], mode: "automatic").index)
        var checked = 0
        for hit in answers(opened).joined() {
            let about = opened.describe(hit)
            let recipe = catalog.recipes[hit.recipeIndex]
            #expect(about.recipeID == recipe.id && about.recipeTitle == recipe.title && about.path == recipe.source.path)
            if let p = hit.pitfallIndex {
                #expect(about.pitfallID == recipe.pitfalls[p].id && about.pitfallTitle == recipe.pitfalls[p].title)
                #expect(about.line == recipe.pitfalls[p].line)
            } else if let n = hit.preferNativeIndex {
                let note = recipe.preferNative[n]
                #expect(about.nativeAPI == note.api && about.nativePlatform == note.platform && about.nativeSince == note.since)
                #expect(about.line == note.line)
            } else if let m = hit.delegateMethodIndex {
                let method = recipe.delegateMethods[m]
                #expect(about.delegateSelector == method.selector && about.delegateProtocol == method.protocol)
                #expect(about.line == method.line)
            } else {
                #expect(about.line == recipe.source.line && about.pitfallID == nil && about.nativeAPI == nil)
            }
            checked += 1
        }
        #expect(checked > 40)
    }

    @Test(arguments: ["edited", "added", "removed", "mode"])
    func aChangedFolderIsNotAnsweredFromTheIndex(_ change: String) throws {
        let names = try copyLibrary()
        try indexThroughCatalog()
        var mode = "automatic"
        switch change {
        case "edited":
            let path = folder + "/" + names[0]
            try (String(contentsOfFile: path, encoding: .utf8) + "\nA compass note.\n").write(toFile: path, atomically: true, encoding: .utf8)
            try age(path, seconds: 1800)
        case "added":
            try copy(folder + "/" + names[0], to: folder + "/zz-copy.md")
            try age(folder + "/zz-copy.md")
        case "removed":
            try FileManager.default.removeItem(atPath: folder + "/" + names[0])
        default:
            mode = "houseFormat"
        }
        #expect(try cache.open(paths: [folder], mode: mode).index == nil)
        #expect(warnings.all.isEmpty)
    }

    @Test func recentlyModifiedFilesAreNotTrustedUntilTheySettle() throws {
        let names = try copyLibrary()
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder + "/" + names[0])
        try indexThroughCatalog()
        #expect(try cache.open(paths: [folder], mode: "automatic").index == nil)  // its stamp may hide a second edit
        try age(folder + "/" + names[0])
        try indexThroughCatalog()  // same catalog, settled stamps: the file is rewritten with them
        #expect(try cache.open(paths: [folder], mode: "automatic").index != nil)
    }

    @Test func aDamagedHeadIsReportedAndNotUsed() throws {
        try copyLibrary()
        try indexThroughCatalog()
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasPrefix("index-") })
        var bytes = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        bytes[IndexFile.magic.count + 200] ^= 0x20
        try bytes.write(to: URL(fileURLWithPath: directory + "/" + name))
        #expect(try cache.open(paths: [folder], mode: "automatic").index == nil)
        #expect(warnings.all.count == 1 && warnings.all.first?.contains("damaged") == true)
    }

    @Test func aMissingPathThrows() throws {
        #expect(throws: CatalogLoader.PathError.self) { try cache.open(paths: [folder + "/nope"], mode: "automatic") }
    }
}
