import RecipeKit

/// The immutable index: text units, documents made of units, a forward index (per document, its
/// terms sorted by id with their BM25F impact and occurrences) for random access, and an inverted
/// index (per term, documents by descending impact) for top-k sorted access.
final class IndexStorage: Sendable {
    let catalog: Catalog
    let vocabulary: Vocabulary
    let recipeFacts: [RecipeFacts]
    let recipeIDs: [String]
    /// Tokens read while indexing (whole words and parts), for statistics.
    let tokenCount: Int
    /// Per-document work arrays for queries.
    let scratch: ScratchPool

    // MARK: - Units: one field of one recipe (one pitfall's text, one code block, one tag…)
    /// The text of each unit (shares storage with the catalog's strings).
    let unitText: [String]
    let unitField: [SearchField]
    let unitRecipe: [Int32]
    let unitElement: [Int32]

    // MARK: - Documents: recipes, pitfalls and prefer-native notes
    let docKind: [SearchHit.Kind]
    let docRecipe: [Int32]
    /// Pitfall or prefer-native index; -1 for recipe documents.
    let docElement: [Int32]
    /// `docUnitStart[d]..<docUnitStart[d + 1]` index `docUnits` and `docUnitIsContext`; a unit's
    /// offset in that range is its *slot* in the document.
    let docUnitStart: [Int32]
    let docUnits: [Int32]
    /// True for the recipe's title, type names and tags copied into a pitfall or note document.
    let docUnitIsContext: [Bool]
    /// The recipe document of each recipe.
    let recipeDoc: [Int32]

    // MARK: - Forward index: `forwardStart[d]..<forwardStart[d + 1]` are document d's entries
    let forwardStart: [Int32]
    let forwardTerm: [UInt32]
    let forwardImpact: [Float]
    /// `forwardOccurrenceStart[e]..<forwardOccurrenceStart[e + 1]` index `occurrences`: entry e's
    /// occurrences in slot order.
    let forwardOccurrenceStart: [Int32]
    let occurrences: [Occurrence]

    // MARK: - Inverted index, impact-ordered
    let postingStart: [Int32]
    let postingDoc: [UInt32]
    let postingImpact: [Float]

    init(
        catalog: Catalog, vocabulary: Vocabulary, layout: DocumentLayout, tokenCount: Int,
        forwardStart: [Int32], forwardTerm: [UInt32], forwardImpact: [Float],
        forwardOccurrenceStart: [Int32], occurrences: [Occurrence],
        postingStart: [Int32], postingDoc: [UInt32], postingImpact: [Float]
    ) {
        self.catalog = catalog
        self.vocabulary = vocabulary
        self.recipeFacts = catalog.recipes.map(RecipeFacts.init)
        self.recipeIDs = catalog.recipes.map(\.id)
        self.tokenCount = tokenCount
        self.unitText = layout.unitText
        self.unitField = layout.unitField
        self.unitRecipe = layout.unitRecipe
        self.unitElement = layout.unitElement
        self.docKind = layout.docKind
        self.docRecipe = layout.docRecipe
        self.docElement = layout.docElement
        self.docUnitStart = layout.docUnitStart
        self.docUnits = layout.docUnits
        self.docUnitIsContext = layout.docUnitIsContext
        self.recipeDoc = layout.recipeDoc
        self.forwardStart = forwardStart
        self.forwardTerm = forwardTerm
        self.forwardImpact = forwardImpact
        self.forwardOccurrenceStart = forwardOccurrenceStart
        self.occurrences = occurrences
        self.postingStart = postingStart
        self.postingDoc = postingDoc
        self.postingImpact = postingImpact
        self.scratch = ScratchPool(documents: layout.docKind.count)
    }

    var documentCount: Int { docKind.count }

    /// The original text of a unit.
    func text(ofUnit unit: Int) -> String { unitText[unit] }

    /// Approximate bytes held by the index arrays (not counting the catalog).
    var byteCount: Int {
        occurrences.count * MemoryLayout<Occurrence>.stride
            + forwardTerm.count * 12 + postingDoc.count * 8
            + unitField.count * 13 + docKind.count * 13 + docUnits.count * 5
            + vocabulary.bytes.count + vocabulary.stemBytes.count + vocabulary.count * 16
    }
}
