import Foundation
import RecipeKit
import RecipeSearch

/// The bundled `Recipes/` folder, loaded and indexed once for all tests.
enum BundledLibrary {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardized
    static let catalog: Catalog = {
        (try? CatalogLoader().load(paths: [root.appendingPathComponent("Recipes").path])) ?? Catalog(recipes: [])
    }()
    static let index = SearchIndex(catalog: catalog)
}
