/// Where a document's terms matched the query words: the input to phrase checks, the proximity
/// bonus, highlights and snippets. Read from the occurrences the index keeps per unit body and
/// term, so it costs a lookup per matched term and unit, not a pass over the document's text.
struct DocumentMatch {
    struct Occurrence {
        /// Index of the query word.
        var word: Int
        /// Index into the document's units (`DocumentUnits`).
        var slot: Int
        /// The unit in that slot, and whether it is recipe context in a pitfall or note document.
        var unit: Int
        var isContext: Bool
        var position: Int
        var endPosition: Int
        /// UTF-16 range in the unit's text.
        var start: Int
        var length: Int
        /// The word itself or a form of its stem matched here (see `PreparedTerm.forEachMatch`).
        var isLiteral: Bool
    }

    let doc: Int
    /// Grouped by query word (`wordStart[w]..<wordStart[w + 1]`), each matched term's in text order.
    private(set) var occurrences: [Occurrence] = []
    private var wordStart: [Int] = [0]
    /// Each query word's value in the document (`PreparedTerm.value(in:)`), read in the same pass.
    private(set) var values: [Float] = []

    init(doc: Int, terms: [PreparedTerm], _ storage: IndexStorage) {
        self.doc = doc
        values.reserveCapacity(terms.count)
        wordStart.reserveCapacity(terms.count + 1)
        // Each word's matched entries first (`entryEnd[w]` ends word `w`'s), then their occurrences.
        var entries: [Int] = []
        var literal: [Bool] = []
        var entryEnd: [Int] = []
        entryEnd.reserveCapacity(terms.count)
        requiredWords = terms.indices.filter { !terms[$0].word.isOptional }
        for w in terms.indices {
            var best: Float = 0
            let first = entries.count
            terms[w].forEachMatch(in: doc, storage) { entry, value, isLiteral in
                best = max(best, value)
                if let k = entries[first...].firstIndex(of: entry) {
                    literal[k] = literal[k] || isLiteral
                } else {
                    entries.append(entry)
                    literal.append(isLiteral)
                }
            }
            values.append(best)
            entryEnd.append(entries.count)
        }
        // Each matched entry's term is looked up in the body of each of the document's units: the
        // ids read here come from arrays checked when the index was opened, so a damaged bulk can
        // at worst misplace a highlight.
        let units = storage.documentUnits
        storage.bodyTermStart.withUnsafeBufferPointer { termStart in
            storage.bodyTerm.withUnsafeBufferPointer { bodyTerms in
                storage.bodyTermOccurrenceStart.withUnsafeBufferPointer { occurrenceStart in
                    storage.occurrences.withUnsafeBufferPointer { all in
                        let slots = (0..<units.slotCount(doc)).map { s in
                            let unit = units.unit(doc, slot: s), b = Int(storage.unitBody[unit])
                            return (unit: unit, isContext: units.isContext(doc, slot: s), pairs: Int(termStart[b])..<Int(termStart[b + 1]))
                        }
                        var e = 0
                        for (w, end) in entryEnd.enumerated() {
                            while e < end {
                                let term = storage.forwardTerm[entries[e]]
                                for (slot, unit) in slots.enumerated() {
                                    guard let p = Self.find(term, in: unit.pairs, bodyTerms) else { continue }
                                    OccurrenceCode.forEach(in: all, Int(occurrenceStart[p])..<Int(occurrenceStart[p + 1])) { o in
                                        occurrences.append(Occurrence(
                                            word: w, slot: slot, unit: unit.unit, isContext: unit.isContext, position: Int(o.position),
                                            endPosition: o.endPosition, start: Int(o.start), length: Int(o.length), isLiteral: literal[e]))
                                    }
                                }
                                e += 1
                            }
                            wordStart.append(occurrences.count)
                        }
                    }
                }
            }
        }
    }

    /// The index of `term` among the ascending `terms[range]`, if there.
    @inline(__always)
    private static func find(_ term: UInt32, in range: Range<Int>, _ terms: UnsafeBufferPointer<UInt32>) -> Int? {
        guard !range.isEmpty, terms[range.lowerBound] <= term, terms[range.upperBound - 1] >= term else { return nil }
        var lo = range.lowerBound, hi = range.upperBound
        while lo < hi {
            let mid = (lo + hi) / 2
            if terms[mid] < term { lo = mid + 1 } else { hi = mid }
        }
        return terms[lo] == term ? lo : nil
    }

    /// The query words that are not optional, by index.
    private(set) var requiredWords: [Int] = []

    /// The occurrences of query word `w`.
    func occurrences(of w: Int) -> ArraySlice<Occurrence> {
        occurrences[wordStart[w]..<wordStart[w + 1]]
    }

    /// All occurrences in slot order, then text order (longer first at one start, then by word).
    /// Sorted as packed 64-bit keys (slot, start, length, index): no comparison closure.
    var inTextOrder: [Occurrence] {
        guard occurrences.count < 1 << 16, occurrences.allSatisfy({ $0.start < 1 << 24 && $0.slot < 1 << 16 }) else {
            return occurrences.sorted { a, b in
                (a.slot, a.start, -a.length, a.word) < (b.slot, b.start, -b.length, b.word)
            }
        }
        var keys = occurrences.enumerated().map { i, o in
            UInt64(o.slot) << 48 | UInt64(o.start) << 24 | UInt64(255 - min(o.length, 255)) << 16 | UInt64(i)
        }
        keys.sort()
        return keys.map { occurrences[Int($0 & 0xFFFF)] }
    }

    /// True when every quoted phrase appears with its words next to each other, in order, in one unit.
    func satisfiesPhrases(_ words: [QueryWord]) -> Bool {
        var groups: [Int: [Int]] = [:]
        for (i, word) in words.enumerated() { if let p = word.phrase { groups[p, default: []].append(i) } }
        return groups.values.allSatisfy(containsPhrase)
    }

    private func containsPhrase(_ phraseWords: [Int]) -> Bool {
        for first in occurrences(of: phraseWords[0]) {
            var end = first.endPosition
            var complete = true
            for w in phraseWords.dropFirst() {
                guard let next = occurrences(of: w).first(where: { $0.slot == first.slot && $0.position == end + 1 }) else {
                    complete = false
                    break
                }
                end = next.endPosition
            }
            if complete { return true }
        }
        return false
    }

    /// Bonus for required words found next to each other (best), near each other in query order,
    /// or next to each other reversed: a fraction of the two words' values per pair.
    func proximityBonus(_ words: [QueryWord], values: [Float]) -> Float {
        let required = words.indices.filter { !words[$0].isOptional }
        guard required.count > 1 else { return 0 }
        var bonus: Float = 0
        for (a, b) in zip(required, required.dropFirst()) {
            var relation: Float = 0
            for x in occurrences(of: a) {
                for y in occurrences(of: b) where y.slot == x.slot {
                    if y.position == x.endPosition + 1 {
                        relation = 1
                    } else if y.position > x.endPosition, y.position <= x.endPosition + 3 {
                        relation = max(relation, 0.5)
                    } else if x.position == y.endPosition + 1 {
                        relation = max(relation, 0.3)
                    }
                    if relation == 1 { break }
                }
                if relation == 1 { break }
            }
            bonus += 0.4 * relation * (values[a] + values[b]) / 2
        }
        return bonus
    }
}
