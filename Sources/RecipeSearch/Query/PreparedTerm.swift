/// A query word resolved against the vocabulary: the terms it matches and how much each is worth.
///
/// Exact surface matches weigh 1, other forms of the same stem 0.9, prefix completions
/// 0.55–0.85 (shorter completions more), words of the same symptom (`SymptomThesaurus`) 0.5,
/// one-edit typos 0.45 and two-edit typos 0.35: an exact match beats a prefix match beats a typo
/// on equal evidence.
struct PreparedTerm {
    struct Expansion {
        var term: UInt32
        var weight: Float
    }

    var word: QueryWord
    /// Exact, stem and typo matches, sorted by term id, one entry per term.
    var expansions: [Expansion]
    /// Ids of prefix completions (weights from `prefixWeight`); empty when not a prefix word.
    var prefix: Range<Int>
    /// Lists opened for sorted access: all expansions plus the strongest prefix completions.
    var streams: [Expansion]
    /// The best value among prefix completions left out of `streams` (0 when none were).
    var unstreamedBound: Float

    static let stemWeight: Float = 0.9
    static let typoWeights: [Float] = [1, 0.45, 0.35]
    /// Prefix completions opened for sorted access when they hold more postings than
    /// `openCompletionsLimit` per document; random access still sees all of them.
    static let prefixStreamCap = 24
    /// Every completion is opened while they hold at most this many postings per document, so
    /// that the searches read the word's lists rather than look it up document by document.
    static let openCompletionsLimit = 2

    /// The weight of a prefix completion of `queryLength` bytes by a term of `termLength` bytes.
    static func prefixWeight(queryLength: Int, termLength: Int) -> Float {
        0.55 + 0.3 * Float(queryLength) / Float(max(termLength, 1))
    }

    init(_ word: QueryWord, storage: IndexStorage) {
        self.word = word
        let vocabulary = storage.vocabulary
        var offered: [Expansion] = []
        func offer(_ id: UInt32, _ weight: Float) { offered.append(Expansion(term: id, weight: weight)) }
        if word.isExact {
            if let id = vocabulary.id(of: word.term) { offer(id, 1) }
        } else {
            for id in vocabulary.stemGroup(of: word.term) { offer(id, vocabulary.term(id) == word.term ? 1 : Self.stemWeight) }
            if let id = vocabulary.id(of: word.term) { offer(id, 1) }
            if !word.isOptional {
                for synonym in SymptomThesaurus.synonyms(of: word.term) {
                    for id in vocabulary.stemGroup(of: synonym) { offer(id, SymptomThesaurus.weight) }
                }
            }
            if !word.isOptional, let matcher = TypoMatcher(word: word.term) {
                for (id, distance) in vocabulary.typoCandidates(matcher) {
                    let weight = Self.typoWeights[distance]
                    offer(id, weight)
                    for variant in vocabulary.stemGroup(of: vocabulary.term(id)) { offer(variant, weight) }
                }
            }
        }
        if word.weight != 1 { offered = offered.map { Expansion(term: $0.term, weight: $0.weight * word.weight) } }
        expansions = Self.strongestPerTerm(offered)
        prefix = word.isPrefix && !word.isOptional ? vocabulary.prefixRange(word.term) : 0..<0
        streams = expansions
        unstreamedBound = 0
        if !prefix.isEmpty { openPrefixStreams(storage) }
    }

    /// One expansion per term, the one with the highest weight, sorted by term id.
    private static func strongestPerTerm(_ offered: [Expansion]) -> [Expansion] {
        let sorted = offered.sorted { $0.term != $1.term ? $0.term < $1.term : $0.weight > $1.weight }
        var strongest: [Expansion] = []
        strongest.reserveCapacity(sorted.count)
        for e in sorted where strongest.last?.term != e.term { strongest.append(e) }
        return strongest
    }

