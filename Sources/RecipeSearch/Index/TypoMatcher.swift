/// Edit distance from one query word to vocabulary terms, with the typo rules of the search:
/// no edit under 5 letters, 1 edit from 5, 2 from 9; a transposition of neighbours counts as one
/// edit and any edit of the first letter counts as two.
///
/// The distance of the rest (after the first letter) is Hyyrö's bit-parallel optimal-string-
/// alignment algorithm (Myers' bit vectors plus a transposition term): one pass over the
/// candidate with a few word operations per byte. Lengths are counted in folded UTF-8 bytes.
struct TypoMatcher {
    /// The folded query word.
    let word: [UInt8]
    /// Edits allowed for this word's length.
    let maxEdits: Int
    private var peq: [UInt64]

    /// Edits allowed for a word of `length` letters.
    static func maxEdits(forLength length: Int) -> Int { length >= 9 ? 2 : length >= 5 ? 1 : 0 }

    /// Nil when the word is too short for typos or too long (over 64 bytes) for the bit vectors.
    init?(word: String) {
        let bytes = Array(word.utf8)
        let edits = Self.maxEdits(forLength: bytes.count)
        guard edits > 0, bytes.count <= 64 else { return nil }
        self.word = bytes
        self.maxEdits = edits
        var peq = [UInt64](repeating: 0, count: 256)
        for (i, b) in bytes.dropFirst().enumerated() { peq[Int(b)] |= 1 << UInt64(i) }
        self.peq = peq
    }

    /// The distance to `candidate` under the rules above, or nil when it is above `maxEdits`.
    func distance(to candidate: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = candidate.first, abs(candidate.count - word.count) <= maxEdits else { return nil }
        if first == word[0] {
            let rest = UnsafeBufferPointer(rebasing: candidate.dropFirst())
            if maxEdits == 1 { return word.withUnsafeBufferPointer { Self.withinOneEdit(UnsafeBufferPointer(rebasing: $0.dropFirst()), rest) } }
            let d = restDistance(rest)
            return d <= maxEdits ? d : nil
        }
        guard maxEdits >= 2 else { return nil }
        // An edit of the first letter costs two, so everything else must match exactly.
        let c = Array(candidate), w = word
        if c.count == w.count, c.dropFirst() == w.dropFirst() { return 2 }
        if c.count + 1 == w.count, c[...] == w.dropFirst() { return 2 }
        if c.count == w.count + 1, c.dropFirst() == w[...] { return 2 }
        if c.count == w.count, c.count >= 2, c[0] == w[1], c[1] == w[0], c.dropFirst(2) == w.dropFirst(2) { return 2 }
        return nil
    }

    /// The optimal-string-alignment distance of `a` and `b` when it is at most one, else nil: one
    /// substitution, insertion, deletion or swap of neighbours, which must sit at the first byte
    /// where they differ. Most terms differ at once, so this reads a byte or two of each, where
    /// `restDistance` reads all of them.
    static func withinOneEdit(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int? {
        var p = 0
        while p < a.count, p < b.count, a[p] == b[p] { p += 1 }
        /// True when `a[i...]` and `b[j...]` are equal.
        func sameTail(_ i: Int, _ j: Int) -> Bool {
            guard a.count - i == b.count - j else { return false }
            var i = i, j = j
            while i < a.count {
                if a[i] != b[j] { return false }
                i += 1
                j += 1
            }
            return true
        }
        switch a.count - b.count {
        case 0:
            if p == a.count { return 0 }
            if sameTail(p + 1, p + 1) { return 1 }
            return p + 1 < a.count && a[p] == b[p + 1] && a[p + 1] == b[p] && sameTail(p + 2, p + 2) ? 1 : nil
        case 1: return sameTail(p + 1, p) ? 1 : nil
        case -1: return sameTail(p, p + 1) ? 1 : nil
        default: return nil
        }
    }

    /// Optimal-string-alignment distance between `word.dropFirst()` and `text`.
    private func restDistance(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        let m = word.count - 1
        if m == 0 { return text.count }
        let high: UInt64 = 1 << UInt64(m - 1)
        var vp: UInt64 = m == 64 ? ~0 : (1 << UInt64(m)) - 1
        var vn: UInt64 = 0
        var d0: UInt64 = 0
        var previousPM: UInt64 = 0
        var score = m
        for byte in text {
            let pm = peq[Int(byte)]
            let transposition = ((~d0 & pm) << 1) & previousPM
            d0 = (((pm & vp) &+ vp) ^ vp) | pm | vn | transposition
            var hp = vn | ~(d0 | vp)
            var hn = d0 & vp
            if hp & high != 0 { score += 1 } else if hn & high != 0 { score -= 1 }
            hp = (hp << 1) | 1
            hn = hn << 1
            vp = hn | ~(d0 | hp)
            vn = d0 & hp
            previousPM = pm
        }
        return score
    }
}
