import Dispatch
import RecipeKit

/// The immutable index: text units (each pointing at its body: a distinct text with its terms and
/// their occurrences, kept once), documents made of units, a forward index (per document, its
/// terms sorted by id with their BM25F impact) for random access, and an inverted index (per term,
/// documents by descending impact) for top-k sorted access.
///
/// The large arrays are `Column`s: copies of what `IndexBuilder` made, or views into a mapped
/// index file (`IndexFile`), so that a search from the cache reads only the pages it needs.
final class IndexStorage: Sendable {
    let vocabulary: Vocabulary
    /// Names, titles, lines and versions of the recipes and their parts, for hits and filters.
    let directory: RecipeDirectory
    /// The model's deployment rules for these recipes, and which recipes each filter rejects.
    let rules: RecipeRules
    /// Tokens read while indexing (whole words and parts), for statistics.
    let tokenCount: Int
    /// Per-document work arrays for queries.
    let scratch: ScratchPool

    // MARK: - Units: one field of one recipe (one pitfall's text, one code block, one tag…)
    /// The body of each unit: units with the same text share one (`UnitBodies`).
    let unitBody: Column<Int32>
    let unitField: [SearchField]
    let unitElement: Column<Int32>

    // MARK: - Documents: recipes, pitfalls and prefer-native notes
    let docKind: [SearchHit.Kind]
    let docRecipe: Column<Int32>
    /// Pitfall or prefer-native index; -1 for recipe documents.
    let docElement: Column<Int32>
    /// The units of each document, by *slot*: its own, then (pitfall and note documents) the
    /// recipe's title, type names and tags as context.
    let documentUnits: DocumentUnits
    /// The recipe document of each recipe.
    let recipeDoc: Column<Int32>
    /// Each document's place in the order of titles (the pitfall's lead-in, else the recipe's
    /// title); equal titles share a rank. Ties between equal scores break on it.
    let docTitleRank: Column<UInt32>

    // MARK: - Bodies: the distinct unit texts
    /// The original text of each body.
    let bodyText: TextTable
    /// `bodyTermStart[b]..<bodyTermStart[b + 1]` index `bodyTerm` and `bodyTermOccurrenceStart`:
    /// body b's distinct terms, ascending.
    let bodyTermStart: Column<Int32>
    let bodyTerm: Column<UInt32>
    /// `bodyTermOccurrenceStart[p]..<bodyTermOccurrenceStart[p + 1]` index `occurrences`: the
    /// occurrences of the p-th (body, term) pair, in text order, coded (`OccurrenceCode`).
    let bodyTermOccurrenceStart: Column<Int32>
    let occurrences: Column<UInt8>

    // MARK: - Forward index: `forwardStart[d]..<forwardStart[d + 1]` are document d's entries
    let forwardStart: Column<Int32>
    let forwardTerm: Column<UInt32>
    let forwardImpact: Column<Float>

    // MARK: - Inverted index, impact-ordered
    let postingStart: Column<Int32>
    let postingDoc: Column<UInt32>
    let postingImpact: Column<Float>

    /// Every part, as read from an index file (or converted from what the builder made).
    struct Parts {
        var vocabulary: Vocabulary
        var directory: RecipeDirectory
        var tokenCount: Int
        var unitBody: Column<Int32>
        var unitField: [SearchField]
        var unitElement: Column<Int32>
        var docKind: [SearchHit.Kind]
        var docRecipe, docElement: Column<Int32>
        var documentUnits: DocumentUnits
        var recipeDoc: Column<Int32>
        var docTitleRank: Column<UInt32>
        var bodyText: TextTable
        var bodyTermStart: Column<Int32>
        var bodyTerm: Column<UInt32>
        var bodyTermOccurrenceStart: Column<Int32>
        var occurrences: Column<UInt8>
        var forwardStart: Column<Int32>
        var forwardTerm: Column<UInt32>
        var forwardImpact: Column<Float>
        var postingStart: Column<Int32>
        var postingDoc: Column<UInt32>
        var postingImpact: Column<Float>
    }

    init(_ parts: Parts) {
        vocabulary = parts.vocabulary
        directory = parts.directory
        rules = RecipeRules(parts.directory)
        tokenCount = parts.tokenCount
        unitBody = parts.unitBody
        unitField = parts.unitField
        unitElement = parts.unitElement
        docKind = parts.docKind
        docRecipe = parts.docRecipe
        docElement = parts.docElement
        documentUnits = parts.documentUnits
        recipeDoc = parts.recipeDoc
        docTitleRank = parts.docTitleRank
        forwardStart = parts.forwardStart
        forwardTerm = parts.forwardTerm
        forwardImpact = parts.forwardImpact
        bodyText = parts.bodyText
        bodyTermStart = parts.bodyTermStart
        bodyTerm = parts.bodyTerm
        bodyTermOccurrenceStart = parts.bodyTermOccurrenceStart
        occurrences = parts.occurrences
        postingStart = parts.postingStart
        postingDoc = parts.postingDoc
        postingImpact = parts.postingImpact
        scratch = ScratchPool(documents: parts.docKind.count)
    }

