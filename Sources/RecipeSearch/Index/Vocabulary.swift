/// The index's terms, sorted by UTF-8 bytes so that every prefix is a contiguous range of ids,
/// with stem groups for exact matching and length buckets for typo matching.
///
/// Everything is kept in flat arrays (looked up by binary search), so that a vocabulary read
/// from the index cache is ready without hashing or stemming a single term.
struct Vocabulary: Sendable {
    /// UTF-8 bytes of all terms, back to back; `byteStart[id]..<byteStart[id + 1]` is term `id`.
    let bytes: [UInt8]
    let byteStart: [Int32]
    /// The distinct stems, sorted by bytes (`stemStart` as `byteStart`); stem `s` groups the ids
    /// `stemMembers[stemGroupStart[s]..<stemGroupStart[s + 1]]`.
    let stemBytes: [UInt8]
    let stemStart: [Int32]
    let stemGroupStart: [Int32]
    let stemMembers: [UInt32]
    /// Typo buckets: sorted keys (first byte, length); key `k` holds `bucketMembers[bucketStart[k]..<bucketStart[k + 1]]`.
    let bucketKeys: [Int32]
    let bucketStart: [Int32]
    let bucketMembers: [UInt32]

    /// Builds the vocabulary from distinct terms already sorted by their UTF-8 bytes.
    init(sortedTerms sorted: [String]) {
        var bytes: [UInt8] = []
        var byteStart: [Int32] = [0]
        var stems: [String: [UInt32]] = [:]
        var buckets: [(key: Int32, id: UInt32)] = []
        for (i, term) in sorted.enumerated() {
            let id = UInt32(i)
            bytes.append(contentsOf: term.utf8)
            byteStart.append(Int32(bytes.count))
            stems[Stemmer.stem(term), default: []].append(id)
            if let first = term.utf8.first, term.utf8.count <= 66 {
                buckets.append((Self.bucketKey(first, term.utf8.count), id))
            }
        }
        var stemBytes: [UInt8] = []
        var stemStart: [Int32] = [0]
        var stemGroupStart: [Int32] = [0]
        var stemMembers: [UInt32] = []
        for stem in stems.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            stemBytes.append(contentsOf: stem.utf8)
            stemStart.append(Int32(stemBytes.count))
            stemMembers += stems[stem]!
            stemGroupStart.append(Int32(stemMembers.count))
        }
        buckets.sort { ($0.key, $0.id) < ($1.key, $1.id) }
        var bucketKeys: [Int32] = []
        var bucketStart: [Int32] = []
        for (i, entry) in buckets.enumerated() where bucketKeys.last != entry.key {
            bucketKeys.append(entry.key)
            bucketStart.append(Int32(i))
        }
        bucketStart.append(Int32(buckets.count))
        self.init(
            bytes: bytes, byteStart: byteStart, stemBytes: stemBytes, stemStart: stemStart,
            stemGroupStart: stemGroupStart, stemMembers: stemMembers,
            bucketKeys: bucketKeys, bucketStart: bucketStart, bucketMembers: buckets.map(\.id))
    }

    /// A vocabulary from its arrays, as `IndexFile` stores them.
    init(
        bytes: [UInt8], byteStart: [Int32], stemBytes: [UInt8], stemStart: [Int32], stemGroupStart: [Int32],
        stemMembers: [UInt32], bucketKeys: [Int32], bucketStart: [Int32], bucketMembers: [UInt32]
    ) {
        self.bytes = bytes
        self.byteStart = byteStart
        self.stemBytes = stemBytes
        self.stemStart = stemStart
        self.stemGroupStart = stemGroupStart
        self.stemMembers = stemMembers
        self.bucketKeys = bucketKeys
        self.bucketStart = bucketStart
        self.bucketMembers = bucketMembers
    }

    var count: Int { byteStart.count - 1 }

    /// The folded term with this id.
    func term(_ id: UInt32) -> String {
        String(decoding: bytes[Int(byteStart[Int(id)])..<Int(byteStart[Int(id) + 1])], as: UTF8.self)
    }

    /// The id of exactly this folded term.
    func id(of term: String) -> UInt32? {
        let key = Array(term.utf8)
        let i = Self.lowerBound(bytes, byteStart, key)
        return i < count && Self.equals(bytes, byteStart, i, key) ? UInt32(i) : nil
    }

    /// Ids of the terms sharing `term`'s stem (including `term` itself when indexed).
    func stemGroup(of term: String) -> ArraySlice<UInt32> {
        let key = Array(Stemmer.stem(term).utf8)
        let s = Self.lowerBound(stemBytes, stemStart, key)
        guard s < stemStart.count - 1, Self.equals(stemBytes, stemStart, s, key) else { return [] }
        return stemMembers[Int(stemGroupStart[s])..<Int(stemGroupStart[s + 1])]
    }

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
                for id in bucket(Self.bucketKey(first, length)) {
                    let term = UnsafeBufferPointer(rebasing: all[Int(byteStart[Int(id)])..<Int(byteStart[Int(id) + 1])])
                    if let d = matcher.distance(to: term), d > 0 { found.append((id, d)) }
                }
            }
        }
        if matcher.maxEdits >= 2 { found += firstLetterEdits(matcher.word) }
        return found
    }

    /// Terms one first-letter edit away (each costing two): substitution, deletion, insertion, swap.
    /// The variants are written into two reused buffers, not allocated one by one.
    private func firstLetterEdits(_ word: [UInt8]) -> [(id: UInt32, distance: Int)] {
        var found: [(id: UInt32, distance: Int)] = []
        func look(_ variant: [UInt8]) {
            guard variant != word else { return }
            let i = Self.lowerBound(bytes, byteStart, variant)
            if i < count, Self.equals(bytes, byteStart, i, variant), !found.contains(where: { $0.id == UInt32(i) }) {
                found.append((UInt32(i), 2))
            }
        }
        look(Array(word.dropFirst()))
        if word.count >= 2 { look([word[1], word[0]] + word.dropFirst(2)) }
        var substituted = word
        var inserted = [0] + word
        for letter in Self.firstLetters {
            if letter != word[0] {
                substituted[0] = letter
                look(substituted)
            }
            inserted[0] = letter
            look(inserted)
        }
        return found
    }

    /// The letters tried at a word's start by `firstLetterEdits`.
    private static let firstLetters = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)

    /// The ids in the typo bucket `key`.
    private func bucket(_ key: Int32) -> ArraySlice<UInt32> {
        var lo = 0, hi = bucketKeys.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if bucketKeys[mid] < key { lo = mid + 1 } else { hi = mid }
        }
        guard lo < bucketKeys.count, bucketKeys[lo] == key else { return [] }
        return bucketMembers[Int(bucketStart[lo])..<Int(bucketStart[lo + 1])]
    }

    private static func bucketKey(_ first: UInt8, _ length: Int) -> Int32 { Int32(first) << 8 | Int32(length) }

    /// First index in `terms` whose bytes satisfy `isAbove` (which must be monotone over the order).
    private func partition(_ isAbove: (UnsafeBufferPointer<UInt8>) -> Bool) -> Int {
        bytes.withUnsafeBufferPointer { all in
            var lo = 0, hi = count
            while lo < hi {
                let mid = (lo + hi) / 2
                let term = UnsafeBufferPointer(rebasing: all[Int(byteStart[mid])..<Int(byteStart[mid + 1])])
                if isAbove(term) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
    }

    /// The first string of the sorted strings `bytes`/`starts` not below `key`.
    private static func lowerBound(_ bytes: [UInt8], _ starts: [Int32], _ key: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { all in
            var lo = 0, hi = starts.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                let item = UnsafeBufferPointer(rebasing: all[Int(starts[mid])..<Int(starts[mid + 1])])
                if item.lexicographicallyPrecedes(key) { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
    }

    private static func equals(_ bytes: [UInt8], _ starts: [Int32], _ i: Int, _ key: [UInt8]) -> Bool {
        bytes[Int(starts[i])..<Int(starts[i + 1])].elementsEqual(key)
    }
}

extension Vocabulary {
    /// Bytes held by the vocabulary's arrays.
    var byteCount: Int {
        bytes.count + stemBytes.count
            + 4
            * (byteStart.count + stemStart.count + stemGroupStart.count + stemMembers.count
                + bucketKeys.count + bucketStart.count + bucketMembers.count)
    }
}
