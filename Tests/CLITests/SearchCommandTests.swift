import Foundation
import Testing

/// `recipes search` end to end: the built binary's stdout, stderr, exit codes and catalog cache.
/// Every run gets its own `XDG_CACHE_HOME`, so the user's cache is never touched.
@Suite struct SearchCommandTests {
    let cacheHome = scratchFolder + "/recipes-search-cache-" + UUID().uuidString

    static let mapRecipe = """
        # Trail map

        > Wrap `MKMapView` with a bound region.

        - Platform: iOS
        - Minimum: iOS 16
        - Tags: map

        ## Wrapper

        ```swift
        struct TrailMap: UIViewRepresentable {
            func makeUIView(context: Context) -> MKMapView { MKMapView() }
            func updateUIView(_ map: MKMapView, context: Context) {}
        }
        ```

        ## Call site

        ```swift
        struct S: View { var body: some View { TrailMap() } }
        ```

        ## Pitfalls

        - **The region loops.** Writing the binding from `regionDidChangeAnimated` makes the map jitter.
        - **Pins flicker.** Removing every annotation on update redraws them all.

        ## Prefer native

        - iOS 17: `Map` with `MapContentBuilder`.
        """

    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> BinaryRunner.Output {
        try BinaryRunner.run(arguments, environment: ["XDG_CACHE_HOME": cacheHome].merging(environment) { $1 })
    }

    @discardableResult
    private func folder(_ files: [String: String], in existing: String? = nil) throws -> String {
        let path = existing ?? scratchFolder + "/recipes-search-" + UUID().uuidString
        for (name, text) in files {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
        }
        return path
    }