    /// The storage for what `IndexBuilder` made of a catalog: `kept` and `bodyText` (the text of
    /// each body) from the catalog itself, the rest from its tokens.
    convenience init(
        kept: CatalogParts, bodyText: TextTable, vocabulary: Vocabulary, layout: DocumentLayout, unitBodies: UnitBodies, tokenCount: Int,
        forwardStart: [Int32], forwardTerm: [UInt32], forwardImpact: [Float], bodies: BodyOccurrences,
        postingStart: [Int32], postingDoc: [UInt32], postingImpact: [Float]
    ) {
        self.init(
            Parts(
                vocabulary: vocabulary, directory: kept.directory, tokenCount: tokenCount,
                unitBody: Column(unitBodies.unitBody), unitField: layout.unitField,
                unitElement: Column(layout.unitElement),
                docKind: layout.docKind, docRecipe: Column(layout.docRecipe), docElement: Column(layout.docElement),
                documentUnits: DocumentUnits(layout), recipeDoc: Column(layout.recipeDoc),
                docTitleRank: Column(kept.titleRanks),
                bodyText: bodyText, bodyTermStart: Column(bodies.termStart), bodyTerm: Column(bodies.term),
                bodyTermOccurrenceStart: Column(bodies.codeStart), occurrences: Column(bodies.code),
                forwardStart: Column(forwardStart), forwardTerm: Column(forwardTerm), forwardImpact: Column(forwardImpact),
                postingStart: Column(postingStart), postingDoc: Column(postingDoc), postingImpact: Column(postingImpact)))
    }

    var documentCount: Int { docKind.count }
    var recipeCount: Int { directory.recipeCount }

    /// Approximate bytes held by the index arrays: the units, documents, bodies, forward index and
    /// postings (each a 4-byte value per item unless noted), the vocabulary and the directory's texts.
    var byteCount: Int {
        let units = unitField.count * (1 + 4 + 4)  // field, body, element
        let documents = docKind.count * (1 + 4 + 4 + 4) + documentUnits.byteCount + recipeDoc.count * 4  // kind, recipe, element, title rank
        let bodies =
            bodyText.bytes.count + bodyText.start.count * 4 + bodyTermStart.count * 4
            + bodyTerm.count * 8 + occurrences.count
        let forward = forwardStart.count * 4 + forwardTerm.count * 8
        let postings = postingStart.count * 4 + postingDoc.count * 8
        return units + documents + bodies + forward + postings + vocabulary.byteCount + directory.byteCount
    }
}

/// What the storage keeps of the catalog's recipes (it does not keep the catalog): the directory
/// and the title order, made side by side.
struct CatalogParts {
    let directory: RecipeDirectory
    let titleRanks: [UInt32]

    init(_ catalog: borrowing Catalog, _ layout: DocumentLayout) {
        let catalog = copy catalog
        final class Slots: @unchecked Sendable {
            var directory: RecipeDirectory?
            var titleRanks: [UInt32] = []
        }
        let slots = Slots()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 { slots.directory = RecipeDirectory(catalog) } else { slots.titleRanks = TitleOrder.ranks(catalog, layout) }
        }
        directory = slots.directory!
        titleRanks = slots.titleRanks
    }
}

/// The order hits with equal scores are listed in: by title.
enum TitleOrder {
    /// Each document's rank among the titles of all documents (equal titles, equal ranks).
    static func ranks(_ catalog: Catalog, _ layout: DocumentLayout) -> [UInt32] {
        // Read in place: a copy of a recipe retains all of its fields.
        let titles = catalog.recipes.withUnsafeBufferPointer { recipes in
            layout.docKind.indices.map { d -> String in
                let r = Int(layout.docRecipe[d])
                if layout.docKind[d] == .pitfall, let title = recipes[r].pitfalls[Int(layout.docElement[d])].title { return title }
                return recipes[r].title
            }
        }
        // Two ASCII titles compare as their bytes, which is what `String.<` concludes at greater
        // cost (it normalizes); any other pair is left to `String.<`.
        let table = TextTable(titles)
        let isASCII = titles.map { $0.utf8.allSatisfy { $0 < 0x80 } }
        let order = table.bytes.withUnsafeBufferPointer { bytes in
            table.start.withUnsafeBufferPointer { start in
                titles.indices.sorted { a, b in
                    guard isASCII[a], isASCII[b] else { return titles[a] < titles[b] }
                    let x = UnsafeBufferPointer(rebasing: bytes[Int(start[a])..<Int(start[a + 1])])
                    return x.lexicographicallyPrecedes(UnsafeBufferPointer(rebasing: bytes[Int(start[b])..<Int(start[b + 1])]))
                }
            }
        }
        var ranks = [UInt32](repeating: 0, count: titles.count)
        var rank: UInt32 = 0
        for (i, d) in order.enumerated() {
            if i > 0, titles[d] != titles[order[i - 1]] { rank += 1 }
            ranks[d] = rank
        }
        return ranks
    }
}
