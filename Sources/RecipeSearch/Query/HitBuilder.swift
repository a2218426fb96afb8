/// Turns a scored document and its matches into a `SearchHit` with highlights and a snippet.
struct HitBuilder {
    let storage: IndexStorage

    /// `delegateMethod`: the method of a recipe document that the query spells (`DelegateSpelling`).
    func hit(doc: Int, score: Float, match: DocumentMatch?, delegateMethod: Int? = nil) -> SearchHit {
        let recipe = Int(storage.docRecipe[doc])
        let element = Int(storage.docElement[doc])
        let kind = storage.docKind[doc]
        let occurrences = match?.inTextOrder ?? []

        // Occurrences come sorted by slot, then start: each slot's run merges in one pass.
        var runs: [(slot: Int, range: Range<Int>)] = []
        var highlights: [FieldHighlight] = []
        var i = 0
        while i < occurrences.count {
            let slot = occurrences[i].slot
            var ranges: [Range<Int>] = []
            let first = i
            while i < occurrences.count, occurrences[i].slot == slot {
                let o = occurrences[i]
                let range = o.start..<(o.start + o.length)
                if let last = ranges.last, range.lowerBound <= last.upperBound {
                    ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
                } else if !range.isEmpty {
                    ranges.append(range)
                }
                i += 1
            }
            runs.append((slot, first..<i))
            let unit = occurrences[first].unit
            highlights.append(FieldHighlight(field: storage.unitField[unit], element: Int(storage.unitElement[unit]), utf16Ranges: ranges))
        }
        highlights = Self.sortedByField(highlights)

        var hit = SearchHit(
            kind: kind, recipeIndex: recipe, recipeID: storage.directory.recipeID[recipe],
            pitfallIndex: kind == .pitfall ? element : nil, preferNativeIndex: kind == .preferNative ? element : nil,
            score: Double(score), highlights: highlights, snippet: snippet(doc: doc, occurrences: occurrences, runs: runs))
        if kind == .recipe { hit.delegateMethodIndex = delegateMethod }
        return hit
    }

    /// The highlights ordered by field, then element, equal ones in their order: sorted as packed
    /// integer keys (field place, element, index), so no highlight is moved or retained while sorting.
    private static func sortedByField(_ highlights: [FieldHighlight]) -> [FieldHighlight] {
        guard highlights.count > 1 else { return highlights }
        guard highlights.count < 1 << 24, highlights.allSatisfy({ $0.element >= 0 && $0.element < 1 << 32 }) else {
            return highlights.enumerated().sorted { a, b in
                (a.element.field, a.element.element, a.offset) < (b.element.field, b.element.element, b.offset)
            }.map(\.element)
        }
        var keys = highlights.enumerated().map { i, h in
            UInt64(fieldPlace[h.field.ordinal]) << 56 | UInt64(h.element) << 24 | UInt64(i)
        }
        keys.sort()
        return keys.map { highlights[Int($0 & 0xFF_FFFF)] }
    }

    /// Each field's place in the order of `SearchField.<`, indexed by `ordinal`.
    private static let fieldPlace: [Int] = {
        var place = [Int](repeating: 0, count: SearchField.allCases.count)
        for (i, field) in SearchField.allCases.sorted().enumerated() { place[field.ordinal] = i }
        return place
    }()

    /// The doc's own long-text unit with the most distinct matched words (heavier field on ties),
    /// or its main text when no long text matched.
    private func snippet(doc: Int, occurrences: [DocumentMatch.Occurrence], runs: [(slot: Int, range: Range<Int>)]) -> Snippet {
        let slots = 0..<storage.documentUnits.slotCount(doc)
        var best: (run: Int, words: Int, weight: Double)?
        for (r, run) in runs.enumerated() where !occurrences[run.range.lowerBound].isContext {
            let unit = occurrences[run.range.lowerBound].unit
            guard storage.unitField[unit].isLongText else { continue }
            let words = Self.distinctWordCount(occurrences[run.range])
            let weight = storage.unitField[unit].weight
            if best == nil || words > best!.words || (words == best!.words && weight > best!.weight) {
                best = (r, words, weight)
            }
        }
        let slot = best.map { runs[$0.run].slot } ?? mainSlot(doc) ?? 0
        guard slots.contains(slot) else {
            return Snippet(field: .title, element: 0, text: "", utf16Ranges: [])
        }
        let unit = storage.documentUnits.unit(doc, slot: slot)
        let matches =
            runs.first { $0.slot == slot }.map { run in
                occurrences[run.range].map { (range: $0.start..<($0.start + $0.length), word: $0.word) }
            } ?? []
        let body = Int(storage.unitBody[unit])
        let bytes = Int(storage.bodyText.start[body])..<Int(storage.bodyText.start[body + 1])
        return storage.bodyText.bytes.withUnsafeBufferPointer { all in
            SnippetBuilder.snippet(
                field: storage.unitField[unit], element: Int(storage.unitElement[unit]),
                text: UnsafeBufferPointer(rebasing: all[bytes]), matches: matches)
        }
    }

    /// How many different query words the occurrences are of: a bit mask, not a `Set`, for the
    /// usual queries of fewer than 64 words.
    private static func distinctWordCount(_ run: ArraySlice<DocumentMatch.Occurrence>) -> Int {
        guard run.allSatisfy({ $0.word < 64 }) else { return Set(run.map(\.word)).count }
        var seen: UInt64 = 0
        for o in run { seen |= 1 << UInt64(o.word) }
        return seen.nonzeroBitCount
    }

    /// The slot of the document's main text: pitfall or note text, else the summary, else the title.
    private func mainSlot(_ doc: Int) -> Int? {
        let slots = 0..<storage.documentUnits.slotCount(doc)
        for preferred: SearchField in [.pitfallText, .preferNativeText, .summary, .pitfallTitle, .title] {
            if let slot = slots.first(where: { storage.unitField[storage.documentUnits.unit(doc, slot: $0)] == preferred }) {
                return slot
            }
        }
        return nil
    }
}