    /// Adds every completion to `streams` when they hold few postings, else the
    /// `prefixStreamCap` with the highest possible value.
    private mutating func openPrefixStreams(_ storage: IndexStorage) {
        let queryLength = word.term.utf8.count
        let completionPostings = Int(storage.postingStart[prefix.upperBound] - storage.postingStart[prefix.lowerBound])
        if completionPostings <= Self.openCompletionsLimit * storage.documentCount {
            for id in prefix where !expansions.contains(where: { $0.term == UInt32(id) }) {
                let t = UInt32(id)
                guard storage.postingStart[id] < storage.postingStart[id + 1] else { continue }
                streams.append(Expansion(term: t, weight: Self.prefixWeight(queryLength: queryLength, termLength: storage.vocabulary.length(of: t))))
            }
            return
        }
        let keep = Self.prefixStreamCap + 1
        var top: [(value: Float, expansion: Expansion)] = []
        top.reserveCapacity(keep + 1)
        for id in prefix {
            let t = UInt32(id)
            if let last = top.last, top.count == keep, storage.postingImpact[Int(storage.postingStart[id])] <= last.value {
                continue  // cannot enter: weights are at most 0.85 and at least the value needed here
            }
            if expansions.contains(where: { $0.term == t }) { continue }
            let weight = Self.prefixWeight(queryLength: queryLength, termLength: storage.vocabulary.length(of: t))
            let value = weight * storage.postingImpact[Int(storage.postingStart[id])]
            if top.count == keep, value <= top[keep - 1].value { continue }
            let at = top.firstIndex { $0.value < value } ?? top.count
            top.insert((value, Expansion(term: t, weight: weight)), at: at)
            if top.count > keep { top.removeLast() }
        }
        for entry in top.prefix(Self.prefixStreamCap) { streams.append(entry.expansion) }
        if top.count == keep { unstreamedBound = top[keep - 1].value }
    }

    /// The highest `value(in:)` any document can have: the best weight × first (highest) impact of
    /// each opened list, and the bound on the unopened prefix completions. An expansion that is also
    /// a completion may be read at the highest prefix weight.
    func upperBound(_ storage: IndexStorage) -> Float {
        let prefixCeiling: Float = prefix.isEmpty ? 0 : Self.prefixWeight(queryLength: 1, termLength: 1)
        var bound = unstreamedBound
        for e in streams {
            let start = Int(storage.postingStart[Int(e.term)])
            guard start < Int(storage.postingStart[Int(e.term) + 1]) else { continue }
            bound = max(bound, max(e.weight, prefixCeiling) * storage.postingImpact[start])
        }
        return bound
    }

    /// Calls `body(doc, weight × impact)` for every posting of the word's opened lists.
    @inline(__always)
    func forEachPosting(_ storage: IndexStorage, _ body: (_ doc: Int, _ value: Float) -> Void) {
        storage.postingDoc.withUnsafeBufferPointer { docs in
            storage.postingImpact.withUnsafeBufferPointer { impacts in
                for e in streams {
                    for p in Int(storage.postingStart[Int(e.term)])..<Int(storage.postingStart[Int(e.term) + 1]) {
                        body(Int(docs[p]), e.weight * impacts[p])
                    }
                }
            }
        }
    }

    /// Postings in all the word's opened lists (`streams`).
    func openedPostings(_ storage: IndexStorage) -> Int {
        streams.reduce(0) { $0 + Int(storage.postingStart[Int($1.term) + 1] - storage.postingStart[Int($1.term)]) }
    }

    /// Postings of the word itself and the other forms of its stem (not prefixes, typos or synonyms).
    func literalPostings(_ storage: IndexStorage) -> Int {
        expansions.reduce(0) { sum, e in
            e.weight >= Self.stemWeight * word.weight
                ? sum + Int(storage.postingStart[Int(e.term) + 1] - storage.postingStart[Int(e.term)]) : sum
        }
    }

    /// This term's value in document `doc` (0 when it does not match): the best weight × impact.
    func value(in doc: Int, _ storage: IndexStorage) -> Float {
        var best: Float = 0
        forEachMatch(in: doc, storage) { _, value, _ in best = max(best, value) }
        return best
    }

