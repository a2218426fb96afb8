import Foundation
import Testing
@testable import RecipeKit

/// The folder walk behind every load: which names are recipes, how folder paths are printed, and
/// that each file comes with the stamp `stat` gives.
@Suite struct RecipeFileWalkTests {
    @Test(arguments: [
        ("a.md", true), ("a.MD", true), ("notes.txt", true), ("x.markdown", true), ("x.Markdown", true),
        ("README.md", false), ("readme.MD", false), ("x.mdx", false), ("x.", false), ("md", false),
        (".md", false), ("a.b.md", true), ("é.md", true), ("x.mé", false)
    ])
    func recipeFileNames(_ name: String, _ expected: Bool) {
        #expect(RecipeFileWalk.isRecipeFile(name) == expected)
    }

    @Test(arguments: [("Recipes", "Recipes"), ("Recipes/", "Recipes"), ("Recipes//", "Recipes"), ("a//b/", "a/b"), ("/", "/"), ("//", "/")])
    func folderPathsAreNormalized(_ path: String, _ expected: String) {
        #expect(RecipeFileWalk.normalized(path) == expected)
    }

    @Test func filesComeInNameOrderWithTheirStamps() throws {
        let folder = try TemporaryFolder()
        let root = folder.path
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        for name in ["b.md", "a.md", "sub/c.md", "README.md", ".hidden.md", "image.png"] {
            try "# x\n".write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
        }
        let walk = try RecipeFileWalk([root + "/"])
        #expect(walk.files.map(\.path) == [root + "/a.md", root + "/b.md", root + "/sub/c.md"])
        for file in walk.files { #expect(file.stamp == FileStamp.of(file.path)) }
        #expect(walk.diagnostics.isEmpty)
    }

    /// A folder large enough to be stat'ed on several threads still comes in name order, each file
    /// with its own stamp, files not wanted left out and links to folders inside still followed.
    @Test func aLargeFolderComesInNameOrderWithItsStamps() throws {
        let folder = try TemporaryFolder()
        let names = (0..<700).map { String(format: "r%04d.md", ($0 * 389) % 700) }
        for (index, name) in names.enumerated() { try folder.write(name, String(repeating: "x", count: index)) }
        for index in 0..<50 { try folder.write("image\(index).png", "") }
        try folder.write("sub/inner.md", "# inner\n")
        #expect(symlink(folder.path + "/sub", folder.path + "/alias") == 0)  // walked before `sub`, which is then not walked again
        let walk = try RecipeFileWalk([folder.path])
        #expect(walk.files.map { String($0.path.dropFirst(folder.path.count + 1)) } == names.sorted() + ["alias/inner.md"])
        for file in walk.files { #expect(file.stamp == FileStamp.of(file.path)) }
        #expect(walk.diagnostics.isEmpty)
    }

    /// F11: a link to `/` and a link back up are reported and not followed; a link to a folder
    /// inside the tree is followed once.
    @Test func linksAreFollowedOnlyInsideTheFoldersGiven() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.md", "# a\n")
        try folder.write("sub/b.md", "# b\n")
        #expect(symlink("/", folder.path + "/root") == 0)
        #expect(symlink(folder.path, folder.path + "/sub/up") == 0)
        #expect(symlink(folder.path + "/sub", folder.path + "/alias") == 0)
        let walk = try RecipeFileWalk([folder.path])
        #expect(walk.files.map { String($0.path.dropFirst(folder.path.count)) } == ["/a.md", "/alias/b.md"])
        let messages = walk.diagnostics.map { String($0.path.dropFirst(folder.path.count)) + ": " + $0.message }
        #expect(messages.contains("/root: symbolic link to /, outside the folders given; not followed"))
        #expect(messages.contains { $0.hasPrefix("/alias/up: symbolic link back to ") && $0.hasSuffix("(a loop); not followed") })
        #expect(walk.diagnostics.count == 2)
    }

    @Test func pseudoFileSystemsAreNotWalked() throws {
        let walk = try RecipeFileWalk(["/proc/self"])
        #expect(walk.files.isEmpty)
        #expect(walk.diagnostics.map(\.message) == ["/proc is not searched for files; skipped"])
    }

    /// F10: a Latin-1 name is reported with its folder, never dropped silently.
    @Test func aNameThatIsNotUTF8IsReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("ok.md", "# ok\n")
        let fd = open(folder.path + "/caf\u{E9}.tmp", O_WRONLY | O_CREAT, 0o644)  // a valid name, renamed to Latin-1 bytes
        close(fd)
        let latin1 = Array((folder.path + "/caf").utf8) + [0xE9] + Array(".md".utf8)
        #expect(rename(folder.path + "/caf\u{E9}.tmp", latin1.map { CChar(bitPattern: $0) } + [0]) == 0)
        let walk = try RecipeFileWalk([folder.path])
        #expect(walk.files.map(\.path) == [folder.path + "/ok.md"])
        #expect(walk.diagnostics.map(\.path) == [folder.path + "/caf\u{FFFD}.md"])
        #expect(walk.diagnostics.first?.message.contains("not valid UTF-8") == true)
    }

    /// F20: the reason is the system's (errno), not always "no such file".
    @Test func errorsNameTheirRealCause() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.md", "# a\n")
        #expect(symlink(folder.path + "/loop", folder.path + "/loop") == 0)
        #expect(throws: CatalogLoader.PathError(path: file + "/x", reason: "not a directory")) { try RecipeFileWalk([file + "/x"]) }
        #expect(throws: CatalogLoader.PathError(path: folder.path + "/loop", reason: "too many levels of symbolic links")) {
            try RecipeFileWalk([folder.path + "/loop"])
        }
        #expect(throws: CatalogLoader.PathError(path: folder.path + "/none", reason: "no such file or directory")) {
            try RecipeFileWalk([folder.path + "/none"])
        }
    }

    /// F20: a recipe nested deeper than `PATH_MAX` is found and read.
    @Test func foldersBeyondPathMaxAreWalkedAndRead() throws {
        let folder = try TemporaryFolder()
        let component = String(repeating: "d", count: 200)
        var fd = open(folder.path, O_RDONLY | O_DIRECTORY)
        for _ in 0..<25 {
            #expect(mkdirat(fd, component, 0o755) == 0)
            let next = openat(fd, component, O_RDONLY | O_DIRECTORY)
            close(fd)
            fd = next
        }
        let file = openat(fd, "deep.md", O_WRONLY | O_CREAT, 0o644)
        let text = HouseFormatTests.good
        _ = text.withCString { write(file, $0, strlen($0)) }
        close(file)
        close(fd)
        let catalog = try CatalogLoader().load(paths: [folder.path])
        #expect(catalog.recipes.map(\.title) == ["Slider"])
        #expect(catalog.recipes.first.map { $0.source.path.utf8.count > Int(PATH_MAX) } == true)
        #expect(catalog.diagnostics.isEmpty)
    }
}
