import RecipeKit
import Testing

@testable import RecipeSearch

/// A half-typed word opens every completion while they hold few postings, so that the searches
/// read its lists instead of looking it up document by document; a prefix of many postings keeps
/// only its strongest completions open.
@Suite struct PreparedTermTests {
    /// Thirty words that start with "pre", each in one recipe, and "view" in every recipe.
    static let catalog = Catalog(
        recipes: (0..<30).map { i in
            let word = "pre" + String(UnicodeScalar(UInt8(97 + i % 26))) + String(repeating: "x", count: i / 26 + 1) + "ing"
            return TestCatalog.recipe("r\(i)", title: "A \(word) view number \(i)", summary: "Each view has its own \(word).")
        })
    static let index = SearchIndex(catalog: catalog)

    @Test func aPrefixOfFewPostingsOpensEveryCompletion() {
        let storage = Self.index.storage
        let term = PreparedTerm(QueryWord(term: "pre", isPrefix: true, isOptional: false, phrase: nil, isExact: false), storage: storage)
        #expect(storage.vocabulary.prefixRange("pre").count == 30)
        #expect(term.unstreamedBound == 0)
        #expect(term.streams.count == 30)
        // Reading its lists finds every document a lookup would.
        let hits = Self.index.search(SearchQuery(text: "view pre", limit: 100)).hits
        #expect(Set(hits.map(\.recipeID)) == Set(Self.catalog.recipes.map(\.id)))
    }

    @Test func aPrefixOfManyPostingsKeepsItsStrongestCompletionsOpen() {
        let storage = BundledLibrary.index.storage
        let term = PreparedTerm(QueryWord(term: "s", isPrefix: true, isOptional: false, phrase: nil, isExact: false), storage: storage)
        #expect(term.streams.count - term.expansions.count == PreparedTerm.prefixStreamCap)
        #expect(term.unstreamedBound > 0)
    }
}
