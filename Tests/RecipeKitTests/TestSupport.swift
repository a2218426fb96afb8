import Foundation
@testable import RecipeKit

/// A scratch folder removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = scratchFolder + "/recipes-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Removed with FileManager, or with `rm -rf` when that fails (folders nested beyond
    /// `PATH_MAX`, which FileManager cannot reach).
    deinit {
        guard (try? FileManager.default.removeItem(atPath: path)) == nil else { return }
        let rm = Process()
        rm.executableURL = URL(fileURLWithPath: "/bin/rm")
        rm.arguments = ["-rf", path]
        try? rm.run()
        rm.waitUntilExit()
    }

    /// Writes `text` (or `data`) to `name` inside the folder and returns the full path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, data: Data(text.utf8))
    }

    @discardableResult
    func write(_ name: String, data: Data) throws -> String {
        let full = (path as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
        return full
    }
}

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Imports a Markdown string as if read from `path`.
func importText(_ text: String, path: String = "doc.md", mode: DocumentImporter.Mode = .automatic) -> (recipes: [Recipe], diagnostics: [Diagnostic]) {
    DocumentImporter.importDocument(path: path, text: text, mode: mode)
}
