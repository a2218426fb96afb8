/// Counts the recipes that match the query but do not apply at its target.
///
/// A recipe document holds all of its pitfalls and notes, so it matches whenever any document of
/// the recipe does. The count walks whichever is shorter: the recipes hidden by the target, or
/// the posting lists of the rarest required word.
struct HiddenCounter {
    let terms: [PreparedTerm]
    let filter: DocumentFilter
    let storage: IndexStorage

    func count(partial: Bool) -> Int {
        guard filter.target != nil else { return 0 }
        let required = terms.filter { !$0.word.isOptional }
        func matches(_ recipe: Int) -> Bool {
            let doc = Int(storage.recipeDoc[recipe])
            return partial
                ? required.contains { $0.value(in: doc, storage) > 0 }
                : required.allSatisfy { $0.value(in: doc, storage) > 0 }
        }
        let recipeCount = storage.recipeCount
        if !partial, let rarest = required.filter({ $0.unstreamedBound == 0 }).min(by: { postings($0) < postings($1) }),
           postings(rarest) < recipeCount {
            var counted = Set<Int>()
            for e in rarest.streams {
                for p in Int(storage.postingStart[Int(e.term)])..<Int(storage.postingStart[Int(e.term) + 1]) {
                    let doc = Int(storage.postingDoc[p])
                    guard storage.docKind[doc] == .recipe else { continue }
                    let recipe = Int(storage.docRecipe[doc])
                    if !counted.contains(recipe), filter.hidesByTarget(recipe: recipe, storage), matches(recipe) {
                        counted.insert(recipe)
                    }
                }
            }
            return counted.count
        }
        return (0..<recipeCount).filter { filter.hidesByTarget(recipe: $0, storage) && matches($0) }.count
    }

    private func postings(_ term: PreparedTerm) -> Int {
        term.streams.reduce(0) { $0 + Int(storage.postingStart[Int($1.term) + 1] - storage.postingStart[Int($1.term)]) }
    }
}
