import RecipeKit
import RecipeSearch

/// The searcher the browser uses: the one place to swap search engines.
public enum DefaultSearcher {
    /// A searcher over `catalog`, its index mapped from `cache` when kept there.
    public static func make(catalog: Catalog, cache: SearchIndexCache? = nil, sources: IndexSources? = nil) -> any RecipeSearcher {
        IndexSearcher(catalog: catalog, cache: cache, sources: sources)
    }
}
