/// Where a document's terms matched the query words: the input to phrase checks, the proximity
/// bonus, highlights and snippets. Read from the occurrences the index keeps per unit body and
/// term, so it costs a lookup per matched term and unit, not a pass over the document's text.
///
/// A class: rankings copy and regroup their rows, and a row holds its match by reference.
final class DocumentMatch {
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
    let occurrences: [Occurrence]
    private let wordStart: [Int]
    /// Each query word's value in the document (`PreparedTerm.value(in:)`), read in the same pass.
    let values: [Float]

    init(doc: Int, terms: [PreparedTerm], _ storage: IndexStorage) {
        self.doc = doc
        // Built in locals and stored once: a class's properties are checked on every access.
        var values: [Float] = []
        values.reserveCapacity(terms.count)
        // Each word's matched entries first (`entryEnd[w]` ends word `w`'s), then their occurrences.
        var entries: [Int] = []
        var literal: [Bool] = []
        entries.reserveCapacity(2 * terms.count)
        literal.reserveCapacity(2 * terms.count)
        var entryEnd: [Int] = []
        entryEnd.reserveCapacity(terms.count)
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
        var occurrences: [Occurrence] = []
        // A matched term is usually in a few units, a few times each: room for that up front.
        occurrences.reserveCapacity(4 * entries.count)
        var wordStart: [Int] = []
        wordStart.reserveCapacity(terms.count + 1)
        wordStart.append(0)
        // Each matched entry's term is looked up in the body of each of the document's units: the
        // ids read here come from arrays checked when the index was opened, so a damaged bulk can
        // at worst misplace a highlight.
        let units = storage.documentUnits
        let own = Int(units.ownCount[doc]), ownStart = Int(units.ownStart[doc])
        let contextStart = Int(units.contextStart[doc]), slotCount = own + Int(units.contextCount[doc])
        storage.bodyTermStart.withUnsafeBufferPointer { termStart in
            storage.bodyTerm.withUnsafeBufferPointer { bodyTerms in
                storage.bodyTermOccurrenceStart.withUnsafeBufferPointer { occurrenceStart in
                    storage.occurrences.withUnsafeBufferPointer { all in
                        let slots = storage.unitBody.withUnsafeBufferPointer { unitBody in
                            units.contextUnits.withUnsafeBufferPointer { contextUnits in
                                (0..<slotCount).map { s in
                                    let unit = s < own ? ownStart + s : Int(contextUnits[contextStart + s - own]), b = Int(unitBody[unit])
                                    let pairs = Int(termStart[b])..<Int(termStart[b + 1])
                                    // The body's lowest and highest term, read once for all the terms looked up.
                                    let (lowest, highest) =
                                        pairs.isEmpty ? (UInt32.max, 0) : (bodyTerms[pairs.lowerBound], bodyTerms[pairs.upperBound - 1])
                                    return (unit: unit, isContext: s >= own, pairs: pairs, lowest: lowest, highest: highest)
                                }
                            }
                        }
                        /// Appends the occurrences of body-term pair `p`, in slot `slot`, for word `w`.
                        func append(_ w: Int, _ slot: Int, _ p: Int, isLiteral: Bool) {
                            let unit = slots[slot]
                            OccurrenceCode.forEach(in: all, Int(occurrenceStart[p])..<Int(occurrenceStart[p + 1])) { o in
                                occurrences.append(
                                    Occurrence(
                                        word: w, slot: slot, unit: unit.unit, isContext: unit.isContext, position: Int(o.position),
                                        endPosition: o.endPosition, start: Int(o.start), length: Int(o.length), isLiteral: isLiteral))
                            }
                        }
                        var e = 0
                        if entries.count <= Self.fewEntries {
                            // Few terms: each looked up in each slot's body.
                            for end in entryEnd {
                                while e < end {
                                    let term = storage.forwardTerm[entries[e]]
                                    for slot in slots.indices where slots[slot].lowest <= term && term <= slots[slot].highest {
                                        if let p = Self.find(term, in: slots[slot].pairs, bodyTerms) {
                                            append(wordStart.count - 1, slot, p, isLiteral: literal[e])
                                        }
                                    }
                                    e += 1
                                }
                                wordStart.append(occurrences.count)
                            }
                            return
                        }
                        let found = Self.pairs(of: entries.map { storage.forwardTerm[$0] }, in: slots.map(\.pairs), bodyTerms)
                        occurrences.reserveCapacity(max(4 * entries.count, 2 * found.pair.count))
                        for end in entryEnd {
                            while e < end {
                                for k in found.start[e]..<found.start[e + 1] {
                                    append(wordStart.count - 1, Int(found.slot[k]), Int(found.pair[k]), isLiteral: literal[e])
                                }
                                e += 1
                            }
                            wordStart.append(occurrences.count)
                        }
                    }
                }
            }
        }
        self.values = values
        self.occurrences = occurrences
        self.wordStart = wordStart
        var required: [Int] = []
        required.reserveCapacity(terms.count)
        for w in terms.indices where !terms[w].word.isOptional { required.append(w) }
        requiredWords = required
    }

