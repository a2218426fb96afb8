import RecipeKit
import Testing

@testable import RecipeSearch

/// A query that spells a type name word by word names its recipe, though each word is common.
@Suite struct SpelledTypeNameTests {
    @Test func theNameLosesItsPrefixAndAClosingController() {
        func spelled(_ text: String, _ name: String) -> Bool { SpelledTypeName(words: QueryParser.parse(text)).spells(name) }
        #expect(spelled("page control", "UIPageControl"))
        #expect(spelled("safari view", "SFSafariViewController"))
        #expect(spelled("data scanner view", "DataScannerViewController"))
        // One word left is no name: "view" alone names every recipe.
        #expect(!spelled("mtk view", "MTKView"))
        #expect(!spelled("view controller", "UIViewController"))
    }

    @Test func theWordsMustStandInOrderSideBySide() {
        func words(_ text: String) -> [QueryWord] { QueryParser.parse(text) }
        #expect(SpelledTypeName(words: words("current page is wrong in the page control")).spells("UIPageControl"))
        #expect(SpelledTypeName(words: words("two text views")).spells("UITextView"))
        #expect(!SpelledTypeName(words: words("control the page")).spells("UIPageControl"))
        #expect(!SpelledTypeName(words: words("page height and control size")).spells("UIPageControl"))
        // Small words between them do not count: "page of the control" is still the page control.
        #expect(SpelledTypeName(words: words("page of the control")).spells("UIPageControl"))
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
