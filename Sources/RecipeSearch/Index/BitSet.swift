/// A set of small non-negative numbers (recipes, documents) as one bit each: membership is a
/// load and a mask, with no hashing.
struct BitSet: Sendable {
    private var words: [UInt64]

    /// An empty set for the numbers `0..<capacity`.
    init(capacity: Int) { words = [UInt64](repeating: 0, count: capacity / 64 + 1) }

    func contains(_ n: Int) -> Bool { words[n >> 6] & (UInt64(1) << UInt64(n & 63)) != 0 }

    /// Adds `n`; false when it was already in.
    @discardableResult
    mutating func insert(_ n: Int) -> Bool {
        let bit = UInt64(1) << UInt64(n & 63)
        defer { words[n >> 6] |= bit }
        return words[n >> 6] & bit == 0
    }

    /// True when the set is empty.
    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }
}
