/// Top-k retrieval with early exit (Fagin's threshold algorithm): read the required words'
/// posting lists in impact order, round robin; score each newly seen document completely by
/// random access to the forward index, rarest word first so that a document missing a word is
/// dropped after one lookup; stop when the pool is full and no unseen document can beat its
/// weakest member, or (all-words mode) when one word's lists have all been read.
struct ThresholdSearch {
    enum Mode {
        /// Every required word must match; score is the sum of word values.
        case all
        /// At least one required word; score is the sum of word values, so the words that tell
        /// documents apart (their impacts carry the term's IDF) decide, not how many match.
        case coverage
    }

    let terms: [PreparedTerm]
    let filter: DocumentFilter
    let storage: IndexStorage
    let poolSize: Int

    /// The best `poolSize` documents, best first, with their scores.
    func run(_ mode: Mode) -> [(doc: Int, score: Float)] {
        let required = terms.indices.filter { !terms[$0].word.isOptional }
        let optionalBound = terms.indices.filter { terms[$0].word.isOptional }.reduce(Float(0)) { sum, i in
            sum + (terms[i].expansions.map { e in e.weight * storage.postingImpact[Int(storage.postingStart[Int(e.term)])] }.max() ?? 0)
        }
        var streams = required.map { PostingStream(terms[$0], storage) }
        // Required words by how many postings they have (capped prefixes last), then the optional ones.
        let rarity = Dictionary(uniqueKeysWithValues: zip(required, streams.map { $0.isExhaustive ? $0.remaining : Int.max }))
        let order = terms.indices.sorted { a, b in (rarity[a] ?? Int.max, a) < (rarity[b] ?? Int.max, b) }
        var scorer = Scorer(search: self, mode: mode, order: order)
        // Streams worth reading (MaxScore): once the pool is full, the weakest streams whose bounds
        // together stay below its minimum cannot bring a new document in on their own; documents
        // they hold are still scored in full when an essential stream reaches them.
        var essential = [Bool](repeating: true, count: streams.count)
        while true {
            var progressed = false
            for s in streams.indices where essential[s] {
                guard let (doc, _) = streams[s].next(storage) else { continue }
                progressed = true
                scorer.offer(doc)
            }
            if !progressed { break }
            if mode == .all, streams.contains(where: \.isComplete) { break }
            if scorer.pool.isFull {
                var threshold = optionalBound
                for s in streams where !s.isComplete {
                    threshold += s.bound
                }
                if scorer.pool.minimum >= threshold { break }
                if mode != .all { markInessential(streams, &essential, below: scorer.pool.minimum - optionalBound) }
            }
        }
        return scorer.pool.sortedDescending()
    }

    /// Marks inessential the weakest unfinished streams whose bounds together stay below `limit`,
    /// the others essential.
    private func markInessential(_ streams: [PostingStream], _ essential: inout [Bool], below limit: Float) {
        let open = streams.indices.filter { !streams[$0].isComplete }
            .map { (stream: $0, bound: streams[$0].bound) }
            .sorted { $0.bound < $1.bound }
        var sum: Float = 0
        for entry in open {
            // Slack so that a rounding difference never drops a document that could enter.
            if (sum + entry.bound) * (1 + RemainingBounds.roundingSlack) < limit {
                sum += entry.bound
                essential[entry.stream] = false
            } else {
                essential[entry.stream] = true
            }
        }
    }

    /// Scores each document once and keeps the best in a bounded pool.
    private struct Scorer {
        let search: ThresholdSearch
        let mode: Mode
        /// Term indices in the order they are looked up.
        let order: [Int]
        let words: [QueryWord]
        let hasPhrases: Bool
        /// What the words from each place in `order` on can still add.
        let reachable: RemainingBounds
        var pool: ScoreHeap
        var seen: [UInt64]

