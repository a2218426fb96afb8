/// Top-k for weighted coverage (questions, and short queries no document fully matches), term
/// at a time: posting lists are read sequentially into one score per document (a word adds its
/// best weight × impact over its lists), and the best documents are picked from the scores. The
/// threshold algorithm's early exit fails on long questions over catalogs of near-copies, where it
/// ends up looking every document up word by word; this costs what the lists cost.
///
/// Long lists (a common word itself, next to its rare stems, typos and synonyms) are left unread
/// while what they could add to any document, together, stays below the weakest score the pools
/// already reach (MaxScore at the level of lists): the documents that could still enter have the
/// words of those lists looked up in the forward index, best possible score first. Until that
/// holds, the word with the most to add has its long lists read too.
///
/// Words whose prefix completions are too many to open (`PreparedTerm.unstreamedBound`) give
/// candidates through their opened lists and are looked up; a document only an unopened
/// completion matches is worth at most their bound, so when a pool's weakest score does not beat
/// it the search says so (nil) and the threshold algorithm answers instead.
///
/// One accumulation serves several filters (the visible ranking and the hidden one).
struct CoverageSearch {
    /// A list is long, and read only when it must be, past this share of the documents.
    static let longListShare = 3

    let terms: [PreparedTerm]
    let storage: IndexStorage

    /// Marks in the scratch array: the document is in the current word's lists, in any list read,
    /// matched by a required word.
    private static let inWord: UInt8 = 1, touched: UInt8 = 2, required: UInt8 = 4

    /// One opened posting list of a word, at the weight its documents are read with.
    private struct List {
        var range: Range<Int>
        var weight: Float
        var isLong: Bool
        /// Weight × the list's first (highest) impact.
        var bound: Float
    }

    /// The best documents of each pool, best first, with their scores; nil when a capped prefix
    /// leaves the answer uncertain (see above).
    func run(_ pools: [SearchPool]) -> [[(doc: Int, score: Float)]]? {
        let longLength = max(storage.documentCount / Self.longListShare, 1)
        let lists = terms.map { openedLists(of: $0, longLength: longLength) }
        // What a word's unread lists (long ones, unopened completions) can add to its value.
        var unread = terms.indices.map { i in max(lists[i].filter(\.isLong).map(\.bound).max() ?? 0, terms[i].unstreamedBound) }
        let scratch = storage.scratch.take()
        defer { storage.scratch.give(scratch) }
        let hasPhrases = terms.contains { $0.word.phrase != nil }
        return scratch.withExtraBuffer { mark, exact, value, seen, all, inWord in
            storage.postingDoc.withUnsafeBufferPointer { docs in
                storage.postingImpact.withUnsafeBufferPointer { impacts in
                    defer { for doc in all.documents { mark[Int(doc)] = 0 } }
                    var reading = Reading(docs: docs, impacts: impacts, mark: mark, exact: exact, value: value, seen: seen, inWord: inWord)
                    // The short lists first; a word with unread lists counts as seen so far.
                    for i in terms.indices {
                        reading.add(
                            lists[i].filter { !$0.isLong }, required: !terms[i].word.isOptional,
                            as: unread[i] == 0 ? .exact : .seen, into: &all)
                    }
                    // Read a word's long lists while a document no read list holds could enter.
                    // `floors`: each pool's weakest sure score, as last reckoned (after the last read).
                    var floors: [Float] = []
                    while true {
                        let unseen = unread.reduce(0, +)
                        guard unseen > 0,
                            hasPhrases || unseen * (1 + RemainingBounds.roundingSlack) > poolFloor(pools, all.documents, reading, &floors)
                        else {
                            break
                        }
                        let promotable = terms.indices.filter { unread[$0] > 0 && terms[$0].unstreamedBound == 0 }
                        guard let i = promotable.max(by: { unread[$0] < unread[$1] }) else {
                            // Only capped prefixes are left: their opened lists give candidates,
                            // and their unopened completions must not matter.
                            for i in terms.indices where unread[i] > 0 {
                                for list in lists[i] where list.isLong { reading.touch(list, into: &all) }
                                unread[i] = terms[i].unstreamedBound
                            }
                            let rest = unread.reduce(0, +)
                            if hasPhrases || rest * (1 + RemainingBounds.roundingSlack) > poolFloor(pools, all.documents, reading, &floors) {
                                return nil
                            }
                            break
                        }
                        let required = !terms[i].word.isOptional
                        reading.add(lists[i].filter { !$0.isLong }, required: required, as: .unseen, into: &all)
                        reading.add(lists[i], required: required, as: .exact, into: &all)
                        unread[i] = 0
                    }
                    let lookups = terms.indices.filter { unread[$0] > 0 }
                    // With words left to look up, the loop has just reckoned the floors (phrases aside).
                    return select(
                        pools, all.documents, reading, lookups: lookups, seenBound: lookups.reduce(0) { $0 + unread[$1] }, hasPhrases: hasPhrases,
                        floors: floors)
                }
            }
        }
    }

