import Foundation
import Testing
@testable import RecipeKit

/// The folder walk behind every load: which names are recipes, how folder paths are printed, and
/// that each file comes with the stamp `stat` gives.
@Suite struct RecipeFileWalkTests {
    @Test(arguments: [("a.md", true), ("a.MD", true), ("notes.txt", true), ("x.markdown", true), ("x.Markdown", true),
                      ("README.md", false), ("readme.MD", false), ("x.mdx", false), ("x.", false), ("md", false),
                      (".md", false), ("a.b.md", true), ("é.md", true), ("x.mé", false)])
    func recipeFileNames(_ name: String, _ expected: Bool) {
        #expect(RecipeFileWalk.isRecipeFile(name) == expected)
    }

    @Test(arguments: [("Recipes", "Recipes"), ("Recipes/", "Recipes"), ("Recipes//", "Recipes"), ("a//b/", "a/b"), ("/", "/"), ("//", "/")])
    func folderPathsAreNormalized(_ path: String, _ expected: String) {
        #expect(RecipeFileWalk.normalized(path) == expected)
    }

    @Test func filesComeInNameOrderWithTheirStamps() throws {
        let root = NSTemporaryDirectory() + "recipes-walk-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        for name in ["b.md", "a.md", "sub/c.md", "README.md", ".hidden.md", "image.png"] {
            try "# x\n".write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
        }
        let walk = try RecipeFileWalk([root + "/"])
        #expect(walk.files.map(\.path) == [root + "/a.md", root + "/b.md", root + "/sub/c.md"])
        for file in walk.files { #expect(file.stamp == FileStamp.of(file.path)) }
        #expect(walk.diagnostics.isEmpty)
    }
}
