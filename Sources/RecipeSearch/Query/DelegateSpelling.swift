/// The delegate method a query spells out: every required word of the query (words for the kind
/// of thing asked for, such as "delegate" or "callback", aside) matched as itself in one delegate
/// selector of a recipe (a word being typed may match as a prefix; a symptom word or a typo does
/// not spell), when those words are more than one plain word. `regionDidChange`,
/// `region did change` and `region change delegate` spell `mapView(_:regionDidChangeAnimated:)`;
/// `region` alone spells nothing, nor does "pinch zoom" spell `viewForZooming(in:)`.
///
/// Read from the selectors' unit bodies, so a recipe can be asked before it is matched against
/// its tokens: the ranking prefers such a recipe, and its hit names the method.
struct DelegateSpelling {
    /// Words that say a delegate method is wanted, not which one: they need not be in the selector.
    static let kindWords: Set<String> = ["delegate", "delegates", "callback", "callbacks", "method", "methods"]

    let terms: [PreparedTerm]
    let storage: IndexStorage
    /// The query words (by index) a selector must hold; empty when the query spells no method.
    private let words: [Int]

    init(terms: [PreparedTerm], storage: IndexStorage) {
        self.terms = terms
        self.storage = storage
        let required = terms.indices.filter { !terms[$0].word.isOptional }
        let named = required.filter { !Self.kindWords.contains(terms[$0].word.term) }
        let pieces = named.reduce(0) { $0 + max(1, terms[$1].word.parts.count) }
        words = pieces >= 2 ? named : []
    }

    /// True when no document can spell a method for this query.
    var isEmpty: Bool { words.isEmpty }

    /// The delegate method `doc` spells (`RecipeDirectory`'s element of its first selector unit that
    /// every word matches), if any.
    func method(in doc: Int) -> Int? {
        guard !words.isEmpty else { return nil }
        let units = storage.documentUnits
        for slot in 0..<units.slotCount(doc) {
            let unit = units.unit(doc, slot: slot)
            guard storage.unitField[unit] == .delegateSelector else { continue }
            let body = Int(storage.unitBody[unit])
            let selector = CollectionOfOne(Int(storage.bodyTermStart[body])..<Int(storage.bodyTermStart[body + 1]))
            if words.allSatisfy({ terms[$0].matchesAsItself(in: doc, among: selector, completions: true, storage) }) {
                return Int(storage.unitElement[unit])
            }
        }
        return nil
    }
}
