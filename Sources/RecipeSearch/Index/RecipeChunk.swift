/// A run of consecutive recipes that one task indexes: their units and their documents. Every
/// unit of a document belongs to the document's recipe (`DocumentLayout`), so a chunk's documents
/// read only the chunk's own units.
struct RecipeChunk {
    var units: Range<Int>
    var docs: Range<Int>

    /// About `parts` chunks covering every recipe of `layout` in order.
    static func split(_ layout: DocumentLayout, parts: Int) -> [RecipeChunk] {
        let recipeCount = layout.recipeDoc.count
        func firstUnit(_ recipe: Int) -> Int {
            var lo = 0, hi = layout.unitRecipe.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if Int(layout.unitRecipe[mid]) < recipe { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        func firstDoc(_ recipe: Int) -> Int {
            recipe < recipeCount ? Int(layout.recipeDoc[recipe]) : layout.docKind.count
        }
        return Parallel.chunks(recipeCount, parts: parts).map { recipes in
            RecipeChunk(
                units: firstUnit(recipes.lowerBound)..<firstUnit(recipes.upperBound),
                docs: firstDoc(recipes.lowerBound)..<firstDoc(recipes.upperBound))
        }
    }
}
