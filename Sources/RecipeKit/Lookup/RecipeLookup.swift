import Foundation

/// Finds recipes by what a person types: an id, a title, a wrapped type or a struct name,
/// case-insensitively, by word, and tolerating a typo (`show map`, `show MKMapVeiw`).
public enum RecipeLookup {
    /// The outcome of a lookup.
    public enum Result: Equatable, Sendable {
        case found(Recipe)
        /// Several recipes match equally well: the candidates, best first.
        case ambiguous([Recipe])
        case notFound
    }

    /// Looks `query` up in `recipes`.
    public static func find(_ query: String, in recipes: [Recipe]) -> Result {
        let q = query.lowercased().trimmed
        guard !q.isEmpty else { return .notFound }
        let scored = recipes.map { ($0, score(q, $0)) }.filter { $0.1 > 0 }
        guard let best = scored.map(\.1).max() else { return .notFound }
        let top = scored.filter { $0.1 == best }.map(\.0)
        if top.count == 1 { return .found(top[0]) }
        // The same wrapper on several platforms: the iOS one answers (`map` → the iOS MKMapView
        // recipe, not its macOS or watchOS variants); two on one platform stay ambiguous.
        let onIOS = top.filter { $0.platform == .iOS }
        if onIOS.count == 1 { return .found(onIOS[0]) }
        return .ambiguous(top)
    }

    /// How well `q` (lower-cased) names `recipe`: its exact id 110 (ids are unique, so `show ID`
    /// always finds that one), other exact names 100, whole words of its names 60 (of its title
    /// 50), a prefix 40, a substring 20, a typo 10.
    static func score(_ q: String, _ recipe: Recipe) -> Int {
        if recipe.id.lowercased() == q { return 110 }
        let names = [recipe.id, recipe.wrapper?.wrappedType, recipe.wrapper?.typeName, recipe.title].compactMap { $0?.lowercased() }
        // An id with control characters is printed with visible escapes: that form names it too.
        if names.contains(q) || TerminalText.visible(recipe.id, singleLine: true).lowercased() == q { return 100 }
        let queryWords = wordsOf(q)
        if !queryWords.isEmpty {
            // Words of the names count more than words of the title alone.
            let nameWords = Set([recipe.id, recipe.wrapper?.wrappedType ?? "", recipe.wrapper?.typeName ?? ""].flatMap(wordsOf))
            if queryWords.allSatisfy(nameWords.contains) { return 60 }
            let words = nameWords.union(wordsOf(recipe.title))
            if queryWords.allSatisfy(words.contains) { return 50 }
        }
        if names.contains(where: { $0.hasPrefix(q) }) { return 40 }
        if q.count >= 3, names.contains(where: { $0.contains(q) }) { return 20 }
        let limit = q.count >= 8 ? 2 : q.count >= 4 ? 1 : 0
        if limit > 0, names.prefix(3).contains(where: { EditDistance.distance($0, q, limit: limit) <= limit }) { return 10 }
        return 0
    }

    /// Lower-case words of a name or title, camelCase split: `MKMapView with a region` → mk, map, view, mkmapview, with, a, region.
    static func wordsOf(_ text: String) -> [String] {
        var result: [String] = []
        for raw in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            let word = String(raw)
            result.append(word.lowercased())
            var current = ""
            let chars = Array(word)
            for (i, c) in chars.enumerated() {
                if c.isUppercase, !current.isEmpty, !chars[i - 1].isUppercase || (i + 1 < chars.count && chars[i + 1].isLowercase) {
                    result.append(current.lowercased()); current = ""
                }
                current.append(c)
            }
            if !current.isEmpty, current.lowercased() != word.lowercased() { result.append(current.lowercased()) }
        }
        return result
    }
}
