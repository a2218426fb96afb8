import Foundation
import RecipeKit

/// Builds an `IndexStorage` from a catalog, spreading tokenizing and scoring over all cores when
/// the catalog is large.
///
/// Scoring is BM25F: per document and term, a pseudo term frequency sums each field's weight ×
/// occurrences, normalised by the field's length against its average; the stored *impact* is
/// `idf × ptf / (k1 + ptf)`. Context units in pitfall and note documents count at half weight.
enum IndexBuilder {
    static let k1: Float = 1.2
    static let b: Float = 0.75
    static let contextWeight: Float = 0.5

    static func build(_ catalog: Catalog) -> IndexStorage {
        let layout = DocumentLayout(catalog)
        let parts = catalog.recipes.count >= 200 ? Parallel.coreCount * 4 : 1

        // Tokenize units, each chunk with its own term ids.
        let unitChunks = Parallel.chunks(layout.unitField.count, parts: parts)
        let tokenized = Parallel.map(unitChunks.count) { tokenize(catalog, layout, unitChunks[$0]) }

        // One sorted vocabulary; rewrite chunk-local ids.
        var distinct = Set<String>()
        for chunk in tokenized { distinct.formUnion(chunk.terms) }
        let vocabulary = Vocabulary(distinctTerms: Array(distinct))
        let remapped = Parallel.map(tokenized.count) { i -> [StoredToken] in
            let local = tokenized[i].terms.map { vocabulary.id(of: $0)! }
            return tokenized[i].tokens.map { var t = $0; t.term = local[Int(t.term)]; return t }
        }
        var tokens: [StoredToken] = []
        tokens.reserveCapacity(remapped.reduce(0) { $0 + $1.count })
        var unitTokenStart: [Int32] = [0]
        for (chunk, list) in zip(tokenized, remapped) {
            tokens += list
            for count in chunk.unitTokenCounts { unitTokenStart.append(unitTokenStart.last! + count) }
        }

        // Forward index with pseudo term frequencies, then idf and impacts.
        let fieldOrdinal = layout.unitField.map { UInt8(SearchField.ordinal[$0]!) }
        let averages = averageFieldLengths(layout, unitTokenStart, fieldOrdinal)
        let docChunks = Parallel.chunks(layout.docKind.count, parts: parts)
        let forwardChunks = Parallel.map(docChunks.count) {
            forward(layout, docChunks[$0], tokens, unitTokenStart, fieldOrdinal, averages, vocabulary.count)
        }
        var forwardStart: [Int32] = [0]
        var forwardTerm: [UInt32] = []
        var forwardImpact: [Float] = []
        for chunk in forwardChunks {
            for count in chunk.docCounts { forwardStart.append(forwardStart.last! + count) }
            forwardTerm += chunk.terms
            forwardImpact += chunk.ptf
        }
        var df = [Int32](repeating: 0, count: vocabulary.count)
        for t in forwardTerm { df[Int(t)] += 1 }
        let n = Float(layout.docKind.count)
        let idf = df.map { d in log(1 + (n - Float(d) + 0.5) / (Float(d) + 0.5)) }
        for i in forwardImpact.indices {
            let ptf = forwardImpact[i]
            forwardImpact[i] = idf[Int(forwardTerm[i])] * ptf / (k1 + ptf)
        }

        let (postingStart, postingDoc, postingImpact) = invert(forwardStart, forwardTerm, forwardImpact, df, parts)
        return IndexStorage(
            catalog: catalog, vocabulary: vocabulary, unitField: layout.unitField, unitRecipe: layout.unitRecipe,
            unitElement: layout.unitElement, unitTokenStart: unitTokenStart, tokens: tokens, docKind: layout.docKind,
            docRecipe: layout.docRecipe, docElement: layout.docElement, docUnitStart: layout.docUnitStart,
            docUnits: layout.docUnits, docUnitIsContext: layout.docUnitIsContext, recipeDoc: layout.recipeDoc,
            forwardStart: forwardStart, forwardTerm: forwardTerm, forwardImpact: forwardImpact,
            postingStart: postingStart, postingDoc: postingDoc, postingImpact: postingImpact)
    }

    // MARK: - Tokenizing

    private struct TokenizedChunk {
        var terms: [String] = []
        var tokens: [StoredToken] = []
        var unitTokenCounts: [Int32] = []
    }

    private static func tokenize(_ catalog: Catalog, _ layout: DocumentLayout, _ units: Range<Int>) -> TokenizedChunk {
        var chunk = TokenizedChunk()
        var ids: [String: UInt32] = [:]
        for u in units {
            let field = layout.unitField[u]
            let text = field.text(of: catalog.recipes[Int(layout.unitRecipe[u])], element: Int(layout.unitElement[u])) ?? ""
            let before = chunk.tokens.count
            SearchTokenizer.scan(text, skippingCodeKeywords: field.isCode) { term, start, end, position, span in
                let id: UInt32
                if let known = ids[term] {
                    id = known
                } else {
                    id = UInt32(chunk.terms.count)
                    ids[term] = id
                    chunk.terms.append(term)
                }
                chunk.tokens.append(StoredToken(
                    term: id, start: UInt32(start), position: UInt16(min(position, 65535)),
                    length: UInt8(end - start), span: UInt8(min(span, 255))))
            }
            chunk.unitTokenCounts.append(Int32(chunk.tokens.count - before))
        }
        return chunk
    }

