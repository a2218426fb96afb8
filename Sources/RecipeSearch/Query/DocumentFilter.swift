import RecipeKit

/// The query's filters, checked per document inside the search: the kinds of hits wanted, and the
/// recipe filters (target, needs-wrapper, platform) as the set of recipes they reject, worked out
/// by the model's rules (`RecipeRules`).
struct DocumentFilter {
    /// The kinds of hits wanted, a bit per kind (`bit(of:)`); 0 when every kind is.
    private var kindBits: UInt8
    let recipes: RecipeRules.Filter
    /// The recipes `recipes` rejects; empty when it is inactive.
    private let rejected: BitSet?
    /// True to accept only documents whose recipe the recipe filters reject (the hidden ones).
    private(set) var isInverted = false

    init(_ query: SearchQuery, emptyText: Bool, storage: IndexStorage) {
        let kinds = query.kinds.isEmpty && emptyText ? [.recipe] : query.kinds
        kindBits = kinds.reduce(0) { $0 | Self.bit(of: $1) }
        recipes = RecipeRules.Filter(target: query.target, needsWrapper: query.needsWrapper, platform: query.platform)
        rejected = recipes.isActive ? storage.rules.rejected(by: recipes) : nil
    }

    var target: DeploymentTarget? { recipes.target }

    /// True when the document's kind and recipe pass every filter.
    func accepts(_ doc: Int, _ storage: IndexStorage) -> Bool {
        if kindBits == 0, rejected == nil { return true }
        return acceptsKind(storage.docKind[doc]) && accepts(recipe: Int(storage.docRecipe[doc]))
    }

    /// The documents of `docs` that pass every filter, in order (the index's arrays read once).
    func accepted<Doc: BinaryInteger>(_ docs: [Doc], _ storage: IndexStorage) -> [Doc] {
        if kindBits == 0, rejected == nil { return docs }
        return storage.docKind.withUnsafeBufferPointer { kind in
            storage.docRecipe.withUnsafeBufferPointer { recipe in
                docs.filter { d in acceptsKind(kind[Int(d)]) && accepts(recipe: Int(recipe[Int(d)])) }
            }
        }
    }

    /// True when hits of this kind are wanted.
    func acceptsKind(_ kind: SearchHit.Kind) -> Bool { kindBits == 0 || kindBits & Self.bit(of: kind) != 0 }

    /// A kind's bit in `kindBits`.
    private static func bit(of kind: SearchHit.Kind) -> UInt8 {
        switch kind {
        case .recipe: 1
        case .pitfall: 2
        case .preferNative: 4
        }
    }

    /// The same filter, also letting recipe documents through as parents whose pitfalls and
    /// notes inherit their words (see `ResultRanker`); the final ranking drops unwanted kinds.
    var withParents: DocumentFilter {
        var copy = self
        if kindBits != 0, !acceptsKind(.recipe), acceptsKind(.pitfall) || acceptsKind(.preferNative) {
            copy.kindBits |= Self.bit(of: .recipe)
        }
        return copy
    }

    /// The filter that accepts exactly the documents of the wanted kinds this one hides by recipe.
    var hidden: DocumentFilter {
        var copy = self
        copy.isInverted = true
        return copy
    }

    /// True when the recipe passes the target, platform and needs-wrapper filters (or, inverted,
    /// fails them).
    func accepts(recipe r: Int) -> Bool {
        guard let rejected else { return !isInverted }
        return rejected.contains(r) == isInverted
    }
}
