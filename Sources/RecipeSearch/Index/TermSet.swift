/// The distinct terms of one document while its forward entries are built, handed out in
/// ascending order. Terms are marked in a bit set over the vocabulary; a document with many
/// terms is read back by scanning the bit set's words (cheaper than sorting them), one with few
/// by sorting its short list.
struct TermSet {
    private var bits: [UInt64]
    private(set) var terms: [UInt32] = []

    init(vocabularySize: Int) {
        bits = [UInt64](repeating: 0, count: vocabularySize / 64 + 1)
    }

    var count: Int { terms.count }

    /// Adds a term not in the set yet.
    @inline(__always)
    mutating func insert(_ term: UInt32) {
        terms.append(term)
        bits[Int(term >> 6)] |= 1 << UInt64(term & 63)
    }

    /// Puts the terms in ascending order and empties the bit set; `terms` keeps them until `removeAll`.
    mutating func sort() {
        // A sort of n terms costs about n log n comparisons; a scan, one read per 64 terms of vocabulary.
        if terms.count * 8 < bits.count {
            terms.sort()
            for term in terms { bits[Int(term >> 6)] = 0 }
            return
        }
        var at = 0
        terms.withUnsafeMutableBufferPointer { terms in
            bits.withUnsafeMutableBufferPointer { bits in
                for w in bits.indices where bits[w] != 0 {
                    var word = bits[w]
                    bits[w] = 0
                    while word != 0 {
                        terms[at] = UInt32(w << 6 | word.trailingZeroBitCount)
                        at += 1
                        word &= word - 1
                    }
                }
            }
        }
    }

    mutating func removeAll() { terms.removeAll(keepingCapacity: true) }

    /// Empties the set without sorting it (when only its size was wanted).
    mutating func clear() {
        for term in terms { bits[Int(term >> 6)] = 0 }
        terms.removeAll(keepingCapacity: true)
    }
}
