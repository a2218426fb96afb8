import RecipeKit
import Testing

@testable import RecipeSearch

/// The term-at-a-time coverage search leaves long lists unread only where they cannot change the
/// answer: on a catalog of near-copies (where common words fill most documents and rare typo and
/// stem neighbours give common words high bounds), its pools score exactly as the threshold
/// algorithm's, which reads every list it needs document by document.
@Suite struct CoverageSearchTests {
    /// 240 recipes made of six subjects, each copy with its own number, sharing the common words
    /// "view", "update", "state", "SwiftUI", with rare words in one subject each.
    static let catalog: Catalog = {
        let subjects: [(type: String, title: String, pitfalls: [(String, String)])] = [
            (
                "MKMapView", "Map view with annotations",
                [
                    ("Annotations do not update.", "The view keeps old annotations when the state changes; update them in place."),
                    ("The region jumps back.", "Writing the state during an update moves the map view again.")
                ]
            ),
            (
                "SFSafariViewController", "Safari view for a login page",
                [
                    ("The sheet does not dismiss.", "The safari view stays after login; dismiss it from the delegate, not the state."),
                    ("A blank white screen first.", "The view renders nothing until the page loads.")
                ]
            ),
            (
                "UIActivityViewController", "Share sheet for a link",
                [
                    ("Crash on iPad.", "The share sheet needs a source view on iPad or it raises an exception.")
                ]
            ),
            (
                "UITextView", "Text view editing attributed text",
                [
                    ("The cursor jumps to the end.", "Setting the text on every update moves the caret; compare the state first."),
                    ("Updates loop forever.", "The delegate writes the binding, which updates the view, which calls the delegate.")
                ]
            ),
            (
                "PHPickerViewController", "Photo picker for images",
                [
                    ("The picker never closes.", "Dismiss the picker in the delegate; the SwiftUI state alone does not.")
                ]
            ),
            (
                "WKWebView", "Web view that loads a page",
                [
                    ("The page reloads on every update.", "Load in makeUIView, not in updateUIView, or each state change reloads.")
                ]
            )
        ]
        var recipes: [Recipe] = []
        for copy in 0..<40 {
            for (s, subject) in subjects.enumerated() {
                let words = ["SwiftUI", "view", "update", "state"].shuffledDeterministically(seed: copy * 7 + s)
                recipes.append(
                    TestCatalog.recipe(
                        "\(subject.type.lowercased())-\(copy)", title: "\(subject.title) (\(copy))",
                        summary: "A SwiftUI \(words.joined(separator: " ")) wrapper, copy \(copy).",
                        wrapper: Wrapper(protocol: .uiView, typeName: "Wrapped\(s)", wrappedType: subject.type),
                        pitfalls: subject.pitfalls.map { (title: $0.0, text: $0.1) },
                        minimum: DeploymentTarget(platform: .iOS, version: OSVersion(13 + (copy + s) % 5))))
            }
        }
        // One word in one document: the other 19 places of a pool go to common words alone.
        recipes.append(
            TestCatalog.recipe(
                "altimeter", title: "Altimeter readings", summary: "Relative altitude in a SwiftUI view.",
                wrapper: Wrapper(protocol: .uiView, typeName: "AltitudeView", wrappedType: "UILabel")))
        return Catalog(recipes: recipes)
    }()

    static let index = SearchIndex(catalog: catalog)

    static let questions = [
        "Annotations won't update if there is another @State var on the view",
        "SwiftUI safari view sheet does not dismiss after login",
        "share sheet crashes on iPad when the SwiftUI view updates",
        "text view cursor jumps to the end on every state updat",
        "photo pikcer never closes when the state changes in SwiftUI",
        "web view reloads the page on every update of the state",
        "the SwiftUI state of my view does not update",
        "altimeter view state does not update in SwiftUI",
        // Only words whose every list is long: nothing is known until some are read.
        "view state"
    ]

    @Test(arguments: questions) func itsPoolScoresAsTheThresholdAlgorithmsDoes(_ question: String) throws {
        let storage = Self.index.storage
        let words = CompoundWords.split(QueryParser.parse(question), storage.vocabulary).filter { !$0.isOptional }
        let terms = words.map { PreparedTerm($0, storage: storage) }
        for target in [nil, DeploymentTarget(platform: .iOS, version: OSVersion(15))] {
            let filter = DocumentFilter(SearchQuery(text: question, target: target), emptyText: false, storage: storage)
            var pools = [SearchPool(filter: filter.withParents, size: 20)]
            if target != nil { pools.append(SearchPool(filter: filter.hidden.withParents, size: 12)) }
            let found = try #require(CoverageSearch(terms: terms, storage: storage).run(pools))
            for (pool, result) in zip(pools, found) {
                let expected = ThresholdSearch(terms: terms, filter: pool.filter, storage: storage, poolSize: pool.size).run(.coverage)
                #expect(result.count == expected.count)
                for (a, b) in zip(result.map(\.score), expected.map(\.score)) {
                    #expect(abs(a - b) <= 1e-4 * max(a, b), "\(question): \(result.map(\.score)) vs \(expected.map(\.score))")
                }
            }
        }
    }

    @Test func aQuestionAnswersFromTheTellingWordsOfANearCopyCatalog() {
        let hits = Self.index.search(SearchQuery(text: "SwiftUI safari view sheet does not dismiss after login", limit: 5)).hits
        #expect(!hits.isEmpty)
        #expect(hits.allSatisfy { $0.recipeID.hasPrefix("sfsafariviewcontroller-") })
    }
}

private extension Array {
    /// The same order for the same seed (a linear congruential shuffle), so the catalog is fixed.
    func shuffledDeterministically(seed: Int) -> [Element] {
        var copy = self
        var state = UInt64(seed &* 2_654_435_761 &+ 1)
        for i in stride(from: copy.count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            copy.swapAt(i, Int(state >> 33) % (i + 1))
        }
        return copy
    }
}