    /// True when one of document `doc`'s terms this word matches as itself (`forEachMatch`'s literal
    /// entries; with `completions`, its prefix completions too) is among the body terms `ranges`.
    func matchesAsItself(
        in doc: Int, among ranges: some Collection<Range<Int>>, completions: Bool = false, _ storage: IndexStorage
    ) -> Bool {
        var found = false
        storage.bodyTerm.withUnsafeBufferPointer { bodyTerms in
            forEachMatch(in: doc, storage) { entry, _, isLiteral in
                let term = storage.forwardTerm[entry]
                guard !found, isLiteral || (completions && prefix.contains(Int(term))) else { return }
                found = ranges.contains { DocumentMatch.find(term, in: $0, bodyTerms) != nil }
            }
        }
        return found
    }

    /// True when the word matches document `doc` at all (`value(in:)` > 0), found at the first
    /// matching entry.
    func matches(_ doc: Int, _ storage: IndexStorage) -> Bool {
        let lo = Int(storage.forwardStart[doc]), hi = Int(storage.forwardStart[doc + 1])
        return storage.forwardTerm.withUnsafeBufferPointer { terms in
            storage.forwardImpact.withUnsafeBufferPointer { impacts in
                var from = lo
                for e in expansions {
                    from = Self.gallop(terms, from, hi, e.term)
                    if from == hi { break }
                    if terms[from] == e.term, e.weight * impacts[from] > 0 { return true }
                }
                guard !prefix.isEmpty else { return false }
                let queryLength = word.term.utf8.count
                var i = Self.lowerBound(terms, lo, hi, UInt32(prefix.lowerBound))
                while i < hi, Int(terms[i]) < prefix.upperBound {
                    if Self.prefixWeight(queryLength: queryLength, termLength: storage.vocabulary.length(of: terms[i])) * impacts[i] > 0 {
                        return true
                    }
                    i += 1
                }
                return false
            }
        }
    }

    /// Calls `body(entry, weight × impact)` for each forward-index entry of document `doc` this
    /// word matches: the expansions' entries in entry order, then the prefix completions' (an
    /// entry that is both comes twice, with each weight). The largest value is `value(in:)`.
    /// `literal`: the entry is the word itself or another form of its stem (not a prefix
    /// completion, a typo or a symptom word of the thesaurus).
    @inline(__always)
    func forEachMatch(in doc: Int, _ storage: IndexStorage, _ body: (_ entry: Int, _ value: Float, _ literal: Bool) -> Void) {
        let lo = Int(storage.forwardStart[doc]), hi = Int(storage.forwardStart[doc + 1])
        storage.forwardTerm.withUnsafeBufferPointer { terms in
            storage.forwardImpact.withUnsafeBufferPointer { impacts in
                var from = lo
                for e in expansions {
                    from = Self.gallop(terms, from, hi, e.term)
                    if from == hi { break }
                    if terms[from] == e.term { body(from, e.weight * impacts[from], e.weight >= Self.stemWeight * word.weight) }
                }
                if !prefix.isEmpty {
                    let queryLength = word.term.utf8.count
                    var i = Self.lowerBound(terms, lo, hi, UInt32(prefix.lowerBound))
                    while i < hi, Int(terms[i]) < prefix.upperBound {
                        let w = Self.prefixWeight(queryLength: queryLength, termLength: storage.vocabulary.length(of: terms[i]))
                        body(i, w * impacts[i], false)
                        i += 1
                    }
                }
            }
        }
    }

    /// `lowerBound` for a value expected near `lo`: steps of 1, 2, 4… from `lo`, then a binary
    /// search in the last step. Expansions are sorted, so each search starts where the last ended.
    private static func gallop(_ a: UnsafeBufferPointer<UInt32>, _ lo: Int, _ hi: Int, _ value: UInt32) -> Int {
        var low = lo, step = 1
        while low + step < hi, a[low + step - 1] < value {
            low += step
            step <<= 1
        }
        return lowerBound(a, low, min(hi, low + step), value)
    }

    private static func lowerBound(_ a: UnsafeBufferPointer<UInt32>, _ lo: Int, _ hi: Int, _ value: UInt32) -> Int {
        var lo = lo, hi = hi
        while lo < hi {
            let mid = (lo + hi) >> 1
            if a[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
