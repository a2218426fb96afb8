import Foundation
import Testing
@testable import RecipeKit

/// A file small enough to be kept safe is mapped under a lease or read, so that another process
/// truncating it changes nothing for this one; a larger one is mapped.
@Suite struct MappedFileTests {
    let folder = scratchFolder + "/recipes-mapped-" + UUID().uuidString
    /// 1 MiB of bytes that differ from page to page.
    static let original = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }

    private func write() throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/index.bin"
        #expect(FileBytes.writeAtomically(Self.original, to: path))
        return path
    }

    /// Empties `path` in place from another process, as a cleaner would (`: > path`).
    private func truncateElsewhere(_ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", ": > \"$0\"", path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func aLeasedFileKeepsItsBytesWhenAnotherProcessTruncatesIt() throws {
        let path = try write()
        // The process holds one lease at a time: another test's index may have it for a moment.
        var leased: MappedFile?
        for _ in 0..<500 where leased == nil {
            let file = MappedFile(path, readingUpTo: Self.original.count)
            if file?.backing == .leased { leased = file } else { usleep(10_000) }
        }
        let file = try #require(leased)
        #expect(Array(file.bytes) == Self.original)
        try truncateElsewhere(path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 0)
        #expect(Array(file.bytes) == Self.original)
    }

    @Test func aFileOverTheLimitIsMappedAndAFileWithinItIsNot() throws {
        let path = try write()
        #expect(MappedFile(path, readingUpTo: Self.original.count - 1)?.backing == .mapped)
        let kept = try #require(MappedFile(path, readingUpTo: Self.original.count))
        #expect(kept.backing != .mapped)
        #expect(Array(kept.bytes) == Self.original)
    }
}
