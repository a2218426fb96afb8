/// Interns folded terms as byte strings: each distinct term gets a dense id, without a `String`
/// being made per token. Open addressing over a power-of-two table of ids.
struct TermTable {
    /// The terms' bytes back to back; `starts[id]..<starts[id + 1]` is one term.
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [Int32] = [0]
    private var hashes: [UInt32] = []
    private var slots: [Int32]
    private var mask: Int

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        bytes.reserveCapacity(capacity * 8)
    }

    var count: Int { hashes.count }

    /// The id of `term`, added when new.
    mutating func id(of term: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let h = Self.hash(term)
        var i = Int(h) & mask
        while true {
            let id = Int(slots[i])
            if id < 0 { break }
            if hashes[id] == h, equals(id, term) { return UInt32(id) }
            i = (i + 1) & mask
        }
        let id = hashes.count
        slots[i] = Int32(id)
        hashes.append(h)
        bytes.append(contentsOf: term)
        starts.append(Int32(bytes.count))
        if hashes.count * 2 > slots.count { grow() }
        return UInt32(id)
    }

    /// The bytes of term `id`.
    func term(_ id: Int) -> ArraySlice<UInt8> { bytes[Int(starts[id])..<Int(starts[id + 1])] }

    /// Ids ordered by their bytes.
    func sortedIDs() -> [Int] {
        bytes.withUnsafeBufferPointer { all in
            (0..<count).sorted { a, b in
                let x = UnsafeBufferPointer(rebasing: all[Int(starts[a])..<Int(starts[a + 1])])
                let y = UnsafeBufferPointer(rebasing: all[Int(starts[b])..<Int(starts[b + 1])])
                return x.lexicographicallyPrecedes(y)
            }
        }
    }

    private func equals(_ id: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
        let lo = Int(starts[id]), hi = Int(starts[id + 1])
        guard hi - lo == term.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            for k in 0..<term.count where all[lo + k] != term[k] { return false }
            return true
        }
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        for (id, h) in hashes.enumerated() {
            var i = Int(h) & mask
            while slots[i] >= 0 { i = (i + 1) & mask }
            slots[i] = Int32(id)
        }
    }

    /// FNV-1a, 32 bits: terms are short.
    @inline(__always)
    static func hash(_ term: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in term { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }
}
