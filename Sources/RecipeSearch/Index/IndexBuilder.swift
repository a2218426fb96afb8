import CMemory
import Foundation
import RecipeKit

/// Builds an `IndexStorage` from a catalog, spreading every phase but the layout over all cores
/// when the catalog is large: the recipes are cut into chunks, each chunk's units are tokenized
/// and its documents' forward entries built on their own, and the chunks' results are written in
/// place into the index's arrays.
///
/// Scoring is BM25F: per document and term, a pseudo term frequency sums each field's weight ×
/// occurrences, normalised by the field's length against its average; the stored *impact* is
/// `idf × ptf / (k1 + ptf)`. Context units in pitfall and note documents count at half weight.
/// Occurrences (position, UTF-16 range) are kept per distinct unit text (`UnitBodies`) and term,
/// once whatever documents include the unit, so a query finds phrases, proximity and highlights
/// without reading the text again.
enum IndexBuilder {
    static let k1: Float = 1.2
    static let b: Float = 0.75
    static let contextWeight: Float = 0.5

    /// The index of `catalog`. What the index keeps of the catalog itself (its directory, title
    /// order and body texts) is copied out first and the catalog let go, so that when the caller
    /// hands it over (`SearchIndex(catalog:)` with a catalog nothing else holds), its memory is back
    /// with the system before the tokens and the large arrays are made.
    static func build(_ catalog: consuming Catalog, layout given: DocumentLayout? = nil) -> IndexStorage {
        var layout: DocumentLayout
        if let given { layout = given } else { layout = DocumentLayout(catalog) }
        let parts = catalog.recipes.count >= 200 ? Parallel.coreCount * 4 : 1
        let kept = CatalogParts(catalog, layout)
        _ = consume catalog
        let chunks = RecipeChunk.split(layout, parts: parts)
        let unitBodies = UnitBodies(layout)
        let bodyText = TextTable(unitBodies.firstUnit.map { layout.unitText[Int($0)] })
        layout.unitText = []
        // The catalog's texts are gone (unless the caller keeps the catalog).
        returnFreedPages()

        // Tokenize each distinct text once, each chunk with its own term table; one vocabulary
        // sorted by bytes; then each body's occurrences grouped by term, written in place.
        let bodyRuns = chunks.map { unitBodies.firstSeen(in: $0.units) }
        let (vocabulary, bodies) = tokenize(layout, unitBodies, bodyText, bodyRuns)
        // The tokens and term tables are gone.
        returnFreedPages()

        // Forward entries with pseudo term frequencies, then impacts and the impact-ordered lists.
        let context = ForwardChunk.Context(
            layout: layout, unitBody: unitBodies.unitBody, bodies: bodies, fieldOrdinal: layout.unitField.map { UInt8($0.ordinal) },
            averages: averageFieldLengths(layout, unitBodies, bodies), vocabularySize: vocabulary.count)
        let forward = ForwardIndex(chunks, context, documentCount: layout.docKind.count)
        let inverted = InvertedIndex(forward, chunks: chunks, chunkDF: forward.chunkDF, parts: parts)
        let tokenCount = unitBodies.unitBody.reduce(0) { $0 + bodies.tokenCount(ofBody: Int($1)) }
        return IndexStorage(
            kept: kept, bodyText: bodyText, vocabulary: vocabulary, layout: layout, unitBodies: unitBodies, tokenCount: tokenCount,
            forwardStart: forward.start, forwardTerm: forward.term, forwardImpact: forward.impact,
            bodies: bodies, postingStart: inverted.start, postingDoc: inverted.doc, postingImpact: inverted.impact)
    }

    /// Gives the pages of what a phase let go back to the system (glibc keeps freed small blocks
    /// resident until trimmed, and the next phase's arrays do not fit in their holes), so that the
    /// build's peak is the largest phase, not the sum of them all.
    private static func returnFreedPages() { cmemory_release_free_pages() }

    /// The vocabulary, and every body's terms and occurrences. The tokens live only inside this call.
    private static func tokenize(_ layout: DocumentLayout, _ unitBodies: UnitBodies, _ texts: TextTable, _ runs: [Range<Int>])
        -> (Vocabulary, BodyOccurrences)
    {
        let tokenized = Parallel.map(runs.count) { TokenizedBodies(layout, unitBodies, texts, bodies: runs[$0]) }
        let (vocabulary, toVocabulary) = Vocabulary.merging(tokenized.map(\.table))
        var occurrenceBase = [0]
        for run in tokenized { occurrenceBase.append(occurrenceBase.last! + run.tokens.count) }
        var chunks: [BodyOccurrenceChunk] = []
        let occurrences = [Occurrence](unsafeUninitializedCapacity: occurrenceBase.last!) { buffer, count in
            let shared = UnsafeSendableBuffer(buffer: buffer)
            chunks = Parallel.map(runs.count) { c in
                BodyOccurrenceChunk(
                    tokenized[c], toVocabulary: toVocabulary[c], vocabularySize: vocabulary.count,
                    occurrences: shared.buffer.baseAddress! + occurrenceBase[c])
            }
            count = occurrenceBase.last!
        }
        let bodies = BodyOccurrences(chunks, occurrences: occurrences, occurrenceBase: occurrenceBase)
        return (vocabulary, bodies)
    }

    /// Each field's average length in tokens over the documents that have it (all their units,
    /// summed in document order).
    private static func averageFieldLengths(_ layout: DocumentLayout, _ unitBodies: UnitBodies, _ bodies: BodyOccurrences) -> [Float] {
        let unitLength = unitBodies.unitBody.map { Int32(bodies.tokenCount(ofBody: Int($0))) }
        var total = [Float](repeating: 0, count: SearchField.allCases.count)
        var docs = [Float](repeating: 0, count: SearchField.allCases.count)
        var lengths = [Float](repeating: 0, count: SearchField.allCases.count)
        for d in layout.docKind.indices {
            for i in lengths.indices { lengths[i] = 0 }
            for k in Int(layout.docUnitStart[d])..<Int(layout.docUnitStart[d + 1]) {
                let u = Int(layout.docUnits[k])
                lengths[layout.unitField[u].ordinal] += Float(unitLength[u])
            }
            for f in lengths.indices where lengths[f] > 0 {
                total[f] += lengths[f]
                docs[f] += 1
            }
        }
        return zip(total, docs).map { $1 > 0 ? $0 / $1 : 1 }
    }
}
