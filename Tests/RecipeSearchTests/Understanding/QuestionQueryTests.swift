import RecipeKit
import RecipeSearch
import Testing

/// Long queries are questions: the words that tell recipes apart decide, not how many words match.
@Suite struct QuestionQueryTests {
    @Test func theRareWordOfALongQuestionDecides() {
        // "SwiftUI", "view", "update" are in every recipe; "dismiss"/"dismissal" only in the browser's pitfall.
        #expect(QuestionFixtures.top("SwiftUI view does not update and the safari view fails to dismiss") == "safari-view#p0")
        #expect(QuestionFixtures.top("share sheet crashes on iPad when the SwiftUI view updates") == "share-sheet#p0")
    }

    @Test func wordsThatNeverCarryMeaningAreNotScoredInAQuestion() {
        // All noise but "ipad": the answer is the one pitfall that says iPad.
        #expect(QuestionFixtures.top("SwiftUI issue: app not working properly on iPad, please help") == "share-sheet#p0")
    }

    @Test func quotesInAQuestionAreAPastedMessageNotARequiredPhrase() {
        // The exact message is in no recipe; its telling words are.
        #expect(QuestionFixtures.top("Crash \"the share sheet raised an exception without a source view\" on iPad") == "share-sheet#p0")
        // A short quoted query still needs its phrase.
        #expect(QuestionFixtures.index.search(SearchQuery(text: "\"sheet share\"")).hits.isEmpty)
    }

    @Test func aShortQueryStillNeedsEveryWord() {
        let results = QuestionFixtures.index.search(SearchQuery(text: "slider thumb"))
        #expect(results.hits.map(\.recipeID) == ["slider"])
        #expect(!results.isPartial)
    }

    /// The asker's app or system version ("Version 3.1.1", "iOS 15.6.1") is never a word of the
    /// answer: its numbers do not pick the recipe that says "3D" or "2 lines".
    @Test func aDottedVersionNumberIsNotASearchWord() {
        let player = TestCatalog.recipe(
            "stereo-player", title: "A stereo 3D player",
            summary: "Plays 3D video full window.",
            pitfalls: [("3D video plays flat in 1 inline view.", "The inline player shows 2D video only.")])
        let sheet = TestCatalog.recipe(
            "audio-sheet", title: "An audio player sheet",
            summary: "Plays sound in a sheet.",
            pitfalls: [("Sound keeps playing after dismiss.", "Closing the sheet leaves the player running.")])
        let index = SearchIndex(catalog: Catalog(recipes: [player, sheet]))
        for text in ["Version 3.1.1 sound after dismiss", "updated to 2.3.1, still sound after dismiss on iOS 15.6.1"] {
            let hits = index.search(SearchQuery(text: text)).hits
            #expect(hits.first?.recipeID == "audio-sheet", "\(text): \(hits.map(\.recipeID))")
            #expect(!hits.contains { $0.recipeID == "stereo-player" }, "\(text)")
        }
    }

    /// A sentence is a question even when only two or three of its words mean something: its
    /// small words ("when", "does", "not", "have") must not pick the answer.
    @Test func aSentenceWithFewTellingWordsIsAQuestion() {
        let capture = TestCatalog.recipe(
            "photo-capture", title: "Taking a photo",
            pitfalls: [("Crash on phones without a camera.", "Asking for the camera source where none exists raises an exception.")])
        let scanner = TestCatalog.recipe(
            "scanner", title: "A live scanner",
            pitfalls: [
                (
                    "The preview does not start when the phone is busy.",
                    "When another app has the camera, the session does not have it and reports an error; it is not a crash of yours."
                )
            ])
        let catalog = Catalog(recipes: [scanner, capture])
        let index = SearchIndex(catalog: catalog)
        #expect(QuestionFixtures.top("Crashes when the phone does not have a camera", index: index, catalog: catalog) == "photo-capture#p0")
        // As keywords the same words still need every one of them.
        #expect(QuestionFixtures.top("crash phone camera", index: index, catalog: catalog) == "photo-capture#p0")
    }