    /// The best documents of each pool: each candidate's exact part plus the looked-up words, for
    /// those whose best possible score can still enter. `seenBound`: what the looked-up words can
    /// add to a document's seen values; `hasPhrases`: a document enters only once its tokens hold
    /// the query's phrases. `run` has made sure that no document outside `all` can enter a pool
    /// (unopened completions included). `floors`: each pool's `lowerBound` for what has been read,
    /// when there are lookups and no phrases.
    private func select(
        _ pools: [SearchPool], _ all: UnsafeBufferPointer<Int32>, _ reading: Reading, lookups: [Int], seenBound: Float, hasPhrases: Bool,
        floors: [Float]
    ) -> [[(doc: Int, score: Float)]] {
        let words = terms.map(\.word)
        let remaining = RemainingBounds(lookups.map { terms[$0].upperBound(storage) })
        let lookupIsRequired = lookups.map { !terms[$0].word.isOptional }
        let slack = 1 + RemainingBounds.roundingSlack
        var results: [[(doc: Int, score: Float)]] = []
        for (p, pool) in pools.enumerated() {
            var heap = ScoreHeap(capacity: pool.size)
            if lookups.isEmpty {
                // Every word is read: the scores are final, and one pass keeps the best.
                for d in all where reading.mark[Int(d)] & Self.required != 0 {
                    let doc = Int(d), total = reading.exact[doc]
                    if heap.isFull, total <= heap.minimum { continue }
                    guard pool.filter.accepts(doc, storage) else { continue }
                    if hasPhrases, !DocumentMatch(doc: doc, terms: terms, storage).satisfiesPhrases(words) { continue }
                    heap.insert(score: total, doc: doc)
                }
                results.append(heap.sortedDescending())
                continue
            }
            // A lower bound on the pool's weakest final score.
            let known = hasPhrases ? -Float.infinity : p < floors.count ? floors[p] : lowerBound(pool, all, reading)
            // Best possible score first, so that the pool's weakest score rises early and the
            // remaining candidates are dropped at once.
            var order: [(upper: Float, doc: Int32)] = []
            order.reserveCapacity(all.count)
            for d in all {
                let upper = reading.exact[Int(d)] + reading.seen[Int(d)] + seenBound
                if upper * slack > known, pool.filter.accepts(Int(d), storage) { order.append((upper, d)) }
            }
            var queue = CandidateQueue(order)
            candidateLoop: while let (upper, d) = queue.popFirst() {
                if heap.isFull, upper * slack <= heap.minimum { break }
                let doc = Int(d)
                var total = reading.exact[doc]
                var matched = reading.mark[doc] & Self.required != 0
                for (k, i) in lookups.enumerated() {
                    if heap.isFull, remaining.cannotEnter(total, before: k, minimum: heap.minimum) { continue candidateLoop }
                    let v = terms[i].value(in: doc, storage)
                    if v > 0, lookupIsRequired[k] { matched = true }
                    total += v
                }
                guard matched else { continue }
                if heap.isFull, total <= heap.minimum { continue }
                if hasPhrases, !DocumentMatch(doc: doc, terms: terms, storage).satisfiesPhrases(words) { continue }
                heap.insert(score: total, doc: doc)
            }
            results.append(heap.sortedDescending())
        }
        return results
    }

    /// The pool's `size`-th best lower bound (exact part plus seen values) among the documents of
    /// `all` its filter accepts and a required word matched, −∞ when fewer.
    private func lowerBound(_ pool: SearchPool, _ all: UnsafeBufferPointer<Int32>, _ reading: Reading) -> Float {
        var lower = ScoreHeap(capacity: pool.size)
        for d in all where reading.mark[Int(d)] & Self.required != 0 {
            let score = reading.exact[Int(d)] + reading.seen[Int(d)]
            // Most documents lose to a full heap: that is checked before the filter is asked.
            guard !lower.isFull || score > lower.minimum, pool.filter.accepts(Int(d), storage) else { continue }
            lower.insert(score: score, doc: Int(d))
        }
        return lower.isFull ? lower.minimum : -.infinity
    }

    /// The lowest, over the pools, of the weakest score each pool is sure to reach with what has
    /// been read (−∞ while one cannot fill); each pool's into `floors`.
    private func poolFloor(_ pools: [SearchPool], _ all: UnsafeBufferPointer<Int32>, _ reading: Reading, _ floors: inout [Float]) -> Float {
        floors = pools.map { lowerBound($0, all, reading) }
        return floors.min() ?? .infinity
    }

