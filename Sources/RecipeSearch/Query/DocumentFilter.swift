import RecipeKit

/// The query's filters, checked per document inside the search.
struct DocumentFilter {
    private(set) var kinds: Set<SearchHit.Kind>
    let target: DeploymentTarget?
    let needsWrapper: Bool
    let platform: Platform?

    init(_ query: SearchQuery, emptyText: Bool) {
        kinds = query.kinds.isEmpty && emptyText ? [.recipe] : query.kinds
        target = query.target
        needsWrapper = query.needsWrapper
        platform = query.platform
    }

    /// True when the document's kind and recipe pass every filter.
    func accepts(_ doc: Int, _ storage: IndexStorage) -> Bool {
        if kinds.isEmpty, !filtersRecipes { return true }
        return acceptsKind(storage.docKind[doc]) && accepts(recipe: Int(storage.docRecipe[doc]), storage)
    }

    /// True when some filter looks at the recipe (target, platform, needs-wrapper).
    private var filtersRecipes: Bool { target != nil || platform != nil || needsWrapper }

    /// True when hits of this kind are wanted.
    func acceptsKind(_ kind: SearchHit.Kind) -> Bool { kinds.isEmpty || kinds.contains(kind) }

    /// The same filter, also letting recipe documents through as parents whose pitfalls and
    /// notes inherit their words (see `ResultRanker`); the final ranking drops unwanted kinds.
    var withParents: DocumentFilter {
        var copy = self
        if !kinds.isEmpty, !kinds.contains(.recipe), kinds.contains(.pitfall) || kinds.contains(.preferNative) {
            copy.kinds.insert(.recipe)
        }
        return copy
    }

    /// True when the recipe passes the target, platform and needs-wrapper filters.
    /// The facts are read in place (`pointee`), never copied: a copy retains their arrays.
    func accepts(recipe r: Int, _ storage: IndexStorage) -> Bool {
        storage.recipeFacts.withUnsafeBufferPointer { all in
            let facts = all.baseAddress! + r
            if let platform, facts.pointee.platform != platform { return false }
            if let target, !facts.pointee.applies(to: target) { return false }
            if needsWrapper {
                // Without a target, "needs a wrapper" means no native replacement at any version.
                let at = target ?? DeploymentTarget(platform: facts.pointee.platform, version: OSVersion(999))
                if !facts.pointee.isStillNeeded(at: at) { return false }
            }
            return true
        }
    }

    /// True when the recipe is excluded by the target alone.
    func hidesByTarget(recipe r: Int, _ storage: IndexStorage) -> Bool {
        guard let target else { return false }
        return storage.recipeFacts.withUnsafeBufferPointer { !($0.baseAddress! + r).pointee.applies(to: target) }
    }
}
