import RecipeKit
import RecipeSearch
import Testing

/// Words the index does not know are searched as the known words they are made of.
@Suite struct CompoundWordsTests {
    @Test func aTypeNameWithoutItsPrefixFindsTheType() {
        // `SafariView` is no term of the index; its parts `safari`, `view` are (from SFSafariViewController).
        #expect(QuestionFixtures.top("SafariView")?.hasPrefix("safari-view") == true)
        #expect(QuestionFixtures.top("ActivityViewController crash")?.hasPrefix("share-sheet") == true)
    }

    @Test func wordsGluedTogetherAreSplitIntoKnownWords() {
        #expect(QuestionFixtures.top("sharesheet crashes")?.hasPrefix("share-sheet") == true)
    }

    @Test func aTypoIsCorrectedRatherThanSplit() {
        // One edit from "dragging": not read as "drag" + "ging".
        #expect(QuestionFixtures.top("thumb draggign") == "slider#p0")
    }

    @Test func aCompoundOfCommonPartsWeighsAsOneWord() {
        // `dismissViewControllerAnimated` has three parts every recipe has; the named type decides.
        #expect(QuestionFixtures.top("dismissViewControllerAnimated from SFSafariViewController is ignored")?.hasPrefix("safari-view") == true)
    }
}
