import Foundation

/// Interns folded terms as byte strings: each distinct term gets a dense id, without a `String`
/// being made per token. Open addressing over a power-of-two table whose slots hold each term's
/// hash beside its id, so a probe reads one slot and compares bytes only on a hash match.
struct TermTable {
    /// The terms' bytes back to back; `starts[id]..<starts[id + 1]` is one term.
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [Int32] = [0]
    /// 0 when empty, else the hash in the high half and id + 1 in the low half.
    private var slots: [UInt64]
    private var mask: Int

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        bytes.reserveCapacity(capacity * 8)
    }

    var count: Int { starts.count - 1 }

    /// The id of `term`, added when new.
    mutating func id(of term: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let h = Self.hash(term)
        var i = Int(h) & mask
        let found: Int? = slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBufferPointer { all in
                starts.withUnsafeBufferPointer { starts in
                    while true {
                        let slot = slots[i]
                        if slot == 0 { return nil }
                        if UInt32(truncatingIfNeeded: slot >> 32) == h {
                            let id = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                            let lo = Int(starts[id])
                            if Int(starts[id + 1]) - lo == term.count,
                                term.isEmpty || memcmp(all.baseAddress! + lo, term.baseAddress!, term.count) == 0
                            {
                                return id
                            }
                        }
                        i = (i + 1) & mask
                    }
                }
            }
        }
        if let found { return UInt32(found) }
        let id = count
        slots[i] = UInt64(h) << 32 | UInt64(id + 1)
        bytes.append(contentsOf: term)
        starts.append(Int32(bytes.count))
        if count * 2 > slots.count { grow() }
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

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot != 0 {
            var i = Int(slot >> 32) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = slot
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
