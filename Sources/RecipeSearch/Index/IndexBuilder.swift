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
/// Each (document, term) entry keeps its occurrences (unit, position, UTF-16 range), so a query
/// finds phrases, proximity and highlights without reading the text again.
enum IndexBuilder {
    static let k1: Float = 1.2
    static let b: Float = 0.75
    static let contextWeight: Float = 0.5

    static func build(_ catalog: Catalog, layout: DocumentLayout? = nil) -> IndexStorage {
        let layout = layout ?? DocumentLayout(catalog)
        let parts = catalog.recipes.count >= 200 ? Parallel.coreCount * 4 : 1
        let chunks = RecipeChunk.split(layout, parts: parts)

        // Tokenize units, each chunk with its own term table; one vocabulary sorted by bytes.
        let tokenized = Parallel.map(chunks.count) { TokenizedUnits(layout.unitText, layout.unitField, units: chunks[$0].units) }
        let (vocabulary, toVocabulary) = Vocabulary.merging(tokenized.map(\.table))

        // Forward entries with pseudo term frequencies; occurrences written in place.
        let context = ForwardChunk.Context(
            layout: layout, fieldOrdinal: layout.unitField.map { UInt8($0.ordinal) },
            averages: averageFieldLengths(layout, tokenized), vocabularySize: vocabulary.count)
        let occurrenceCounts = Parallel.map(chunks.count) { ForwardChunk.occurrenceCount(chunks[$0], tokenized[$0], layout) }
        var occurrenceBase = [0]
        for count in occurrenceCounts { occurrenceBase.append(occurrenceBase.last! + count) }
        var forwardChunks: [ForwardChunk] = []
        let occurrences = [Occurrence](unsafeUninitializedCapacity: occurrenceBase.last!) { buffer, count in
            let shared = UnsafeSendableBuffer(buffer: buffer)
            forwardChunks = Parallel.map(chunks.count) { c in
                ForwardChunk(chunks[c], tokenized[c], toVocabulary: toVocabulary[c], context,
                             occurrences: shared.buffer.baseAddress! + occurrenceBase[c])
            }
            count = occurrenceBase.last!
        }

        // Impacts, then the impact-ordered inverted lists.
        let forward = ForwardIndex(forwardChunks, documentCount: layout.docKind.count, occurrenceBase: occurrenceBase)
        let inverted = InvertedIndex(forward, chunks: chunks, chunkDF: forwardChunks.map(\.df), parts: parts)
        return IndexStorage(
            catalog: catalog, vocabulary: vocabulary, layout: layout, tokenCount: tokenized.reduce(0) { $0 + $1.tokens.count },
            forwardStart: forward.start, forwardTerm: forward.term, forwardImpact: forward.impact,
            forwardOccurrenceStart: forward.occurrenceStart, occurrences: occurrences,
            postingStart: inverted.start, postingDoc: inverted.doc, postingImpact: inverted.impact)
    }

    /// Each field's average length in tokens over the documents that have it (all their units,
    /// summed in document order).
    private static func averageFieldLengths(_ layout: DocumentLayout, _ tokenized: [TokenizedUnits]) -> [Float] {
        var unitLength: [Int32] = []
        unitLength.reserveCapacity(layout.unitField.count)
        for chunk in tokenized {
            for u in chunk.units { unitLength.append(Int32(chunk.tokenRange(ofUnit: u).count)) }
        }
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