    /// Word `term`'s opened lists, at the weight `PreparedTerm.value(in:)` reads their documents
    /// with (a completion that is also an expansion at the better of its weights).
    private func openedLists(of term: PreparedTerm, longLength: Int) -> [List] {
        let queryLength = term.word.term.utf8.count
        return term.streams.compactMap { e in
            let range = Int(storage.postingStart[Int(e.term)])..<Int(storage.postingStart[Int(e.term) + 1])
            guard !range.isEmpty else { return nil }
            var weight = e.weight
            if term.prefix.contains(Int(e.term)) {
                weight = max(weight, PreparedTerm.prefixWeight(queryLength: queryLength, termLength: storage.vocabulary.length(of: e.term)))
            }
            return List(
                range: range, weight: weight, isLong: range.count > longLength,
                bound: weight * storage.postingImpact[range.lowerBound])
        }
    }

    /// The posting arrays and the per-document arrays of one search: marks, the sum of the words
    /// read whole (`exact`), the sum of the values seen of words with unread lists (`seen`), and
    /// a word's value while its lists are read.
    private struct Reading {
        let docs: UnsafeBufferPointer<UInt32>
        let impacts: UnsafeBufferPointer<Float>
        let mark: UnsafeMutableBufferPointer<UInt8>
        let exact: UnsafeMutableBufferPointer<Float>
        let value: UnsafeMutableBufferPointer<Float>
        let seen: UnsafeMutableBufferPointer<Float>
        /// The documents of the word being read.
        var inWord: DocumentList

        /// Where a word's value in a document goes once its lists are read.
        enum Sum {
            /// Added to `exact`: the word's lists are all read.
            case exact
            /// Added to `seen`: the word has unread lists and is looked up for candidates.
            case seen
            /// Taken back from `seen`: the word's short lists, read again before all its lists
            /// are read as `exact`.
            case unseen
        }

        /// Reads one word's `lists` (its value in a document: the best over them) into `sum`; new
        /// documents go to `all`. One pass: a document's first value for the word goes to the sum,
        /// and a better one from a later list adds what it gains (the strongest lists come first,
        /// so that gains are rare).
        mutating func add(_ lists: [List], required: Bool, as sum: Sum, into all: inout DocumentList) {
            // The sum's array, the sign its values go in with, and the bit a match sets: chosen
            // once, so that the loops over the postings do not branch on them. The arrays are
            // read into locals: stores through them cannot then make the loops reload them.
            let (docs, impacts, mark, value, exact, seen) = (docs, impacts, mark, value, exact, seen)
            let target = sum == .exact ? exact : seen
            let sign: Float = sum == .unseen ? -1 : 1
            let bit = required && sum != .unseen ? CoverageSearch.required : 0
            var documents = all
            defer { all = documents }
            @inline(__always) func enter(_ doc: Int) { Self.enter(doc, mark, exact, seen, into: &documents) }
            if lists.count == 1 {
                // One list holds each document once: its values go straight to the sum.
                let list = lists[0]
                for p in list.range {
                    let doc = Int(docs[p])
                    enter(doc)
                    target[doc] += sign * list.weight * impacts[p]
                    mark[doc] |= bit
                }
                return
            }
            var words = inWord
            defer { inWord = words }
            words.removeAll()
            for list in lists.sorted(by: { $0.weight > $1.weight }) {
                for p in list.range {
                    let doc = Int(docs[p])
                    let v = list.weight * impacts[p]
                    if mark[doc] & CoverageSearch.inWord == 0 {
                        enter(doc)
                        mark[doc] |= CoverageSearch.inWord | bit
                        value[doc] = v
                        words.append(Int32(doc))
                        target[doc] += sign * v
                    } else if v > value[doc] {
                        target[doc] += sign * (v - value[doc])
                        value[doc] = v
                    }
                }
            }
            for d in words.documents { mark[Int(d)] &= ~CoverageSearch.inWord }
        }

        /// Adds the documents of `list` to `all`, with nothing known of them, when they are new.
        func touch(_ list: List, into all: inout DocumentList) {
            for p in list.range { Self.enter(Int(docs[p]), mark, exact, seen, into: &all) }
        }

        /// Adds `doc` to `all`, with nothing summed yet, when it is new.
        @inline(__always)
        private static func enter(
            _ doc: Int, _ mark: UnsafeMutableBufferPointer<UInt8>, _ exact: UnsafeMutableBufferPointer<Float>,
            _ seen: UnsafeMutableBufferPointer<Float>, into all: inout DocumentList
        ) {
            guard mark[doc] & CoverageSearch.touched == 0 else { return }
            all.append(Int32(doc))
            exact[doc] = 0
            seen[doc] = 0
            mark[doc] = CoverageSearch.touched
        }
    }
}