    // MARK: - BM25F

    private static func averageFieldLengths(_ layout: DocumentLayout, _ unitTokenStart: [Int32], _ fieldOrdinal: [UInt8]) -> [Float] {
        var total = [Float](repeating: 0, count: SearchField.allCases.count)
        var docs = [Float](repeating: 0, count: SearchField.allCases.count)
        var lengths = [Float](repeating: 0, count: SearchField.allCases.count)
        for d in layout.docKind.indices {
            for i in lengths.indices { lengths[i] = 0 }
            for k in Int(layout.docUnitStart[d])..<Int(layout.docUnitStart[d + 1]) {
                let u = Int(layout.docUnits[k])
                lengths[Int(fieldOrdinal[u])] += Float(unitTokenStart[u + 1] - unitTokenStart[u])
            }
            for f in lengths.indices where lengths[f] > 0 {
                total[f] += lengths[f]
                docs[f] += 1
            }
        }
        return zip(total, docs).map { $1 > 0 ? $0 / $1 : 1 }
    }

    private struct ForwardChunk {
        var docCounts: [Int32] = []
        var terms: [UInt32] = []
        var ptf: [Float] = []
    }

    private static func forward(
        _ layout: DocumentLayout, _ docs: Range<Int>, _ tokens: [StoredToken], _ unitTokenStart: [Int32],
        _ fieldOrdinal: [UInt8], _ averages: [Float], _ vocabularySize: Int
    ) -> ForwardChunk {
        var chunk = ForwardChunk()
        var scratch = [Float](repeating: 0, count: vocabularySize)
        var touched: [UInt32] = []
        var lengths = [Float](repeating: 0, count: averages.count)
        let weights = SearchField.allCases.map { Float($0.weight) }
        tokens.withUnsafeBufferPointer { tokens in
            for d in docs {
                let units = Int(layout.docUnitStart[d])..<Int(layout.docUnitStart[d + 1])
                for i in lengths.indices { lengths[i] = 0 }
                for k in units {
                    let u = Int(layout.docUnits[k])
                    lengths[Int(fieldOrdinal[u])] += Float(unitTokenStart[u + 1] - unitTokenStart[u])
                }
                for k in units {
                    let u = Int(layout.docUnits[k])
                    let f = Int(fieldOrdinal[u])
                    let norm = 1 - b + b * lengths[f] / averages[f]
                    let w = weights[f] * (layout.docUnitIsContext[k] ? contextWeight : 1) / norm
                    for t in Int(unitTokenStart[u])..<Int(unitTokenStart[u + 1]) {
                        let term = tokens[t].term
                        if scratch[Int(term)] == 0 { touched.append(term) }
                        scratch[Int(term)] += w
                    }
                }
                touched.sort()
                chunk.docCounts.append(Int32(touched.count))
                for term in touched {
                    chunk.terms.append(term)
                    chunk.ptf.append(scratch[Int(term)])
                    scratch[Int(term)] = 0
                }
                touched.removeAll(keepingCapacity: true)
            }
        }
        return chunk
    }

    // MARK: - Inverted lists

    /// Per term, its documents ordered by descending impact (then ascending document).
    private static func invert(
        _ forwardStart: [Int32], _ forwardTerm: [UInt32], _ forwardImpact: [Float], _ df: [Int32], _ parts: Int
    ) -> ([Int32], [UInt32], [Float]) {
        var start = [Int32](repeating: 0, count: df.count + 1)
        for t in df.indices { start[t + 1] = start[t] + df[t] }
        var cursor = Array(start.dropLast())
        var pairs = [(doc: UInt32, impact: Float)](repeating: (0, 0), count: forwardTerm.count)
        for d in 0..<(forwardStart.count - 1) {
            for k in Int(forwardStart[d])..<Int(forwardStart[d + 1]) {
                let t = Int(forwardTerm[k])
                pairs[Int(cursor[t])] = (UInt32(d), forwardImpact[k])
                cursor[t] += 1
            }
        }
        let termChunks = Parallel.chunks(df.count, parts: parts)
        pairs.withUnsafeMutableBufferPointer { buffer in
            let box = UnsafeSendableBuffer(buffer: buffer)
            _ = Parallel.map(termChunks.count) { c in
                for t in termChunks[c] {
                    var slice = UnsafeMutableBufferPointer(rebasing: box.buffer[Int(start[t])..<Int(start[t + 1])])
                    slice.sort { $0.impact != $1.impact ? $0.impact > $1.impact : $0.doc < $1.doc }
                }
            }
        }
        return (start, pairs.map(\.doc), pairs.map(\.impact))
    }
}

/// A buffer handed to parallel workers that write disjoint parts of it.
private struct UnsafeSendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
}

extension SearchField {
    /// Position of each field in `allCases`, for arrays indexed by field.
    static let ordinal: [SearchField: Int] = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
