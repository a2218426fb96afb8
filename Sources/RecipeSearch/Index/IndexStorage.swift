import RecipeKit

/// The immutable index: text units with their tokens, documents made of units, a forward index
/// (per document, terms sorted by id with their BM25F impact) for random access, and an inverted
/// index (per term, documents by descending impact) for top-k sorted access.
final class IndexStorage: Sendable {
    let catalog: Catalog
    let vocabulary: Vocabulary
    let recipeFacts: [RecipeFacts]
    let recipeIDs: [String]
    /// The text of each unit (shares storage with the catalog's strings).
    let unitText: [String]
    /// `unitTermStart[u]..<unitTermStart[u + 1]` index `unitTerms`: the unit's distinct terms, sorted.
    let unitTermStart: [Int32]
    let unitTerms: [UInt32]

    // MARK: - Units: one field of one recipe (one pitfall's text, one code block, one tag…)
    let unitField: [SearchField]
    let unitRecipe: [Int32]
    let unitElement: [Int32]
    /// `unitTokenStart[u]..<unitTokenStart[u + 1]` are unit `u`'s tokens.
    let unitTokenStart: [Int32]
    let tokens: [StoredToken]

    // MARK: - Documents: recipes, pitfalls and prefer-native notes
    let docKind: [SearchHit.Kind]
    let docRecipe: [Int32]
    /// Pitfall or prefer-native index; -1 for recipe documents.
    let docElement: [Int32]
    /// `docUnitStart[d]..<docUnitStart[d + 1]` index `docUnits` and `docUnitIsContext`.
    let docUnitStart: [Int32]
    let docUnits: [Int32]
    /// True for the recipe's title, type names and tags copied into a pitfall or note document.
    let docUnitIsContext: [Bool]
    /// The recipe document of each recipe.
    let recipeDoc: [Int32]

    // MARK: - Forward index
    let forwardStart: [Int32]
    let forwardTerm: [UInt32]
    let forwardImpact: [Float]

    // MARK: - Inverted index, impact-ordered
    let postingStart: [Int32]
    let postingDoc: [UInt32]
    let postingImpact: [Float]

    init(
        catalog: Catalog, vocabulary: Vocabulary, unitField: [SearchField], unitRecipe: [Int32], unitElement: [Int32],
        unitTokenStart: [Int32], tokens: [StoredToken], docKind: [SearchHit.Kind], docRecipe: [Int32],
        docElement: [Int32], docUnitStart: [Int32], docUnits: [Int32], docUnitIsContext: [Bool], recipeDoc: [Int32],
        forwardStart: [Int32], forwardTerm: [UInt32], forwardImpact: [Float],
        postingStart: [Int32], postingDoc: [UInt32], postingImpact: [Float]
    ) {
        self.catalog = catalog
        self.vocabulary = vocabulary
        self.recipeFacts = catalog.recipes.map(RecipeFacts.init)
        self.recipeIDs = catalog.recipes.map(\.id)
        self.unitText = unitField.indices.map {
            unitField[$0].text(of: catalog.recipes[Int(unitRecipe[$0])], element: Int(unitElement[$0])) ?? ""
        }
        var termStart: [Int32] = [0]
        var terms: [UInt32] = []
        for u in unitField.indices {
            let distinct = Set(tokens[Int(unitTokenStart[u])..<Int(unitTokenStart[u + 1])].map(\.term)).sorted()
            terms += distinct
            termStart.append(Int32(terms.count))
        }
        self.unitTermStart = termStart
        self.unitTerms = terms
        self.unitField = unitField
        self.unitRecipe = unitRecipe
        self.unitElement = unitElement
        self.unitTokenStart = unitTokenStart
        self.tokens = tokens
        self.docKind = docKind
        self.docRecipe = docRecipe
        self.docElement = docElement
        self.docUnitStart = docUnitStart
        self.docUnits = docUnits
        self.docUnitIsContext = docUnitIsContext
        self.recipeDoc = recipeDoc
        self.forwardStart = forwardStart
        self.forwardTerm = forwardTerm
        self.forwardImpact = forwardImpact
        self.postingStart = postingStart
        self.postingDoc = postingDoc
        self.postingImpact = postingImpact
    }

    var documentCount: Int { docKind.count }

    /// The original text of a unit.
    func text(ofUnit unit: Int) -> String { unitText[unit] }

    /// True when unit `u` contains any of `terms`.
    func unit(_ u: Int, containsAnyOf terms: [UInt32]) -> Bool {
        unitTerms.withUnsafeBufferPointer { all in
            let lo = Int(unitTermStart[u]), hi = Int(unitTermStart[u + 1])
            for term in terms {
                var a = lo, b = hi
                while a < b {
                    let mid = (a + b) >> 1
                    if all[mid] < term { a = mid + 1 } else { b = mid }
                }
                if a < hi, all[a] == term { return true }
            }
            return false
        }
    }

    /// Approximate bytes held by the index arrays (not counting the catalog).
    var byteCount: Int {
        tokens.count * MemoryLayout<StoredToken>.stride
            + (forwardTerm.count + postingDoc.count) * 8 + unitTerms.count * 4
            + (unitField.count * 13) + (docKind.count * 13) + docUnits.count * 5
            + vocabulary.terms.reduce(0) { $0 + $1.utf8.count * 2 + 48 }
    }
}