    /// The match of pitfall or note document `doc` read off `recipe`, the match of its recipe's
    /// document for the same `terms`: the recipe's document holds every unit of the child (its own
    /// and its context), and the recipe's matched terms include the child's, so the child's
    /// occurrences are the recipe's in those units, in the child's slots. (Within a word they come
    /// in the recipe's slot order; nothing reads that order.) `values`: its own, each word's
    /// `PreparedTerm.value(in: doc)`, as the caller has read them already.
    init(doc: Int, recipe: DocumentMatch, values: [Float], terms: [PreparedTerm], _ storage: IndexStorage) {
        self.doc = doc
        self.values = values
        // The child's slot of each of the recipe's units (−1 for units of other children).
        let units = storage.documentUnits
        let recipeStart = Int(units.ownStart[recipe.doc]), recipeCount = Int(units.ownCount[recipe.doc])
        var slotOfUnit = [Int32](repeating: -1, count: recipeCount)
        let own = Int(units.ownCount[doc])
        for slot in 0..<units.slotCount(doc) {
            let k = units.unit(doc, slot: slot) - recipeStart
            if k >= 0, k < recipeCount { slotOfUnit[k] = Int32(slot) }
        }
        /// The child's slot of recipe occurrence `o`'s unit, if it is one of the child's.
        func childSlot(_ o: Occurrence) -> Int? {
            let k = o.unit - recipeStart
            return k >= 0 && k < recipeCount && slotOfUnit[k] >= 0 ? Int(slotOfUnit[k]) : nil
        }
        var occurrences: [Occurrence] = []
        occurrences.reserveCapacity(recipe.occurrences.reduce(0) { childSlot($1) == nil ? $0 : $0 + 1 })
        var wordStart: [Int] = []
        wordStart.reserveCapacity(terms.count + 1)
        wordStart.append(0)
        for w in terms.indices {
            for o in recipe.occurrences(of: w) {
                guard let slot = childSlot(o) else { continue }
                var mine = o
                mine.slot = slot
                mine.isContext = mine.slot >= own
                occurrences.append(mine)
            }
            wordStart.append(occurrences.count)
        }
        self.occurrences = occurrences
        self.wordStart = wordStart
        requiredWords = recipe.requiredWords
    }

    /// Up to this many matched terms are looked up one by one in each slot's body; more (a short
    /// prefix's completions) go through `pairs`.
    static let fewEntries = 24

    /// Where each of `terms` is in the slots' bodies: `start[k]..<start[k + 1]` index the (slot,
    /// pair) of term k's, in slot order.
    private struct FoundPairs {
        var start: [Int]
        var slot: [Int32] = []
        var pair: [Int32] = []
    }

