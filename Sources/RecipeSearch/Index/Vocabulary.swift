/// The index's terms, sorted by UTF-8 bytes so that every prefix is a contiguous range of ids,
/// with stem groups for exact matching and length buckets for typo matching.
struct Vocabulary: Sendable {
    /// Folded terms; a term's id is its index here.
    let terms: [String]
    /// UTF-8 bytes of all terms, back to back; `byteStart[id]..<byteStart[id + 1]` is one term.
    private let bytes: [UInt8]
    private let byteStart: [Int32]
    private let ids: [String: UInt32]
    /// Stem → ids of the terms with that stem.
    private let stemGroups: [String: [UInt32]]
    /// (first byte, length) → ids, for typo candidates.
    private let buckets: [Int: [UInt32]]

    /// Builds the vocabulary from distinct terms already sorted by their UTF-8 bytes.
    init(sortedTerms sorted: [String]) {
        terms = sorted
        var bytes: [UInt8] = []
        var byteStart: [Int32] = [0]
        var ids: [String: UInt32] = [:]
        var stems: [String: [UInt32]] = [:]
        var buckets: [Int: [UInt32]] = [:]
        ids.reserveCapacity(sorted.count)
        for (i, term) in sorted.enumerated() {
            let id = UInt32(i)
            bytes.append(contentsOf: term.utf8)
            byteStart.append(Int32(bytes.count))
            ids[term] = id
            stems[Stemmer.stem(term), default: []].append(id)
            if let first = term.utf8.first, term.utf8.count <= 66 {
                buckets[Self.bucketKey(first, term.utf8.count), default: []].append(id)
            }
        }
        self.bytes = bytes
        self.byteStart = byteStart
        self.ids = ids
        self.stemGroups = stems
        self.buckets = buckets
    }

    var count: Int { terms.count }

    /// The id of exactly this folded term.
    func id(of term: String) -> UInt32? { ids[term] }

    /// Ids of the terms sharing `term`'s stem (including `term` itself when indexed).
    func stemGroup(of term: String) -> [UInt32] { stemGroups[Stemmer.stem(term)] ?? [] }

    /// Length in UTF-8 bytes of the term with this id.
    func length(of id: UInt32) -> Int { Int(byteStart[Int(id) + 1] - byteStart[Int(id)]) }

    /// Ids of all terms starting with `prefix`.
    func prefixRange(_ prefix: String) -> Range<Int> {
        let p = Array(prefix.utf8)
        let lower = partition { !$0.lexicographicallyPrecedes(p) }
        let upper = partition { term in
            // first index whose term is neither below p nor starts with p
            !term.lexicographicallyPrecedes(p) && !term.starts(with: p)
        }
        return lower..<max(lower, upper)
    }

    /// Terms within the typo distance of `matcher`'s word (never the word itself), with their distance.
    func typoCandidates(_ matcher: TypoMatcher) -> [(id: UInt32, distance: Int)] {
        var found: [(id: UInt32, distance: Int)] = []
        let first = matcher.word[0]
        let n = matcher.word.count
        bytes.withUnsafeBufferPointer { all in
            for length in max(1, n - matcher.maxEdits)...(n + matcher.maxEdits) {
                for id in buckets[Self.bucketKey(first, length)] ?? [] {
                    let term = UnsafeBufferPointer(rebasing: all[Int(byteStart[Int(id)])..<Int(byteStart[Int(id) + 1])])
                    if let d = matcher.distance(to: term), d > 0 { found.append((id, d)) }
                }
            }
        }
        if matcher.maxEdits >= 2 { found += firstLetterEdits(matcher.word) }
        return found
    }

    /// Terms one first-letter edit away (each costing two): substitution, deletion, insertion, swap.
    private func firstLetterEdits(_ word: [UInt8]) -> [(id: UInt32, distance: Int)] {
        var variants: [[UInt8]] = [Array(word.dropFirst())]
        if word.count >= 2 { variants.append([word[1], word[0]] + word.dropFirst(2)) }
        for letter in Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8) {
            if letter != word[0] { variants.append([letter] + word.dropFirst()) }
            variants.append([letter] + word)
        }
        var found: [(id: UInt32, distance: Int)] = []
        for variant in variants where variant != word {
            if let id = ids[String(decoding: variant, as: UTF8.self)], !found.contains(where: { $0.id == id }) {
                found.append((id, 2))
            }
        }
        return found
    }

    private static func bucketKey(_ first: UInt8, _ length: Int) -> Int { Int(first) << 8 | length }

    /// First index in `terms` whose bytes satisfy `isAbove` (which must be monotone over the order).
    private func partition(_ isAbove: (UnsafeBufferPointer<UInt8>) -> Bool) -> Int {
        bytes.withUnsafeBufferPointer { all in
            var lo = 0, hi = terms.count
            while lo < hi {
                let mid = (lo + hi) / 2
                let term = UnsafeBufferPointer(rebasing: all[Int(byteStart[mid])..<Int(byteStart[mid + 1])])
                if isAbove(term) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
    }
}
