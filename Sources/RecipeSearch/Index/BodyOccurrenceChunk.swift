/// The occurrences of one run of bodies grouped by term: per body its distinct terms (sorted by
/// vocabulary id) with how often each occurs. The occurrences themselves (per term, in text
/// order) are written straight into the index's shared occurrence array.
struct BodyOccurrenceChunk {
    /// Per body of the run: how many distinct terms it has.
    var termCounts: [Int32] = []
    var terms: [UInt32] = []
    /// Per (body, term): its occurrences.
    var occurrenceCounts: [Int32] = []

    /// Groups the run's tokens (local ids mapped by `toVocabulary`) and writes its occurrences, in
    /// body and term order, from `occurrences` on (one per token).
    init(_ tokenized: TokenizedBodies, toVocabulary: [UInt32], vocabularySize: Int, occurrences: UnsafeMutablePointer<Occurrence>) {
        termCounts.reserveCapacity(tokenized.bodies.count)
        var counts = [Int32](repeating: 0, count: vocabularySize)
        var cursor = [Int32](repeating: 0, count: vocabularySize)
        var touched = TermSet(vocabularySize: vocabularySize)
        var out = occurrences
        tokenized.tokens.withUnsafeBufferPointer { tokens in
            for b in tokenized.bodies {
                let range = tokenized.tokenRange(ofBody: b)
                for t in range {
                    let term = Int(toVocabulary[Int(tokens[t].term)])
                    if counts[term] == 0 { touched.insert(UInt32(term)) }
                    counts[term] += 1
                }
                touched.sort()
                termCounts.append(Int32(touched.count))
                var at: Int32 = 0
                for term in touched.terms {
                    terms.append(term)
                    occurrenceCounts.append(counts[Int(term)])
                    cursor[Int(term)] = at
                    at += counts[Int(term)]
                }
                for t in range {
                    let token = tokens[t]
                    let term = Int(toVocabulary[Int(token.term)])
                    (out + Int(cursor[term])).initialize(
                        to: Occurrence(
                            start: token.start, position: token.position, length: token.length, span: token.span))
                    cursor[term] += 1
                }
                out += range.count
                for term in touched.terms { counts[Int(term)] = 0 }
                touched.removeAll()
            }
        }
    }
}
