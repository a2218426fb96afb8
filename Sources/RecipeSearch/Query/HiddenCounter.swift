/// Counts the recipes that match the query but do not apply at its target.
///
/// A recipe document holds all of its pitfalls and notes, so it matches whenever any document of
/// the recipe does. The count walks whichever is shorter: the recipes hidden by the target, or
/// the posting lists of the rarest required word; a count of recipes that match any word walks the
/// words' lists, commonest first, and looks up only the hidden recipes they leave unjudged.
struct HiddenCounter {
    let terms: [PreparedTerm]
    let filter: DocumentFilter
    let storage: IndexStorage

    /// `partial`: a recipe counts when it matches some required word (partial and coverage modes).
    func count(partial: Bool) -> Int {
        guard let target = filter.target else { return 0 }
        let required = terms.indices.filter { !terms[$0].word.isOptional }
        let recipeCount = storage.recipeCount
        let hidden = storage.rules.rejected(by: RecipeRules.Filter(target: target))
        if !partial,
            let rarest = required.filter({ terms[$0].unstreamedBound == 0 }).min(by: {
                terms[$0].openedPostings(storage) < terms[$1].openedPostings(storage)
            }),
            terms[rarest].openedPostings(storage) < recipeCount
        {
            // Every posting of the rarest word matches it: only the other words are looked up.
            let others = required.filter { $0 != rarest }
            var judged = BitSet(capacity: recipeCount)
            var counted = 0
            forEachHiddenRecipe(of: rarest, hidden, judged: &judged) { if matchesAll(others, $0) { counted += 1 } }
            return counted
        }
        if partial { return countMatchingAny(required, hidden) }
        return (0..<recipeCount).filter { hidden.contains($0) && matchesAll(required, $0) }.count
    }

    /// The hidden recipes some word of `words` matches: each uncapped word's lists mark the hidden
    /// recipe documents they hold (commonest word first, until every hidden recipe counts); the
    /// recipes left are looked up for the capped prefixes, whose unopened completions no list
    /// shows.
    private func countMatchingAny(_ words: [Int], _ hidden: BitSet) -> Int {
        let recipeCount = storage.recipeCount
        let hiddenTotal = (0..<recipeCount).filter { hidden.contains($0) }.count
        var judged = BitSet(capacity: recipeCount)
        var counted = 0
        let listed = words.filter { terms[$0].unstreamedBound == 0 }.sorted { terms[$0].openedPostings(storage) > terms[$1].openedPostings(storage) }
        for i in listed where counted < hiddenTotal {
            forEachHiddenRecipe(of: i, hidden, judged: &judged) { _ in counted += 1 }
        }
        let capped = words.filter { terms[$0].unstreamedBound > 0 }
        guard !capped.isEmpty, counted < hiddenTotal else { return counted }
        return counted + (0..<recipeCount).filter { !judged.contains($0) && hidden.contains($0) && matchesAny(capped, $0) }.count
    }

    /// Calls `body(recipe)` for each hidden recipe whose own document is in word `i`'s opened
    /// lists and is not in `judged` yet, and adds it there: each recipe once, however many of the
    /// lists it is in.
    private func forEachHiddenRecipe(of i: Int, _ hidden: BitSet, judged: inout BitSet, _ body: (Int) -> Void) {
        storage.docRecipe.withUnsafeBufferPointer { docRecipe in
            storage.recipeDoc.withUnsafeBufferPointer { recipeDoc in
                terms[i].forEachPosting(storage) { doc, _ in
                    // Bulk ids are range-checked when the index is opened.
                    let recipe = Int(docRecipe[doc])
                    if Int(recipeDoc[recipe]) == doc, hidden.contains(recipe), judged.insert(recipe) { body(recipe) }
                }
            }
        }
    }

    /// True when every word of `words` (term indices) matches the recipe's document.
    private func matchesAll(_ words: [Int], _ recipe: Int) -> Bool {
        let doc = Int(storage.recipeDoc[recipe])
        return words.allSatisfy { terms[$0].matches(doc, storage) }
    }

    /// True when some word of `words` (term indices) matches the recipe's document.
    private func matchesAny(_ words: [Int], _ recipe: Int) -> Bool {
        let doc = Int(storage.recipeDoc[recipe])
        return words.contains { terms[$0].matches(doc, storage) }
    }
}
