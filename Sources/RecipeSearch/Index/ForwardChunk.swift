/// The forward index of one chunk's documents: per document its distinct terms (sorted by
/// vocabulary id) with their BM25F pseudo term frequencies and occurrence counts, and how many
/// of the chunk's documents hold each term. The occurrences themselves (per entry, in unit order)
/// are written straight into the index's shared occurrence array.
struct ForwardChunk {
    var docEntryCounts: [Int32] = []
    var terms: [UInt32] = []
    var ptf: [Float] = []
    var occurrenceCounts: [Int32] = []
    /// Per vocabulary term: documents of this chunk that hold it.
    var df: [Int32]

    /// What every chunk shares while its forward index is built.
    struct Context {
        let layout: DocumentLayout
        let fieldOrdinal: [UInt8]
        let averages: [Float]
        let vocabularySize: Int
    }

    /// The `docUnits` indices of document `d` that are indexed: slots are stored in 16 bits, so units
    /// beyond are not (no real recipe has that many).
    static func indexedUnits(of d: Int, _ layout: DocumentLayout) -> Range<Int> {
        let first = Int(layout.docUnitStart[d])
        return first..<min(Int(layout.docUnitStart[d + 1]), first + Int(UInt16.max))
    }

    /// The occurrences the documents of `chunk` store.
    static func occurrenceCount(_ chunk: RecipeChunk, _ tokenized: TokenizedUnits, _ layout: DocumentLayout) -> Int {
        var total = 0
        for d in chunk.docs {
            for k in indexedUnits(of: d, layout) { total += tokenized.tokenRange(ofUnit: Int(layout.docUnits[k])).count }
        }
        return total
    }

    /// Builds the chunk's entries from its tokens (local ids mapped by `toVocabulary`) and writes
    /// its occurrences, in document order, from `occurrences` on.
    init(_ chunk: RecipeChunk, _ tokenized: TokenizedUnits, toVocabulary: [UInt32], _ context: Context,
         occurrences: UnsafeMutablePointer<Occurrence>) {
        let layout = context.layout
        df = [Int32](repeating: 0, count: context.vocabularySize)
        docEntryCounts.reserveCapacity(chunk.docs.count)
        var ptf = [Float](repeating: 0, count: context.vocabularySize)
        var counts = [Int32](repeating: 0, count: context.vocabularySize)
        var cursor = [Int32](repeating: 0, count: context.vocabularySize)
        var touched = TermSet(vocabularySize: context.vocabularySize)
        var lengths = [Float](repeating: 0, count: context.averages.count)
        let weights = SearchField.allCases.map { Float($0.weight) }
        var out = occurrences
        tokenized.tokens.withUnsafeBufferPointer { tokens in
            for d in chunk.docs {
                let units = Self.indexedUnits(of: d, layout)
                for i in lengths.indices { lengths[i] = 0 }
                var total = 0
                for k in units {
                    let u = Int(layout.docUnits[k])
                    let count = tokenized.tokenRange(ofUnit: u).count
                    lengths[Int(context.fieldOrdinal[u])] += Float(count)
                    total += count
                }
                for k in units {
                    let u = Int(layout.docUnits[k])
                    let f = Int(context.fieldOrdinal[u])
                    let norm = 1 - IndexBuilder.b + IndexBuilder.b * lengths[f] / context.averages[f]
                    let w = weights[f] * (layout.docUnitIsContext[k] ? IndexBuilder.contextWeight : 1) / norm
                    for t in tokenized.tokenRange(ofUnit: u) {
                        let term = Int(toVocabulary[Int(tokens[t].term)])
                        if counts[term] == 0 { touched.insert(UInt32(term)) }
                        counts[term] += 1
                        ptf[term] += w
                    }
                }
                touched.sort()
                docEntryCounts.append(Int32(touched.count))
                var at: Int32 = 0
                for term in touched.terms {
                    terms.append(term)
                    self.ptf.append(ptf[Int(term)])
                    occurrenceCounts.append(counts[Int(term)])
                    df[Int(term)] += 1
                    cursor[Int(term)] = at
                    at += counts[Int(term)]
                }
                for k in units {
                    let u = Int(layout.docUnits[k])
                    let slot = UInt16(k - units.lowerBound)
                    for t in tokenized.tokenRange(ofUnit: u) {
                        let token = tokens[t]
                        let term = Int(toVocabulary[Int(token.term)])
                        (out + Int(cursor[term])).initialize(to: Occurrence(
                            start: token.start, slot: slot, position: token.position, length: token.length, span: token.span))
                        cursor[term] += 1
                    }
                }
                out += total
                for term in touched.terms {
                    ptf[Int(term)] = 0
                    counts[Int(term)] = 0
                }
                touched.removeAll()
            }
        }
    }
}
