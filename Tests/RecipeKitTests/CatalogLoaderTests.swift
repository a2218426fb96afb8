import Foundation
import Testing
@testable import RecipeKit

/// Bad input never crashes, hangs or loses the rest of the catalog.
@Suite struct CatalogLoaderTests {
    let good = HouseFormatTests.good

    @Test func invalidUTF8IsDecodedWithReplacementAndWarned() throws {
        let folder = try TemporaryFolder()
        var bytes = Data(good.utf8)
        bytes.insert(contentsOf: [0xFF, 0xFE], at: bytes.index(bytes.startIndex, offsetBy: 3))
        let path = try folder.write("bad.md", data: bytes)
        let catalog = try CatalogLoader().load(paths: [path])
        #expect(catalog.recipes.count == 1)
        #expect(catalog.recipes.first?.title.contains("\u{FFFD}") == true)
        #expect(catalog.diagnostics.map(\.message) == ["invalid UTF-8; bad bytes were replaced with U+FFFD"])
        #expect(catalog.diagnostics.first?.line == 1)
    }

    /// A leading UTF-8 byte order mark is not part of the text (as `String(data:encoding:)` reads it);
    /// a file that also holds bad bytes keeps it, decoded like the rest.
    @Test func aByteOrderMarkIsDropped() throws {
        let folder = try TemporaryFolder()
        let marked = try folder.write("marked.md", data: Data([0xEF, 0xBB, 0xBF] + Array(good.utf8)))
        let catalog = try CatalogLoader().load(paths: [marked])
        #expect(catalog.recipes.map(\.title) == (try CatalogLoader().load(paths: [try folder.write("plain.md", good)])).recipes.map(\.title))
        #expect(catalog.diagnostics.isEmpty)
        guard case .success(let file) = FileText.read(try folder.write("bad.md", data: Data([0xEF, 0xBB, 0xBF, 0x41, 0xFF])), maximumSize: 100) else {
            Issue.record("a file with bad bytes is read")
            return
        }
        #expect(file.text == "\u{FEFF}A\u{FFFD}")
    }

    @Test func binaryEmptyAndHugeFilesAreSkippedWithWarnings() throws {
        let folder = try TemporaryFolder()
        try folder.write("ok.md", good)
        try folder.write("binary.md", data: Data([0x23, 0x20, 0x00, 0x01, 0x02]))
        try folder.write("empty.md", "")
        try folder.write("huge.md", data: Data(repeating: 0x61, count: CatalogLoader.maximumFileSize + 1))
        let catalog = try CatalogLoader().load(paths: [folder.path])
        #expect(catalog.recipes.map(\.id) == ["ok"])
        let messages = Dictionary(uniqueKeysWithValues: catalog.diagnostics.map { (($0.path as NSString).lastPathComponent, $0.message) })
        #expect(messages["binary.md"]?.contains("binary") == true)
        #expect(messages["empty.md"] == "empty file; no recipe")
        #expect(messages["huge.md"]?.contains("larger than") == true)
    }

    @Test func duplicateIdsAreDisambiguatedAndWarned() throws {
        let folder = try TemporaryFolder()
        try folder.write("a/slider.md", good)
        try folder.write("b/slider.md", good)
        let catalog = try CatalogLoader().load(paths: [folder.path])
        #expect(catalog.recipes.map(\.id) == ["slider", "slider-2"])
        #expect(catalog.diagnostics.count == 1)
        #expect(catalog.diagnostics.first?.message.contains("duplicate recipe id `slider`") == true)
        #expect(catalog.diagnostics.first?.line == 1)
    }

    @Test func missingPathIsAnError() {
        #expect(throws: CatalogLoader.PathError.self) { try CatalogLoader().load(paths: ["/no/such/recipes"]) }
    }

    @Test func symlinkLoopDoesNotHang() throws {
        let folder = try TemporaryFolder()
        try folder.write("inner/r.md", good)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/inner/loop", withDestinationPath: folder.path)
        let catalog = try CatalogLoader().load(paths: [folder.path])
        #expect(catalog.recipes.count == 1)
    }

    @Test func fifoIsSkippedNotRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("r.md", good)
        #expect(mkfifo(folder.path + "/pipe.md", 0o644) == 0)
        let catalog = try CatalogLoader().load(paths: [folder.path])
        #expect(catalog.recipes.count == 1)
        #expect(catalog.diagnostics.first?.message == "not a regular file; skipped")
    }

    @Test func unreadableFileIsWarnedAndTheRestLoads() throws {
        guard getuid() != 0 else { return }  // root reads everything; the FIFO test covers the skip path
        let folder = try TemporaryFolder()
        try folder.write("r.md", good)
        let locked = try folder.write("locked.md", good)
        chmod(locked, 0)
        let catalog = try CatalogLoader().load(paths: [folder.path])
        #expect(catalog.recipes.count == 1)
        #expect(catalog.diagnostics.first?.message.contains("cannot read") == true)
    }

    @Test func recipeWithoutCodeIsWarned() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("nocode.md", "# Title\n\n> Summary.\n\n- Platform: iOS\n- Minimum: iOS 16\n\n## Wrapper\n\nNothing here.\n")
        let catalog = CatalogLoader(mode: .houseFormat).load(files: [path])
        #expect(catalog.diagnostics.contains { $0.message == "`## Wrapper` has no ```swift code" })
    }

    @Test func readmeAndOtherExtensionsAreNotRecipes() throws {
        let folder = try TemporaryFolder()
        try folder.write("README.md", good)
        try folder.write("notes.swift", good)
        try folder.write("r.markdown", good)
        var diagnostics: [Diagnostic] = []
        let files = try CatalogLoader().collectFiles([folder.path], diagnostics: &diagnostics)
        #expect(files.map { ($0 as NSString).lastPathComponent } == ["r.markdown"])
    }
}
