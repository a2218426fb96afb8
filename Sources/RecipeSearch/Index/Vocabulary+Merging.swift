extension Vocabulary {
    /// The vocabulary of several term tables, sorted by bytes, and per table its ids → vocabulary ids.
    static func merging(_ tables: [TermTable]) -> (Vocabulary, [[UInt32]]) {
        var global = TermTable(capacity: tables.map(\.count).max() ?? 1024)
        let toGlobal = tables.map { table in
            (0..<table.count).map { id in table.term(id).withUnsafeBufferPointer { global.id(of: $0) } }
        }
        let order = global.sortedIDs()
        var rank = [UInt32](repeating: 0, count: order.count)
        for (r, id) in order.enumerated() { rank[id] = UInt32(r) }
        let vocabulary = Vocabulary(sortedTerms: order.map { String(decoding: global.term($0), as: UTF8.self) })
        return (vocabulary, toGlobal.map { $0.map { rank[Int($0)] } })
    }
}