        init(search: ThresholdSearch, mode: Mode, order: [Int]) {
            self.search = search
            self.mode = mode
            self.order = order
            words = search.terms.map(\.word)
            hasPhrases = words.contains { $0.phrase != nil }
            reachable = RemainingBounds(order.map { search.terms[$0].upperBound(search.storage) })
            pool = ScoreHeap(capacity: search.poolSize)
            seen = [UInt64](repeating: 0, count: search.storage.documentCount / 64 + 1)
        }

        mutating func offer(_ doc: Int) {
            let bit = UInt64(1) << UInt64(doc & 63)
            if seen[doc >> 6] & bit != 0 { return }
            seen[doc >> 6] |= bit
            let storage = search.storage
            guard search.filter.accepts(doc, storage) else { return }
            var score: Float = 0
            var matchedRequired = 0
            for (k, i) in order.enumerated() {
                if pool.isFull, reachable.cannotEnter(score, before: k, minimum: pool.minimum) { return }
                // Read in place: a copy of a PreparedTerm retains its four arrays.
                let v = search.terms[i].value(in: doc, storage)
                if search.terms[i].word.isOptional {
                    score += v
                } else if v > 0 {
                    matchedRequired += 1
                    score += v
                } else if mode == .all {
                    return
                }
            }
            if matchedRequired == 0 { return }
            if pool.isFull, score <= pool.minimum { return }
            if hasPhrases, !DocumentMatch(doc: doc, terms: search.terms, storage).satisfiesPhrases(words) { return }
            pool.insert(score: score, doc: doc)
        }
    }
}

/// A bounded min-heap of (score, document): keeps the best `capacity` entries.
struct ScoreHeap {
    private var scores: [Float] = []
    private var docs: [Int] = []
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    var isFull: Bool { scores.count >= capacity }
    /// The weakest kept score.
    var minimum: Float { scores.first ?? 0 }
    /// The document of the weakest kept entry (the latest among equal scores).
    var minimumDoc: Int { docs.first ?? .max }

    /// Keeps `doc` when the heap has room or it beats the weakest kept entry (a higher score, or
    /// an equal one and an earlier document).
    @inline(__always)
    mutating func insert(score: Float, doc: Int) {
        // Most offers lose to a full heap: they are turned away before anything is written.
        guard capacity > 0, scores.count < capacity || beatsWeakest(score: score, doc: doc) else { return }
        keep(score: score, doc: doc)
    }

    /// True when (`score`, `doc`) would be kept over the weakest entry of a full heap (`isLess`'s
    /// order: a higher score, or an equal one and an earlier document).
    @inline(__always)
    private func beatsWeakest(score: Float, doc: Int) -> Bool {
        score > scores[0] || (score == scores[0] && doc < docs[0])
    }

    /// Adds the entry, replacing the weakest one when full (`insert` has made sure it beats it).
    private mutating func keep(score: Float, doc: Int) {
        if scores.count < capacity {
            scores.append(score)
            docs.append(doc)
            var i = scores.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                guard isLess(i, parent) else { break }
                swap(i, parent)
                i = parent
            }
        } else {
            scores[0] = score
            docs[0] = doc
            // The weakest kept score comes first.
            siftDown(0, count: scores.count, comesFirst: { isLess($0, $1) }, swap: { swap($0, $1) })
        }
    }

    /// Best first; equal scores by document order.
    func sortedDescending() -> [(doc: Int, score: Float)] {
        zip(docs, scores).map { (doc: $0, score: $1) }.sorted { $0.score != $1.score ? $0.score > $1.score : $0.doc < $1.doc }
    }

    /// Lower score, or equal score and later document, is "less" (evicted first).
    private func isLess(_ a: Int, _ b: Int) -> Bool {
        scores[a] != scores[b] ? scores[a] < scores[b] : docs[a] > docs[b]
    }

    private mutating func swap(_ a: Int, _ b: Int) {
        scores.swapAt(a, b)
        docs.swapAt(a, b)
    }
}
