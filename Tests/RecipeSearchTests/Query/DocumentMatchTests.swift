import RecipeKit
import Testing

@testable import RecipeSearch

/// A pitfall's or note's match read off its recipe's match is the match made from its own tokens.
@Suite struct DocumentMatchTests {
    @Test func aChildsMatchReadOffItsRecipeIsItsOwn() throws {
        let storage = BundledLibrary.index.storage
        var children = 0
        for query in try EvaluationSet.queries() + ["mapView regionDidChange", "share sheet ipad crash", "Web", "s"] {
            let terms = QueryParser.parse(query).map { PreparedTerm($0, storage: storage) }
            for recipe in 0..<storage.recipeCount {
                let recipeDoc = Int(storage.recipeDoc[recipe])
                let parent = DocumentMatch(doc: recipeDoc, terms: terms, storage)
                let end = recipe + 1 < storage.recipeCount ? Int(storage.recipeDoc[recipe + 1]) : storage.documentCount
                for child in (recipeDoc + 1)..<end {
                    let own = DocumentMatch(doc: child, terms: terms, storage)
                    // The values the ranker reads for a child before it is matched are its match's own.
                    let values = terms.map { $0.value(in: child, storage) }
                    #expect(values == own.values, "\(query) \(child)")
                    let derived = DocumentMatch(doc: child, recipe: parent, values: values, terms: terms, storage)
                    #expect(derived.requiredWords == own.requiredWords)
                    for w in terms.indices {
                        #expect(Self.keys(derived.occurrences(of: w)) == Self.keys(own.occurrences(of: w)), "\(query) \(child) word \(w)")
                    }
                    children += 1
                }
            }
            if children > 40_000 { break }
        }
        #expect(children > 5_000)
    }

    /// Every field of each occurrence, in one order.
    private static func keys(_ occurrences: ArraySlice<DocumentMatch.Occurrence>) -> [String] {
        occurrences.map { o in
            "\(o.word) \(o.slot) \(o.unit) \(o.isContext) \(o.position) \(o.endPosition) \(o.start) \(o.length) \(o.isLiteral)"
        }.sorted()
    }
}
