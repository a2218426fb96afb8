import RecipeKit
import Testing

@testable import RecipeSearch

/// A query that spells a type name word by word names its recipe, though each word is common.
@Suite struct SpelledTypeNameTests {
    /// Whether `text` spells the type `name`, asked as the ranking asks it, of the name's bytes.
    private func spelled(_ text: String, _ name: String) -> Bool {
        var name = name
        let words = SpelledTypeName(words: QueryParser.parse(text))
        return name.withUTF8 { words.spells($0) }
    }

    @Test func theNameLosesItsPrefixAndAClosingController() {
        #expect(spelled("page control", "UIPageControl"))
        #expect(spelled("safari view", "SFSafariViewController"))
        #expect(spelled("data scanner view", "DataScannerViewController"))
        // One word left is no name: "view" alone names every recipe.
        #expect(!spelled("mtk view", "MTKView"))
        #expect(!spelled("view controller", "UIViewController"))
    }

    @Test func theWordsMustStandInOrderSideBySide() {
        #expect(spelled("current page is wrong in the page control", "UIPageControl"))
        #expect(spelled("two text views", "UITextView"))
        #expect(!spelled("control the page", "UIPageControl"))
        #expect(!spelled("page height and control size", "UIPageControl"))
        // Small words between them do not count: "page of the control" is still the page control.
        #expect(spelled("page of the control", "UIPageControl"))
    }

    /// "page" and "control" are all over the bundled paging scroll view with its refresh control;
    /// together they are the page control.
    @Test func aSpelledNameOutranksARecipeFullOfItsWords() throws {
        try #require(!BundledLibrary.catalog.recipes.isEmpty)
        for text in ["Pagecontrol doesn't work", "Current page does not update correctly when user clicks on page control"] {
            let hits = BundledLibrary.index.search(SearchQuery(text: text, limit: 5)).hits
            #expect(hits.first?.recipeID == "uipagecontrol", "\(text): \(hits.map(\.recipeID))")
        }
    }
}
