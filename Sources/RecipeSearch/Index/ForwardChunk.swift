/// The forward index of one chunk's documents: per document its distinct terms (sorted by
/// vocabulary id) with their BM25F pseudo term frequencies, and how many of the chunk's documents
/// hold each term. Read from the bodies' (term, occurrences) pairs, not from the tokens.
struct ForwardChunk {
    var docEntryCounts: [Int32] = []
    var terms: [UInt32] = []
    var ptf: [Float] = []
    /// Per vocabulary term: documents of this chunk that hold it.
    var df: [Int32]

    /// What every chunk shares while its forward index is built.
    struct Context {
        let layout: DocumentLayout
        let unitBody: [Int32]
        let bodies: BodyOccurrences
        let fieldOrdinal: [UInt8]
        let averages: [Float]
        let vocabularySize: Int
    }

    init(_ chunk: RecipeChunk, _ context: Context) {
        let layout = context.layout, bodies = context.bodies
        df = [Int32](repeating: 0, count: context.vocabularySize)
        docEntryCounts.reserveCapacity(chunk.docs.count)
        var ptf = [Float](repeating: 0, count: context.vocabularySize)
        var seen = [Bool](repeating: false, count: context.vocabularySize)
        var touched = TermSet(vocabularySize: context.vocabularySize)
        var lengths = [Float](repeating: 0, count: context.averages.count)
        let weights = SearchField.allCases.map { Float($0.weight) }
        for d in chunk.docs {
            let units = Int(layout.docUnitStart[d])..<Int(layout.docUnitStart[d + 1])
            for i in lengths.indices { lengths[i] = 0 }
            for k in units {
                let u = Int(layout.docUnits[k])
                lengths[Int(context.fieldOrdinal[u])] += Float(bodies.tokenCount(ofBody: Int(context.unitBody[u])))
            }
            for k in units {
                let u = Int(layout.docUnits[k])
                let f = Int(context.fieldOrdinal[u])
                let norm = 1 - IndexBuilder.b + IndexBuilder.b * lengths[f] / context.averages[f]
                let w = weights[f] * (layout.docUnitIsContext[k] ? IndexBuilder.contextWeight : 1) / norm
                let b = Int(context.unitBody[u])
                for p in Int(bodies.termStart[b])..<Int(bodies.termStart[b + 1]) {
                    let term = Int(bodies.term[p])
                    if !seen[term] {
                        seen[term] = true
                        touched.insert(UInt32(term))
                    }
                    // One addition per occurrence, in text order: the sums of a token-by-token pass.
                    for _ in bodies.occurrenceStart[p]..<bodies.occurrenceStart[p + 1] { ptf[term] += w }
                }
            }
            touched.sort()
            docEntryCounts.append(Int32(touched.count))
            for term in touched.terms {
                terms.append(term)
                self.ptf.append(ptf[Int(term)])
                df[Int(term)] += 1
                ptf[Int(term)] = 0
                seen[Int(term)] = false
            }
            touched.removeAll()
        }
    }
}
