import RecipeKit

/// The searcher the browser uses: the one place to swap search engines.
public enum DefaultSearcher {
    /// A searcher over `catalog`.
    public static func make(catalog: Catalog) -> any RecipeSearcher {
        IndexSearcher(catalog: catalog)
    }
}
