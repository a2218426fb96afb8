import Foundation
import RecipeKit
import RecipeSearch

/// One query of `Bench/house-queries.tsv`, the regression set written next to the recipes.
struct LabelledQuery: CustomStringConvertible, Sendable {
    var text: String
    var recipeID: String
    /// Empty when the recipe itself is the answer.
    var pitfallID: String

    var description: String { text }

    /// True when `hit` is the labelled answer: that pitfall, or for a recipe label any hit of the recipe.
    func isAnswer(_ hit: SearchHit, in catalog: Catalog) -> Bool {
        guard hit.recipeID == recipeID else { return false }
        if pitfallID.isEmpty { return true }
        guard hit.kind == .pitfall, let i = hit.pitfallIndex else { return false }
        return catalog.recipes[hit.recipeIndex].pitfalls[i].id == pitfallID
    }

    /// 1-based rank of the answer in `hits`, nil when absent.
    func rank(in hits: [SearchHit], catalog: Catalog) -> Int? {
        hits.firstIndex { isAnswer($0, in: catalog) }.map { $0 + 1 }
    }

    static let all: [LabelledQuery] = {
        let url = BundledLibrary.root.appendingPathComponent("Bench/house-queries.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst(0).compactMap { line -> LabelledQuery? in
            guard !line.hasPrefix("#"), !line.hasPrefix("query\t") else { return nil }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 2 else { return nil }
            return LabelledQuery(text: columns[0], recipeID: columns[1], pitfallID: columns.count > 2 ? columns[2] : "")
        }
    }()
}