    /// Finds each of `terms` in every slot's body. Per slot, the terms are looked up one by one
    /// when they are few against the body's, else the two ascending lists are merged (a one-letter
    /// prefix matches dozens of terms per document); the finds, made slot by slot, are then
    /// grouped by term in one counting pass.
    private static func pairs(of terms: [UInt32], in slots: [Range<Int>], _ bodyTerms: UnsafeBufferPointer<UInt32>) -> FoundPairs {
        var found = FoundPairs(start: [Int](repeating: 0, count: terms.count + 1))
        guard let lowest = terms.min(), let highest = terms.max() else { return found }
        let order = terms.count > 1 ? terms.indices.sorted { terms[$0] < terms[$1] } : Array(terms.indices)
        let sorted = order.map { terms[$0] }
        let log2Terms = Int.bitWidth - terms.count.leadingZeroBitCount
        var finds: [(term: Int32, slot: Int32, pair: Int32)] = []
        finds.reserveCapacity(2 * terms.count)
        for (slot, range) in slots.enumerated() {
            guard !range.isEmpty, bodyTerms[range.lowerBound] <= highest, bodyTerms[range.upperBound - 1] >= lowest else { continue }
            // Whichever is cheapest: each term searched in the body's, each of the body's searched
            // among the terms (a tag against a prefix's dozens), or a merge of the two lists.
            let log2Body = Int.bitWidth - range.count.leadingZeroBitCount
            let merge = range.count + terms.count
            if terms.count * log2Body <= min(merge, range.count * log2Terms) {
                for k in order {
                    if let p = find(terms[k], in: range, bodyTerms) { finds.append((Int32(k), Int32(slot), Int32(p))) }
                }
                continue
            }
            if range.count * log2Terms <= merge {
                sorted.withUnsafeBufferPointer { sorted in
                    for p in range {
                        var j = lowerBound(bodyTerms[p], sorted)
                        while j < sorted.count, sorted[j] == bodyTerms[p] {
                            finds.append((Int32(order[j]), Int32(slot), Int32(p)))
                            j += 1
                        }
                    }
                }
                continue
            }
            var i = range.lowerBound, j = 0
            while i < range.upperBound, j < order.count {
                let a = bodyTerms[i], b = sorted[j]
                if a < b {
                    i += 1
                } else if a > b {
                    j += 1
                } else {
                    finds.append((Int32(order[j]), Int32(slot), Int32(i)))
                    j += 1  // the same term may be matched by another word: i stays
                }
            }
        }
        for f in finds { found.start[Int(f.term) + 1] += 1 }
        for k in terms.indices { found.start[k + 1] += found.start[k] }
        var next = found.start
        found.slot = [Int32](repeating: 0, count: finds.count)
        found.pair = [Int32](repeating: 0, count: finds.count)
        for f in finds {
            found.slot[next[Int(f.term)]] = f.slot
            found.pair[next[Int(f.term)]] = f.pair
            next[Int(f.term)] += 1
        }
        return found
    }

    /// The first index of `values` (ascending) not below `value`.
    @inline(__always)
    private static func lowerBound(_ value: UInt32, _ values: UnsafeBufferPointer<UInt32>) -> Int {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The index of `term` among the ascending `terms[range]`, if there.
    @inline(__always)
    static func find(_ term: UInt32, in range: Range<Int>, _ terms: UnsafeBufferPointer<UInt32>) -> Int? {
        guard !range.isEmpty, terms[range.lowerBound] <= term, terms[range.upperBound - 1] >= term else { return nil }
        var lo = range.lowerBound, hi = range.upperBound
        while lo < hi {
            let mid = (lo + hi) / 2
            if terms[mid] < term { lo = mid + 1 } else { hi = mid }
        }
        return terms[lo] == term ? lo : nil
    }

    /// The query words that are not optional, by index.
    let requiredWords: [Int]

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
    /// or next to each other reversed: a fraction of the two words' values per pair of consecutive
    /// required words that both match (`values`, each word's value in the document).
    func proximityBonus(values: [Float]) -> Float {
        let required = requiredWords
        guard required.count > 1 else { return 0 }
        var bonus: Float = 0
        for (a, b) in zip(required, required.dropFirst()) where values[a] > 0 && values[b] > 0 {
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
            bonus += Self.pairBonus * relation * (values[a] + values[b]) / 2
        }
        return bonus
    }

    /// The share of two neighbouring words' mean value that their being next to each other adds.
    static let pairBonus: Float = 0.4

    /// The most `proximityBonus` can be for a document where the words have `values`: every pair
    /// of consecutive required words that both match, next to each other. `values` has one
    /// entry per word, from its `startIndex`.
    static func bonusBound(_ words: [QueryWord], values: some RandomAccessCollection<Float>) -> Float {
        var bound: Float = 0
        var previous: Float?
        for (word, value) in zip(words, values) where !word.isOptional {
            if let a = previous, a > 0, value > 0 { bound += pairBonus * (a + value) / 2 }
            previous = value
        }
        return bound
    }
}
