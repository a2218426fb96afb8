import Foundation
import Testing

/// `recipes search` says what its filters hid and when a query has nothing to search for.
@Suite struct SearchFiltersAndWordsTests {
    let cacheHome = scratchFolder + "/recipes-search-filters-" + UUID().uuidString

    static let shareRecipe = """
        # UIActivityViewController share sheet

        > Present the system share sheet from SwiftUI.

        - Platform: iOS
        - Minimum: iOS 13
        - Tags: share, sheet

        ## Wrapper

        ```swift
        struct ShareSheet: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIActivityViewController {
                UIActivityViewController(activityItems: [], applicationActivities: nil)
            }
            func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
        }
        ```

        ## Pitfalls

        - **The share sheet crashes on iPad.** Without a source view the popover raises an exception.

        ## Prefer native

        - iOS 16: `ShareLink` replaces the wrapper: it presents the share sheet itself.
        """

    private func run(_ arguments: [String]) throws -> BinaryRunner.Output {
        try BinaryRunner.run(arguments, environment: ["XDG_CACHE_HOME": cacheHome])
    }

    private func library() throws -> String {
        let path = scratchFolder + "/recipes-search-filters-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Self.shareRecipe.write(toFile: path + "/share.md", atomically: true, encoding: .utf8)
        return path
    }

    @Test func theHumanOutputNamesWhatTheFiltersHid() throws {
        let dir = try library()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try run(["search", "share", "sheet", "ipad", "crash", "--target", "ios16", "--needs-wrapper", "--recipes", dir])
        #expect(result.status == 1)
        #expect(
            result.stdout.hasSuffix(
                "0 hits; 1 hidden at iOS 16 · still needed: UIActivityViewController, replaced by ShareLink (iOS 16+)\n"))
        // Without the still-needed filter the recipe applies at iOS 16 and is the hit.
        let shown = try run(["search", "share", "sheet", "ipad", "crash", "--target", "ios16", "--recipes", dir])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("pitfall The share sheet crashes on iPad"))
        #expect(!shown.stdout.contains("hidden"))
    }

    @Test func theJSONListsEachHiddenRecipeWithItsReason() throws {
        let dir = try library()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try run(["search", "--json", "share sheet crash", "--target", "ios12", "--recipes", dir])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let hidden = try #require(object["hidden"] as? [[String: String]])
        #expect(hidden == [["id": "share", "kind": "needsNewerTarget", "reason": "needs iOS 13"]])
        #expect((object["hits"] as? [Any])?.isEmpty == true)
    }

    @Test func aQueryWithoutASearchableWordSaysSoAndExitsOne() throws {
        let dir = try library()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for query in [".*", "???", "👨‍👩‍👧", String(repeating: "q", count: 65)] {
            let result = try run(["search", query, "--recipes", dir])
            #expect(result.status == 1, "\(query)")
            #expect(result.stdout.isEmpty, "\(query)")
            #expect(result.stderr.contains("no searchable words in the query"), "\(query)")
        }
        let long = try run(["search", String(repeating: "q", count: 65), "--recipes", dir])
        #expect(long.stderr.contains("words over 64 characters are not indexed"))
    }

    @Test func aWordTooLongToIndexIsReportedAndTheRestIsSearched() throws {
        let dir = try library()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try run(["search", "share", String(repeating: "x", count: 70), "--recipes", dir])
        #expect(result.status == 0)
        #expect(result.stdout.contains("share"))
        #expect(result.stderr.contains("note: ignored xxxxxxxxxxxxxxxxxxxxxxxx…: words over 64 characters are not indexed"))
    }
}

/// `recipes search regionDidChange` lands on the delegate method's entry.
@Suite struct SearchDelegateMethodTests {
    @Test func theJSONAndTheHumanOutputNameTheDelegateMethod() throws {
        let cache = scratchFolder + "/recipes-search-delegate-" + UUID().uuidString
        let json = try BinaryRunner.run(["search", "--json", "regionDidChange", "--limit", "1"], environment: ["XDG_CACHE_HOME": cache])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let hit = try #require((object["hits"] as? [[String: Any]])?.first)
        #expect(hit["kind"] as? String == "delegateMethod")
        #expect(hit["id"] as? String == "mkmapview")
        #expect(hit["selector"] as? String == "mapView(_:regionDidChangeAnimated:)")
        #expect(hit["delegateProtocol"] as? String == "MKMapViewDelegate")
        let human = try BinaryRunner.run(["search", "regionDidChange", "--limit", "1"], environment: ["XDG_CACHE_HOME": cache])
        #expect(human.stdout.contains("  delegate mapView(_:regionDidChangeAnimated:)  MKMapViewDelegate  "))
    }
}