    @Test func aPlatformTheQuestionNamesIsPreferred() {
        let mac = TestCatalog.recipe(
            "mac-label", title: "A label view for macOS", summary: "An NSTextField label view that does not update.",
            wrapper: Wrapper(protocol: .nsView, typeName: "MacLabel", wrappedType: "NSTextField"))
        let catalog = Catalog(recipes: QuestionFixtures.catalog.recipes + [mac])
        let index = SearchIndex(catalog: catalog)
        #expect(QuestionFixtures.top("label view does not update on macOS", index: index, catalog: catalog)?.hasPrefix("mac-label") == true)
        #expect(QuestionFixtures.top("label view does not update at all", index: index, catalog: catalog)?.hasPrefix("counter") == true)
    }

    /// A platform written out rules the others out more firmly than one the words imply: the Mac
    /// table view whose pitfall also says "work" must not answer a question that says "iOS".
    @Test func aPlatformWrittenOutOutweighsMoreMatchingWordsElsewhere() {
        let phone = TestCatalog.recipe(
            "phone-table", title: "A table view", wrapper: Wrapper(protocol: .uiView, typeName: "PhoneTable", wrappedType: "UITableView"),
            pitfalls: [("The selection is lost on every update.", "Reloading the data drops the rows the user picked.")])
        let mac = TestCatalog.recipe(
            "mac-table", title: "A table view for macOS",
            wrapper: Wrapper(protocol: .nsView, typeName: "MacTable", wrappedType: "NSTableView"),
            pitfalls: [("The selection does not work after a change.", "Each change of the rows clears the table's selection.")])
        let catalog = Catalog(recipes: [phone, mac])
        let index = SearchIndex(catalog: catalog)
        #expect(QuestionFixtures.top("table view selection does not really work", index: index, catalog: catalog)?.hasPrefix("mac-table") == true)
        #expect(
            QuestionFixtures.top("iOS: table view selection does not really work", index: index, catalog: catalog)?.hasPrefix("phone-table") == true)
    }

    /// A mouse or a trackpad is a Mac's: the question is about the macOS recipe, though it names
    /// neither macOS nor an AppKit type.
    @Test func aMouseOrATrackpadMeansTheMac() {
        let phone = TestCatalog.recipe(
            "phone-zoom", title: "A zooming scroll view", pitfalls: [("Zooming does nothing.", "Without a view to return, nothing scales.")])
        let mac = TestCatalog.recipe(
            "mac-zoom", title: "A zooming scroll view for macOS",
            wrapper: Wrapper(protocol: .nsView, typeName: "MacZoom", wrappedType: "NSScrollView"),
            pitfalls: [("Zooming does nothing.", "Magnification stays off until it is allowed.")])
        let catalog = Catalog(recipes: [phone, mac])
        let index = SearchIndex(catalog: catalog)
        #expect(QuestionFixtures.top("cannot zoom the scroll view with the trackpad", index: index, catalog: catalog) == "mac-zoom#p0")
        // Without such a word the Mac recipe gets no preference: it gains on the iOS one only with the trackpad.
        func macOverPhone(_ question: String) -> Double {
            let hits = index.search(SearchQuery(text: question, limit: 5)).hits.filter { $0.pitfallIndex != nil }
            let score = { (id: String) in hits.first { $0.recipeID == id }?.score ?? 0 }
            return score("mac-zoom") / max(score("phone-zoom"), 1e-9)
        }
        #expect(macOverPhone("cannot zoom the scroll view with the trackpad") > macOverPhone("cannot zoom the scroll view with the fingers") * 1.5)
    }

    @Test func aHalfTypedLastWordWithTooManyCompletionsCountsAsTyped() throws {
        // "vi" could still become view, video, visible, vibrancy…: in a question it tells nothing yet.
        let question = "activity controller crashes on iPad when presented from a toolbar vi"
        let index = BundledLibrary.index
        try #require(!BundledLibrary.catalog.recipes.isEmpty)
        let typing = index.search(SearchQuery(text: question, limit: 10)).hits
        let typed = index.search(SearchQuery(text: question + " ", limit: 10)).hits
        #expect(!typing.isEmpty)
        #expect(typing.map(\.recipeID) == typed.map(\.recipeID))
        #expect(typing.map(\.score) == typed.map(\.score))
    }
}
