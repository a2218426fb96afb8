/// Turns a scored document and its matches into a `SearchHit` with highlights and a snippet.
struct HitBuilder {
    let storage: IndexStorage

    func hit(doc: Int, score: Float, match: DocumentMatch?) -> SearchHit {
        let recipe = Int(storage.docRecipe[doc])
        let element = Int(storage.docElement[doc])
        let kind = storage.docKind[doc]
        let occurrences = match?.occurrences ?? []
        let base = Int(storage.docUnitStart[doc])

        var bySlot: [Int: [DocumentMatch.Occurrence]] = [:]
        for o in occurrences { bySlot[o.slot, default: []].append(o) }
        var highlights: [FieldHighlight] = []
        for slot in bySlot.keys.sorted() {
            let unit = Int(storage.docUnits[base + slot])
            let ranges = RangeMerger.merge(bySlot[slot]!.map { $0.start..<($0.start + $0.length) })
            highlights.append(FieldHighlight(field: storage.unitField[unit], element: Int(storage.unitElement[unit]), utf16Ranges: ranges))
        }
        highlights.sort { ($0.field, $0.element) < ($1.field, $1.element) }

        return SearchHit(
            kind: kind, recipeIndex: recipe, recipeID: storage.recipeIDs[recipe],
            pitfallIndex: kind == .pitfall ? element : nil, preferNativeIndex: kind == .preferNative ? element : nil,
            score: Double(score), highlights: highlights, snippet: snippet(doc: doc, bySlot: bySlot))
    }

    /// The doc's own long-text unit with the most distinct matched words (heavier field on ties),
    /// or its main text when no long text matched.
    private func snippet(doc: Int, bySlot: [Int: [DocumentMatch.Occurrence]]) -> Snippet {
        let base = Int(storage.docUnitStart[doc])
        let slots = 0..<(Int(storage.docUnitStart[doc + 1]) - base)
        var best: (slot: Int, words: Int, weight: Double)?
        for slot in slots where !storage.docUnitIsContext[base + slot] {
            let unit = Int(storage.docUnits[base + slot])
            guard storage.unitField[unit].isLongText, let found = bySlot[slot] else { continue }
            let words = Set(found.map(\.word)).count
            let weight = storage.unitField[unit].weight
            if best == nil || words > best!.words || (words == best!.words && weight > best!.weight) {
                best = (slot, words, weight)
            }
        }
        let slot = best?.slot ?? mainSlot(doc) ?? 0
        guard slots.contains(slot) else {
            return Snippet(field: .title, element: 0, text: "", utf16Ranges: [])
        }
        let unit = Int(storage.docUnits[base + slot])
        let matches = (bySlot[slot] ?? []).map { (range: $0.start..<($0.start + $0.length), word: $0.word) }
        return SnippetBuilder.snippet(
            field: storage.unitField[unit], element: Int(storage.unitElement[unit]), text: storage.text(ofUnit: unit),
            matches: matches)
    }

    /// The slot of the document's main text: pitfall or note text, else the summary, else the title.
    private func mainSlot(_ doc: Int) -> Int? {
        let base = Int(storage.docUnitStart[doc])
        let slots = 0..<(Int(storage.docUnitStart[doc + 1]) - base)
        for preferred: SearchField in [.pitfallText, .preferNativeText, .summary, .pitfallTitle, .title] {
            if let slot = slots.first(where: { storage.unitField[Int(storage.docUnits[base + $0])] == preferred }) {
                return slot
            }
        }
        return nil
    }
}
