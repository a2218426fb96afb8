import Foundation
import Testing

/// Recipes imported from a user's documents name their file; loading problems are summed up once,
/// each one shown with `--verbose`; `lint --explain` prints the importer's decisions.
@Suite struct ImportProvenanceTests {
    static let wrapper = """
        # Notes on a map

        ```swift
        struct TrailMap: UIViewRepresentable {
            func makeUIView(context: Context) -> MKMapView { MKMapView() }
            func updateUIView(_ map: MKMapView, context: Context) {}
        }
        ```

        ## Gotchas

        - **Region loops.** Compare before setting the region.
        """

    private func folder(_ files: [String: String]) throws -> String {
        let path = scratchFolder + "/recipes-provenance-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        return path
    }

    @Test func listNamesTheSourceFileOfImportedRecipes() throws {
        let dir = try folder(["hiking.md": Self.wrapper, "biking.md": Self.wrapper])
        let result = try BinaryRunner.run(["list", "--no-cache", "--recipes", dir])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("SOURCE") == true)
        // The same title from two files: told apart by the file.
        #expect(lines.contains { $0.contains("TrailMap") && $0.hasSuffix("biking.md:4") })
        #expect(lines.contains { $0.contains("TrailMap") && $0.hasSuffix("hiking.md:4") })
    }

    @Test func loadingProblemsAreSummedUpOnceAndShownWithVerbose() throws {
        let dir = try folder(["map.md": Self.wrapper, "prose.md": "# Just prose\n\nNo code here.\n"])
        let quiet = try BinaryRunner.run(["list", "--no-cache", "--recipes", dir])
        let summaries = quiet.stderr.split(separator: "\n").filter { $0.contains("while loading") }
        #expect(summaries.count == 1)
        #expect(summaries.first?.contains("2 files, 1 warning while loading") == true)
        #expect(!quiet.stderr.contains("no representable found"))
        let verbose = try BinaryRunner.run(["list", "--no-cache", "--verbose", "--recipes", dir])
        #expect(verbose.stderr.contains("prose.md:1: warning: no representable found"))
    }

    @Test func explainPrintsTheTree() throws {
        let dir = try folder(["map.md": Self.wrapper])
        let result = try BinaryRunner.run(["lint", "--explain", dir + "/map.md"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                \(dir)/map.md (third-party): 1 recipe
                └─ TrailMap [UIViewRepresentable TrailMap → MKMapView]
                   ├─ wrapper lines 4-7
                   └─ pitfall line 12

                """)
    }
}
