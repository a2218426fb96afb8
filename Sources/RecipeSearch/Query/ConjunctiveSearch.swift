/// Top-k for queries whose words must all match, term at a time: the sparsest word's posting
/// lists give the candidates, the next words' lists narrow them (or, for optional words, add to
/// their scores) while reading a list costs less than looking each candidate up, and the
/// remaining words (very common ones, capped prefixes) are looked up per candidate in the forward
/// index. Every matching document is scored exactly once, with no dependence on how many
/// documents tie at the top (which defeats the threshold algorithm's early exit on catalogs of
/// near-copies); the candidates are read once for every pool (visible and hidden rankings).
struct ConjunctiveSearch {
    /// A word's lists are read rather than looked up while they hold at most this many postings
    /// per remaining candidate: reading a posting is a sequential access, a lookup a binary search
    /// in another part of memory.
    static let scanRatio = 32

    /// Candidates looked up first, best score first, when words remain to be looked up.
    static let leaders = 256

    let terms: [PreparedTerm]
    let storage: IndexStorage

    /// The best documents of each pool, best first; nil when no required word has all its lists
    /// open (only capped prefixes), which the threshold algorithm handles.
    func run(_ pools: [SearchPool]) -> [[(doc: Int, score: Float)]]? {
        let required = terms.indices.filter { !terms[$0].word.isOptional }
        let listed = required.filter { terms[$0].unstreamedBound == 0 }.sorted {
            terms[$0].openedPostings(storage) < terms[$1].openedPostings(storage)
        }
        guard let driver = listed.first else { return nil }
        let optional = terms.indices.filter { terms[$0].word.isOptional && terms[$0].unstreamedBound == 0 }
        let scratch = storage.scratch.take()
        defer { storage.scratch.give(scratch) }
        return scratch.withBuffers { mark, score, value in
            var touched: [Int] = []
            var candidates: [Int] = []
            // The sparsest word: every answer is in its lists.
            terms[driver].forEachPosting(storage) { doc, v in
                switch mark[doc] {
                case 0:
                    touched.append(doc)
                    mark[doc] = 1
                    value[doc] = v
                    candidates.append(doc)
                case 1:
                    value[doc] = max(value[doc], v)
                default:
                    break
                }
            }
            for doc in candidates { score[doc] = value[doc] }
            // Narrow by the next sparse words while their lists are short.
            var level: UInt8 = 1
            var scanned: Set<Int> = [driver]
            for i in listed.dropFirst() where terms[i].openedPostings(storage) <= Self.scanRatio * candidates.count && level < .max - 1 {
                markMatches(of: i, level: level, mark, value)
                level += 1
                candidates.removeAll { mark[$0] != level }
                for doc in candidates { score[doc] += value[doc] }
                scanned.insert(i)
            }
            // Optional words add to the candidates they match and drop none.
            for i in optional where terms[i].openedPostings(storage) <= Self.scanRatio * candidates.count {
                markMatches(of: i, level: level, mark, value)
                for doc in candidates where mark[doc] == level + 1 {
                    score[doc] += value[doc]
                    mark[doc] = level
                }
                scanned.insert(i)
            }
            // Look the other words up per candidate; keep the best.
            let lookups = terms.indices.filter { !scanned.contains($0) }.sorted { a, b in
                (terms[a].word.isOptional ? 1 : 0, a) < (terms[b].word.isOptional ? 1 : 0, b)
            }
            let words = terms.map(\.word)
            let hasPhrases = words.contains { $0.phrase != nil }
            let reachable = RemainingBounds(lookups.map { terms[$0].upperBound(storage) })
            var results: [[(doc: Int, score: Float)]] = []
            for wanted in pools {
                var pool = ScoreHeap(capacity: wanted.size)
                func consider(_ doc: Int) {
                    var total = score[doc]
                    for (k, i) in lookups.enumerated() {
                        if pool.isFull, reachable.cannotEnter(total, before: k, minimum: pool.minimum) { return }
                        let v = terms[i].value(in: doc, storage)
                        if v == 0, !terms[i].word.isOptional { return }
                        total += v
                    }
                    if pool.isFull, total <= pool.minimum { return }
                    if hasPhrases, !DocumentMatch(doc: doc, terms: terms, storage).satisfiesPhrases(words) { return }
                    pool.insert(score: total, doc: doc)
                }
                let accepted = wanted.filter.accepted(candidates, storage)
                if lookups.isEmpty || accepted.count <= Self.leaders {
                    for doc in accepted { consider(doc) }
                } else {
                    // The best-scored candidates first, so that the pool fills with strong
                    // documents and most of the others are dropped by their bound before any lookup.
                    var leaders = ScoreHeap(capacity: Self.leaders)
                    for doc in accepted { leaders.insert(score: score[doc], doc: doc) }
                    let first = leaders.sortedDescending()
                    for entry in first { consider(entry.doc) }
                    let taken = Set(first.map(\.doc))
                    for doc in accepted where !taken.contains(doc) { consider(doc) }
                }
                results.append(pool.sortedDescending())
            }
            for doc in touched { mark[doc] = 0 }
            return results
        }
    }

    /// Moves the documents at `level` that word `i` matches to `level + 1`, with the word's value
    /// in `value`. Most postings are of other documents: their impacts are not read.
    private func markMatches(
        of i: Int, level: UInt8, _ mark: UnsafeMutableBufferPointer<UInt8>, _ value: UnsafeMutableBufferPointer<Float>
    ) {
        storage.postingDoc.withUnsafeBufferPointer { docs in
            storage.postingImpact.withUnsafeBufferPointer { impacts in
                for e in terms[i].streams {
                    for p in Int(storage.postingStart[Int(e.term)])..<Int(storage.postingStart[Int(e.term) + 1]) {
                        let doc = Int(docs[p])
                        let seen = mark[doc] &- level  // 0: first match, 1: matched by another list
                        guard seen <= 1 else { continue }
                        let v = e.weight * impacts[p]
                        if seen == 0 {
                            mark[doc] = level + 1
                            value[doc] = v
                        } else {
                            value[doc] = max(value[doc], v)
                        }
                    }
                }
            }
        }
    }
}
