import RecipeKit

/// A plain searcher: every query word must occur, case-insensitively, in a recipe's or a
/// pitfall's text. No typo tolerance; the stand-in until an index-backed searcher is wired in,
/// and a baseline for tests.
public struct SubstringSearcher: RecipeSearcher {
    private let catalog: Catalog
    private let recipeTexts: [String]
    private let titleTexts: [String]
    private let pitfallTexts: [[String]]

    public init(catalog: Catalog) {
        self.catalog = catalog
        titleTexts = catalog.recipes.map { $0.title.lowercased() }
        pitfallTexts = catalog.recipes.map { recipe in
            recipe.pitfalls.map { (($0.title ?? "") + " " + $0.text).lowercased() }
        }
        recipeTexts = catalog.recipes.map { recipe in
            var parts = [recipe.id, recipe.title, recipe.summary]
            parts += recipe.tags + recipe.frameworks + recipe.notes
            if let wrapper = recipe.wrapper { parts += [wrapper.typeName, wrapper.wrappedType ?? "", wrapper.protocol.rawValue] }
            if let coordinator = recipe.coordinator { parts += [coordinator.typeName] + coordinator.protocols }
            parts += recipe.delegateMethods.map(\.selector)
            parts += recipe.preferNative.map { $0.api + " " + $0.text }
            return parts.joined(separator: " ").lowercased()
        }
    }

    public func search(_ request: SearchRequest) -> SearchOutcome {
        let words = request.text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        var scored: [(row: ListRow, score: Int)] = []
        var hidden = HiddenByTarget()
        for (index, recipe) in catalog.recipes.enumerated() {
            let passes = CatalogFilter.passesTarget(recipe, target: request.target, stillNeededOnly: request.stillNeededOnly)
            let title = titleTexts[index]
            var matched = false
            if request.scope == .recipesAndPitfalls, words.allSatisfy({ recipeTexts[index].contains($0) || title.contains($0) }) {
                matched = true
                if passes { scored.append((ListRow(recipeIndex: index), 2 + words.filter { title.contains($0) }.count * 2)) }
            }
            for (pitfall, text) in pitfallTexts[index].enumerated() where words.allSatisfy({ text.contains($0) }) {
                matched = true
                if passes { scored.append((ListRow(recipeIndex: index, kind: .pitfall(pitfall)), 1)) }
            }
            if matched, !passes, let target = request.target { hidden.note(recipe, at: target) }
        }
        let rows = scored.enumerated()
            .sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }
            .map(\.element.row)
        return SearchOutcome(rows: rows, terms: words, hidden: hidden, scope: request.scope, generation: request.generation)
    }
}
