import Foundation
import RecipeKit

/// Builds an `IndexStorage` from a catalog, spreading tokenizing and scoring over all cores when
/// the catalog is large.
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
        let unitText = layout.unitText
        let parts = catalog.recipes.count >= 200 ? Parallel.coreCount * 4 : 1

        // Tokenize units, each chunk with its own term table.
        let unitChunks = Parallel.chunks(unitText.count, parts: parts)
        let tokenized = Parallel.map(unitChunks.count) { tokenize(unitText, layout.unitField, unitChunks[$0]) }

        // One vocabulary sorted by bytes; chunk-local ids mapped to it.
        let (vocabulary, localToGlobal) = vocabulary(of: tokenized.map(\.table))
        let (tokens, unitTokenStart) = merge(tokenized, localToGlobal)

        // Forward index with pseudo term frequencies and occurrences, then idf and impacts.
        let fieldOrdinal = layout.unitField.map { UInt8($0.ordinal) }
        let averages = averageFieldLengths(layout, unitTokenStart, fieldOrdinal)
        let docChunks = Parallel.chunks(layout.docKind.count, parts: parts)
        let forwardChunks = Parallel.map(docChunks.count) {
            forwardEntries(layout, docChunks[$0], tokens, unitTokenStart, fieldOrdinal, averages, vocabulary.count)
        }
        var merged = ForwardChunk()
        var forwardStart: [Int32] = [0]
        var forwardOccurrenceStart: [Int32] = [0]
        forwardStart.reserveCapacity(layout.docKind.count + 1)
        let entries = forwardChunks.reduce(0) { $0 + $1.terms.count }
        merged.terms.reserveCapacity(entries)
        merged.ptf.reserveCapacity(entries)
        forwardOccurrenceStart.reserveCapacity(entries + 1)
        merged.occurrences.reserveCapacity(forwardChunks.reduce(0) { $0 + $1.occurrences.count })
        for chunk in forwardChunks {
            for count in chunk.docCounts { forwardStart.append(forwardStart.last! + count) }
            for count in chunk.occurrenceCounts { forwardOccurrenceStart.append(forwardOccurrenceStart.last! + count) }
            merged.terms += chunk.terms
            merged.ptf += chunk.ptf
            merged.occurrences += chunk.occurrences
        }
        var df = [Int32](repeating: 0, count: vocabulary.count)
        for t in merged.terms { df[Int(t)] += 1 }
        let n = Float(layout.docKind.count)
        let idf = df.map { d in log(1 + (n - Float(d) + 0.5) / (Float(d) + 0.5)) }
        var impacts = merged.ptf
        for i in impacts.indices {
            let ptf = impacts[i]
            impacts[i] = idf[Int(merged.terms[i])] * ptf / (k1 + ptf)
        }

        let (postingStart, postingDoc, postingImpact) = invert(forwardStart, merged.terms, impacts, df, parts)
        return IndexStorage(
            catalog: catalog, vocabulary: vocabulary, layout: layout, tokenCount: tokens.count,
            forwardStart: forwardStart, forwardTerm: merged.terms, forwardImpact: impacts,
            forwardOccurrenceStart: forwardOccurrenceStart, occurrences: merged.occurrences,
            postingStart: postingStart, postingDoc: postingDoc, postingImpact: postingImpact)
    }

    // MARK: - Tokenizing

    private struct TokenizedChunk {
        var table = TermTable(capacity: 4096)
        var tokens: [StoredToken] = []
        var unitTokenCounts: [Int32] = []
    }

    private static func tokenize(_ texts: [String], _ fields: [SearchField], _ units: Range<Int>) -> TokenizedChunk {
        var chunk = TokenizedChunk()
        let scanner = TokenScanner()
        for u in units {
            let before = chunk.tokens.count
            scanner.scan(texts[u], skippingCodeKeywords: fields[u].isCode) { term, start, end, position, span in
                chunk.tokens.append(StoredToken(
                    term: chunk.table.id(of: term), start: UInt32(start), position: UInt16(min(position, 65535)),
                    length: UInt8(min(end - start, 255)), span: UInt8(min(span, 255))))
            }
            chunk.unitTokenCounts.append(Int32(chunk.tokens.count - before))
        }
        return chunk
    }

    /// The sorted vocabulary of all chunks, and per chunk its local id → vocabulary id.
    private static func vocabulary(of tables: [TermTable]) -> (Vocabulary, [[UInt32]]) {
        var global = TermTable(capacity: tables.map(\.count).max() ?? 1024)
        let toGlobal = tables.map { table in
            (0..<table.count).map { id in table.term(id).withUnsafeBufferPointer { global.id(of: $0) } }
        }
        let order = global.sortedIDs()
        var rank = [UInt32](repeating: 0, count: order.count)
        for (r, id) in order.enumerated() { rank[id] = UInt32(r) }
        let vocabulary = Vocabulary(sortedTerms: order.map { String(decoding: global.term($0), as: UTF8.self) })
        return (vocabulary, toGlobal.map { $0.map { rank[Int($0)] } })
    }

    /// All chunks' tokens in one array with vocabulary ids, and where each unit's tokens start.
    private static func merge(_ chunks: [TokenizedChunk], _ localToGlobal: [[UInt32]]) -> ([StoredToken], [Int32]) {
        var unitTokenStart: [Int32] = [0]
        var chunkStart: [Int] = []
        var total = 0
        for chunk in chunks {
            chunkStart.append(total)
            total += chunk.tokens.count
            for count in chunk.unitTokenCounts { unitTokenStart.append(unitTokenStart.last! + count) }
        }
        let tokens = [StoredToken](unsafeUninitializedCapacity: total) { buffer, count in
            let box = UnsafeSendableBuffer(buffer: buffer)
            _ = Parallel.map(chunks.count) { c in
                let map = localToGlobal[c]
                var at = chunkStart[c]
                for var token in chunks[c].tokens {
                    token.term = map[Int(token.term)]
                    (box.buffer.baseAddress! + at).initialize(to: token)
                    at += 1
                }
            }
            count = total
        }
        return (tokens, unitTokenStart)
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
        var occurrenceCounts: [Int32] = []
        var occurrences: [Occurrence] = []
    }

    /// Per document: its distinct terms (sorted), their pseudo term frequencies, and each term's
    /// occurrences in unit order.
    private static func forwardEntries(
        _ layout: DocumentLayout, _ docs: Range<Int>, _ tokens: [StoredToken], _ unitTokenStart: [Int32],
        _ fieldOrdinal: [UInt8], _ averages: [Float], _ vocabularySize: Int
    ) -> ForwardChunk {
        var chunk = ForwardChunk()
        var ptf = [Float](repeating: 0, count: vocabularySize)
        var counts = [Int32](repeating: 0, count: vocabularySize)
        var cursor = [Int32](repeating: 0, count: vocabularySize)
        var touched: [UInt32] = []
        var scratch: [Occurrence] = []
        var lengths = [Float](repeating: 0, count: averages.count)
        let weights = SearchField.allCases.map { Float($0.weight) }
        tokens.withUnsafeBufferPointer { tokens in
            for d in docs {
                let first = Int(layout.docUnitStart[d])
                // Slots are stored in 16 bits; units beyond are not indexed (no real recipe has that many).
                let units = first..<min(Int(layout.docUnitStart[d + 1]), first + Int(UInt16.max))
                for i in lengths.indices { lengths[i] = 0 }
                var total = 0
                for k in units {
                    let u = Int(layout.docUnits[k])
                    let count = Int(unitTokenStart[u + 1] - unitTokenStart[u])
                    lengths[Int(fieldOrdinal[u])] += Float(count)
                    total += count
                }
                for k in units {
                    let u = Int(layout.docUnits[k])
                    let f = Int(fieldOrdinal[u])
                    let norm = 1 - b + b * lengths[f] / averages[f]
                    let w = weights[f] * (layout.docUnitIsContext[k] ? contextWeight : 1) / norm
                    for t in Int(unitTokenStart[u])..<Int(unitTokenStart[u + 1]) {
                        let term = Int(tokens[t].term)
                        if counts[term] == 0 { touched.append(UInt32(term)) }
                        counts[term] += 1
                        ptf[term] += w
                    }
                }
                touched.sort()
                chunk.docCounts.append(Int32(touched.count))
                var at: Int32 = 0
                for term in touched {
                    chunk.terms.append(term)
                    chunk.ptf.append(ptf[Int(term)])
                    chunk.occurrenceCounts.append(counts[Int(term)])
                    cursor[Int(term)] = at
                    at += counts[Int(term)]
                }
                if scratch.count < total { scratch = [Occurrence](repeating: Occurrence(), count: total * 2) }
                scratch.withUnsafeMutableBufferPointer { occurrences in
                    for k in units {
                        let u = Int(layout.docUnits[k])
                        let slot = UInt16(k - first)
                        for t in Int(unitTokenStart[u])..<Int(unitTokenStart[u + 1]) {
                            let token = tokens[t]
                            let term = Int(token.term)
                            occurrences[Int(cursor[term])] = Occurrence(
                                start: token.start, slot: slot, position: token.position, length: token.length, span: token.span)
                            cursor[term] += 1
                        }
                    }
                }
                chunk.occurrences.append(contentsOf: scratch[0..<total])
                for term in touched {
                    ptf[Int(term)] = 0
                    counts[Int(term)] = 0
                }
                touched.removeAll(keepingCapacity: true)
            }
        }
        return chunk
    }

    // MARK: - Inverted lists

    /// Per term, its documents ordered by descending impact (then ascending document). Each
    /// posting is sorted as one 64-bit key: the impact's bits inverted (positive floats order like
    /// their bit patterns), then the document.
    private static func invert(
        _ forwardStart: [Int32], _ forwardTerm: [UInt32], _ forwardImpact: [Float], _ df: [Int32], _ parts: Int
    ) -> ([Int32], [UInt32], [Float]) {
        var start = [Int32](repeating: 0, count: df.count + 1)
        for t in df.indices { start[t + 1] = start[t] + df[t] }
        var cursor = Array(start.dropLast())
        var keys = [UInt64](repeating: 0, count: forwardTerm.count)
        for d in 0..<(forwardStart.count - 1) {
            for k in Int(forwardStart[d])..<Int(forwardStart[d + 1]) {
                let t = Int(forwardTerm[k])
                keys[Int(cursor[t])] = UInt64(~forwardImpact[k].bitPattern) << 32 | UInt64(d)
                cursor[t] += 1
            }
        }
        let termChunks = Parallel.chunks(df.count, parts: parts)
        keys.withUnsafeMutableBufferPointer { buffer in
            let box = UnsafeSendableBuffer(buffer: buffer)
            _ = Parallel.map(termChunks.count) { c in
                for t in termChunks[c] where df[t] > 1 {
                    var list = UnsafeMutableBufferPointer(rebasing: box.buffer[Int(start[t])..<Int(start[t + 1])])
                    list.sort()
                }
            }
        }
        return (start, keys.map { UInt32(truncatingIfNeeded: $0) }, keys.map { Float(bitPattern: ~UInt32($0 >> 32)) })
    }
}

/// A buffer handed to parallel workers that write disjoint parts of it.
struct UnsafeSendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
}
