import Foundation
import Testing
@testable import RecipeKit

/// Cache files are replaced whole or not at all, and no temporary file is ever left behind.
@Suite struct AtomicFileTests {
    let folder = scratchFolder + "/recipes-atomic-" + UUID().uuidString

    private func entries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

    @Test func piecesCommittedReplaceTheFile() throws {
        let path = folder + "/sub/cache.bin"
        #expect(FileBytes.writeAtomically(Array("old".utf8), to: path))
        let file = try #require(AtomicFile(path: path))
        for piece in ["new ", "in ", "pieces"] { Array(piece.utf8).withUnsafeBytes { file.write($0) } }
        #expect(FileBytes.contents(path) == Array("old".utf8))  // not visible before the commit
        #expect(file.commit())
        #expect(FileBytes.contents(path) == Array("new in pieces".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/sub") == ["cache.bin"])
    }

    @Test func aFileDroppedUncommittedLeavesNothing() throws {
        let path = folder + "/cache.bin"
        #expect(FileBytes.writeAtomically(Array("old".utf8), to: path))
        do {
            let file = try #require(AtomicFile(path: path))
            Array("half".utf8).withUnsafeBytes { file.write($0) }
        }
        #expect(FileBytes.contents(path) == Array("old".utf8))
        #expect(try entries() == ["cache.bin"])
    }

    @Test func anUncreatableFolderIsNoFile() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: folder + "/plain"))
        #expect(AtomicFile(path: folder + "/plain/cache.bin") == nil)
    }
}
