/// Top-k retrieval with early exit (Fagin's threshold algorithm): read the required words'
/// posting lists in impact order, round robin; score each newly seen document completely by
/// random access to the forward index; stop when the pool is full and no unseen document can
/// beat its weakest member, or (all-words mode) when one word's list is exhausted.
struct ThresholdSearch {
    enum Mode {
        /// Every required word must match; score is the sum of word values.
        case all
        /// At least one required word; each matched required word adds `partialStep`, so more
        /// matched words always rank first.
        case partial
    }

    static let partialStep: Float = 1000

    let terms: [PreparedTerm]
    let filter: DocumentFilter
    let storage: IndexStorage
    let poolSize: Int

    /// The best `poolSize` documents, best first, with their scores.
    func run(_ mode: Mode) -> [(doc: Int, score: Float)] {
        let words = terms.map(\.word)
        let required = terms.indices.filter { !terms[$0].word.isOptional }
        let hasPhrases = words.contains { $0.phrase != nil }
        let optionalBound = terms.indices.filter { terms[$0].word.isOptional }.reduce(Float(0)) { sum, i in
            sum + (terms[i].expansions.map { e in e.weight * storage.postingImpact[Int(storage.postingStart[Int(e.term)])] }.max() ?? 0)
        }
        var streams = required.map { PostingStream(terms[$0], storage) }
        var seen = [UInt64](repeating: 0, count: storage.documentCount / 64 + 1)
        var pool = ScoreHeap(capacity: poolSize)
        var values = [Float](repeating: 0, count: terms.count)

        while true {
            var progressed = false
            for s in streams.indices {
                guard let (doc, _) = streams[s].next(storage) else { continue }
                progressed = true
                let bit = UInt64(1) << UInt64(doc & 63)
                if seen[doc >> 6] & bit != 0 { continue }
                seen[doc >> 6] |= bit
                guard filter.accepts(doc, storage) else { continue }
                var score: Float = 0
                var matchedRequired = 0
                var rejected = false
                for i in terms.indices {
                    let v = terms[i].value(in: doc, storage)
                    values[i] = v
                    if terms[i].word.isOptional {
                        score += v
                    } else if v > 0 {
                        matchedRequired += 1
                        score += mode == .partial ? Self.partialStep + v : v
                    } else if mode == .all {
                        rejected = true
                        break
                    }
                }
                if rejected || matchedRequired == 0 { continue }
                if pool.isFull, score <= pool.minimum { continue }
                if hasPhrases, !DocumentMatch(doc: doc, terms: terms, storage).satisfiesPhrases(words) { continue }
                pool.insert(score: score, doc: doc)
            }
            if !progressed { break }
            if mode == .all, streams.contains(where: \.isComplete) { break }
            if pool.isFull {
                var threshold = optionalBound
                for s in streams where !s.isComplete {
                    threshold += mode == .partial ? Self.partialStep + s.bound : s.bound
                }
                if pool.minimum >= threshold { break }
            }
        }
        return pool.sortedDescending()
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

    mutating func insert(score: Float, doc: Int) {
        guard capacity > 0 else { return }
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
        } else if score > scores[0] {
            scores[0] = score
            docs[0] = doc
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var smallest = i
                if l < scores.count, isLess(l, smallest) { smallest = l }
                if r < scores.count, isLess(r, smallest) { smallest = r }
                if smallest == i { break }
                swap(i, smallest)
                i = smallest
            }
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