    private func json(_ output: BinaryRunner.Output) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    private func cacheFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cacheHome + "/recipes")) ?? []).filter { $0.hasSuffix(".bin") }
    }

    @Test func aTypoLandsOnThePitfallInTheBundledLibrary() throws {
        let result = try run(["search", "cursor", "jumps", "nstextview", "--limit", "3"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("nstextview"))
        #expect(result.stdout.contains("pitfall The cursor jumps to the end"))
        #expect(result.stdout.contains("#the-cursor-jumps-to-the-end"))
        #expect(!result.stdout.contains("\u{1B}["))  // no colour when stdout is not a terminal
        // The recipe's pitfalls are its rows, under one line for the recipe.
        #expect(result.stdout.components(separatedBy: "NSTextView in an NSScrollView on macOS").count == 2)
        #expect(result.stdout.hasSuffix("2 hits\n"))
    }

    @Test func jsonGivesKindIdPitfallLineScoreSnippetAndHighlights() throws {
        let dir = try folder(["trail.md": Self.mapRecipe])
        let result = try run(["search", "--json", "region", "loops", "--pitfalls", "--recipes", dir])
        #expect(result.status == 0)
        let hits = try #require(try json(result)["hits"] as? [[String: Any]])
        let hit = try #require(hits.first)
        #expect(hit["kind"] as? String == "pitfall")
        #expect(hit["id"] as? String == "trail")
        #expect(hit["pitfall"] as? Int == 0)
        #expect(hit["pitfallID"] as? String == "the-region-loops")
        #expect(hit["line"] as? Int == 26)
        #expect((hit["score"] as? Double ?? 0) > 0)
        let snippet = try #require(hit["snippet"] as? [String: Any])
        let text = try #require(snippet["text"] as? String)
        let ranges = try #require(snippet["ranges"] as? [[Int]])
        let units = Array(text.utf16)
        // The last is part of regionDidChangeAnimated.
        #expect(ranges.map { String(decoding: units[$0[0]..<$0[1]], as: UTF16.self) } == ["region", "loops", "region"])
        let highlights = try #require(hit["highlights"] as? [[String: Any]])
        #expect(highlights.contains { $0["field"] as? String == "pitfallTitle" })
    }

    @Test func theTargetHidesRecipesAndSaysHowMany() throws {
        let dir = try folder(["trail.md": Self.mapRecipe])
        let hidden = try run(["search", "region", "--target", "ios15", "--recipes", dir])
        #expect(hidden.status == 1)
        let json = try self.json(try run(["search", "--json", "region", "--target", "ios15", "--recipes", dir]))
        #expect(json["hiddenByTarget"] as? Int == 1)
        let shown = try run(["search", "region", "--target", "ios16", "--recipes", dir])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("trail"))
    }

    @Test func needsWrapperDropsRecipesWithANativeReplacement() throws {
        let dir = try folder(["trail.md": Self.mapRecipe])
        #expect(try run(["search", "region", "--target", "ios17", "--needs-wrapper", "--recipes", dir]).status == 1)
        #expect(try run(["search", "region", "--target", "ios16", "--needs-wrapper", "--recipes", dir]).status == 0)
    }

    @Test func nothingFoundExitsOne() throws {
        let result = try run(["search", "zzqxvw", "qqxxzz"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("0 hits"))
    }

    @Test(arguments: [["search"], ["search", "map", "--limit", "0"], ["search", "map", "--limit", "x"], ["search", "map", "--target", "android3"]])
    func usageErrorsExit64(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains("usage: recipes search"))
    }

    @Test func theCacheIsWrittenUnderXDGAndNotWithNoCache() throws {
        let dir = try folder(["trail.md": Self.mapRecipe])
        #expect(try run(["search", "region", "--no-cache", "--recipes", dir]).status == 0)
        #expect(try run(["search", "region", "--recipes", dir], environment: ["RECIPES_NO_CACHE": "1"]).status == 0)
        #expect(cacheFiles().isEmpty)
        let first = try run(["search", "region", "--recipes", dir])
        #expect(cacheFiles().filter { $0.hasPrefix("catalog-") }.count == 1)
        #expect(cacheFiles().filter { $0.hasPrefix("index-") }.count == 1)
        let second = try run(["search", "region", "--recipes", dir])
        #expect(second.stdout == first.stdout)
        #expect(second.stderr.isEmpty)
    }

    @Test func aCorruptCacheIsReportedAndTheSearchStillAnswers() throws {
        let dir = try folder(["trail.md": Self.mapRecipe])
        let clean = try run(["search", "region", "--recipes", dir])
        let file = cacheHome + "/recipes/" + (try #require(cacheFiles().first { $0.hasPrefix("catalog-") }))
        try Data("not a cache".utf8).write(to: URL(fileURLWithPath: file))
        let damaged = try run(["search", "region", "--recipes", dir])
        #expect(damaged.status == 0)
        #expect(damaged.stdout == clean.stdout)
        #expect(damaged.stderr.contains("cache"))
        #expect(try run(["search", "region", "--recipes", dir]).stderr.isEmpty)  // rebuilt
    }

    @Test func aCorruptIndexIsReportedAndTheSearchStillAnswers() throws {
        let dir = try folder(["trail.md": Self.mapRecipe])
        let clean = try run(["search", "region", "--recipes", dir])
        let file = cacheHome + "/recipes/" + (try #require(cacheFiles().first { $0.hasPrefix("index-") }))
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: file))
        let damaged = try run(["search", "region", "--recipes", dir])
        #expect(damaged.stdout == clean.stdout)
        #expect(damaged.stderr.contains("search index cache"))
        #expect(try run(["search", "region", "--recipes", dir]).stderr.isEmpty)
    }

    @Test func anEditedFileIsSearchedAsItIsNow() throws {
        let dir = try folder(["trail.md": Self.mapRecipe])
        #expect(try run(["search", "compass", "--recipes", dir]).status == 1)
        try Self.mapRecipe.replacingOccurrences(of: "Pins flicker", with: "The compass spins")
            .write(toFile: dir + "/trail.md", atomically: true, encoding: .utf8)
        let result = try run(["search", "compass", "--recipes", dir])
        #expect(result.status == 0)
        #expect(result.stdout.contains("The compass spins"))
    }

    /// Backdates every file in `dir` by an hour, so that their stamps can be trusted alone.
    private func settle(_ dir: String) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: dir + "/" + name)
        }
    }

    @Test func unchangedFilesAreSearchedStraightFromTheIndex() throws {
        let dir = try folder(["trail.md": Self.mapRecipe, "broken.md": "# No code here\n\nJust prose.\n"])
        try settle(dir)
        let first = try run(["search", "region", "--recipes", dir])
        #expect(first.status == 0 && first.stderr.contains("warning"))
        let catalogCache = cacheHome + "/recipes/" + (try #require(cacheFiles().first { $0.hasPrefix("catalog-") }))
        try FileManager.default.removeItem(atPath: catalogCache)
        for arguments in [
            ["search", "region"], ["search", "region", "--json"], ["search", "pins", "--pitfalls"], ["search", "map", "--target", "ios17"]
        ] {
            let slow = try run(arguments + ["--no-cache", "--recipes", dir])
            let fast = try run(arguments + ["--recipes", dir])
            #expect(fast.stdout == slow.stdout)
            #expect(fast.stderr == slow.stderr)  // the load's warnings come from the index
            #expect(fast.status == slow.status)
        }
        #expect(!FileManager.default.fileExists(atPath: catalogCache))  // the catalog was never loaded
    }

    @Test func anEditedSettledFileIsSearchedAsItIsNow() throws {
        let dir = try folder(["trail.md": Self.mapRecipe])
        try settle(dir)
        #expect(try run(["search", "compass", "--recipes", dir]).status == 1)
        #expect(try run(["search", "compass", "--recipes", dir]).status == 1)
        try Self.mapRecipe.replacingOccurrences(of: "Pins flicker", with: "The compass spins")
            .write(toFile: dir + "/trail.md", atomically: true, encoding: .utf8)
        try folder(["extra.md": Self.mapRecipe.replacingOccurrences(of: "Trail map", with: "Sextant map")], in: dir)
        try settle(dir)
        let result = try run(["search", "compass", "--recipes", dir])
        #expect(result.stdout.contains("The compass spins"))
        #expect(try run(["search", "sextant", "--recipes", dir]).status == 0)
    }

    @Test func aCorruptIndexOfUnchangedFilesIsReportedOnceAndRebuilt() throws {
        let dir = try folder(["trail.md": Self.mapRecipe])
        try settle(dir)
        let clean = try run(["search", "region", "--recipes", dir])
        let file = cacheHome + "/recipes/" + (try #require(cacheFiles().first { $0.hasPrefix("index-") }))
        for offset in [0.1, 0.5, 0.9] {
            var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            bytes[Int(Double(bytes.count) * offset)] ^= 0x5A
            try bytes.write(to: URL(fileURLWithPath: file))
            let damaged = try run(["search", "region", "--recipes", dir])
            #expect(damaged.stdout == clean.stdout)
            #expect(damaged.stderr.components(separatedBy: "search index cache").count == 2)  // one warning
            #expect(try run(["search", "region", "--recipes", dir]).stderr.isEmpty)  // rebuilt
        }
    }
}
