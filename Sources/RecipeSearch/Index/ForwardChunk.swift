/// The forward index of one chunk's documents, in two passes over the bodies' (term,
/// occurrences) pairs, never the tokens: `init` counts each document's distinct terms and how
/// many of the chunk's documents hold each term; `write` then puts each document's entries
/// (terms sorted by vocabulary id, with their BM25F impacts) straight into the index's arrays, so
/// no entry is held twice.
struct ForwardChunk {
    let chunk: RecipeChunk
    /// Per document of the chunk: how many distinct terms it has.
    let docEntryCounts: [Int32]
    /// Per vocabulary term: documents of this chunk that hold it.
    let df: [Int32]

    /// What every chunk shares while its forward index is built.
    struct Context {
        let layout: DocumentLayout
        let unitBody: [Int32]
        let bodies: BodyOccurrences
        let fieldOrdinal: [UInt8]
        let averages: [Float]
        let vocabularySize: Int
    }

    /// Counts the entries of `chunk`'s documents and its documents per term.
    init(_ chunk: RecipeChunk, _ context: Context) {
        let layout = context.layout, bodies = context.bodies
        self.chunk = chunk
        var df = [Int32](repeating: 0, count: context.vocabularySize)
        var docEntryCounts: [Int32] = []
        docEntryCounts.reserveCapacity(chunk.docs.count)
        var seen = [Bool](repeating: false, count: context.vocabularySize)
        var touched = TermSet(vocabularySize: context.vocabularySize)
        for d in chunk.docs {
            for k in Int(layout.docUnitStart[d])..<Int(layout.docUnitStart[d + 1]) {
                let b = Int(context.unitBody[Int(layout.docUnits[k])])
                for p in Int(bodies.termStart[b])..<Int(bodies.termStart[b + 1]) where !seen[Int(bodies.term[p])] {
                    seen[Int(bodies.term[p])] = true
                    touched.insert(bodies.term[p])
                }
            }
            docEntryCounts.append(Int32(touched.count))
            for term in touched.terms {
                df[Int(term)] += 1
                seen[Int(term)] = false
            }
            touched.clear()
        }
        self.df = df
        self.docEntryCounts = docEntryCounts
    }

    /// Writes the chunk's entries from `entries` on: per document its terms ascending with their
    /// impacts `idf × ptf / (k1 + ptf)`, the pseudo term frequency `ptf` summing each field's
    /// weight × occurrences, normalised by the field's length against its average.
    func write(
        _ context: Context, idf: [Float], term: UnsafeMutablePointer<UInt32>, impact: UnsafeMutablePointer<Float>
    ) {
        let layout = context.layout, bodies = context.bodies
        var ptf = [Float](repeating: 0, count: context.vocabularySize)
        var seen = [Bool](repeating: false, count: context.vocabularySize)
        var touched = TermSet(vocabularySize: context.vocabularySize)
        var lengths = [Float](repeating: 0, count: context.averages.count)
        let weights = SearchField.allCases.map { Float($0.weight) }
        var at = 0
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
            for t in touched.terms {
                let f = ptf[Int(t)]
                (term + at).initialize(to: t)
                (impact + at).initialize(to: idf[Int(t)] * f / (IndexBuilder.k1 + f))
                at += 1
                ptf[Int(t)] = 0
                seen[Int(t)] = false
            }
            touched.removeAll()
        }
    }
}
