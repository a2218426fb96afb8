import RecipeKit

/// Final ranking of the threshold search's pool.
///
/// A pitfall or prefer-native note *inherits* its recipe: a word found only elsewhere in the recipe
/// counts at `inheritance` of the recipe's value, so "page view controller jumps back to first page"
/// lands on the pitfall "Pages jump back on every update" although the pitfall never says "first".
/// Children of every recipe in the pool that match at least one required word themselves join the
/// ranking. Recipes of a platform the query names rank higher. Then a proximity bonus is added,
/// and ties break by best field, title and document.
struct ResultRanker {
    static let inheritance: Float = 0.5

    struct Ranked {
        var doc: Int
        var score: Float
        var match: DocumentMatch
        var field: SearchField
    }

    let terms: [PreparedTerm]
    let storage: IndexStorage
    var filter: DocumentFilter
    /// Platforms the query names ("… for macOS"): their recipes rank `platformPreference` higher.
    var namedPlatforms: Set<Platform> = []

    static let platformPreference: Float = 1.3
    /// A document whose recipe the query names (a word matched as itself in the recipe's title or
    /// type names, which child documents carry as context) ranks this much higher: the subject of
    /// "SafariView fail to dismiss" is the Safari view, whatever else fails to close.
    static let subjectPreference: Float = 1.3

    /// The proximity bonus is at most this fraction of a score (see `DocumentMatch.proximityBonus`).
    static let maximumBonus: Float = 0.4
    /// Headroom for float rounding when a candidate's best possible score is compared.
    static let roundingSlack: Float = 1e-4

    /// Ranks the pool and its inheriting children; only candidates that can still reach the first
    /// `limit` after their bonus are matched against their tokens, and the list holds those.
    func rank(_ pool: [(doc: Int, score: Float)], mode: ThresholdSearch.Mode, limit: Int) -> [Ranked] {
        let words = terms.map(\.word)
        var candidates: [(doc: Int, score: Float)] = []
        var inPool = Set(pool.map(\.doc))
        var inheritance = Inheritance(ranker: self, requiresEveryWord: mode == .all)
        for entry in pool {
            if storage.docKind[entry.doc] != .recipe {
                let score = inheritance.score(entry.doc) ?? entry.score
                candidates.append((entry.doc, score))
                continue
            }
            candidates.append(entry)
            let recipe = Int(storage.docRecipe[entry.doc])
            let end = recipe + 1 < storage.recipeDoc.count ? Int(storage.recipeDoc[recipe + 1]) : storage.documentCount
            for child in (entry.doc + 1)..<end where !inPool.contains(child) && filter.accepts(child, storage) {
                if let score = inheritance.score(child) {
                    candidates.append((child, score))
                    inPool.insert(child)
                }
            }
        }
        candidates = candidates.filter { filter.acceptsKind(storage.docKind[$0.doc]) }
        if !namedPlatforms.isEmpty {
            for i in candidates.indices {
                let platform = Platform.allCases[Int(storage.directory.recipePlatform[Int(storage.docRecipe[candidates[i].doc])])]
                if namedPlatforms.contains(platform) { candidates[i].score *= Self.platformPreference }
            }
        }
        candidates.sort { $0.score != $1.score ? $0.score > $1.score : $0.doc < $1.doc }
        var ranked: [Ranked] = []
        var leaders = ScoreHeap(capacity: limit)
        let subjects = subjectWords
        for entry in candidates {
            // Best first: once a candidate's bonus cannot lift it to the `limit`-th final score,
            // no later one can either.
            if leaders.isFull, entry.score * (1 + Self.maximumBonus) * Self.subjectPreference * (1 + Self.roundingSlack) < leaders.minimum { break }
            let match = DocumentMatch(doc: entry.doc, terms: terms, storage)
            var score = entry.score + match.proximityBonus(words, values: match.values)
            if !subjects.isEmpty, namesRecipe(match, subjects) { score *= Self.subjectPreference }
            var field = SearchField.code
            for o in match.occurrences where storage.unitField[o.unit] < field {
                field = storage.unitField[o.unit]
            }
            ranked.append(Ranked(doc: entry.doc, score: score, match: match, field: field))
            leaders.insert(score: score, doc: entry.doc)
        }
        ranked.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.field != b.field { return a.field < b.field }
            let (ta, tb) = (storage.docTitleRank[a.doc], storage.docTitleRank[b.doc])
            if ta != tb { return ta < tb }
            return a.doc < b.doc
        }
        return ranked
    }

    /// A word names a recipe only when it is this rare: in at most this share of the documents
    /// ("view" is in half of the titles and names nothing).
    static let subjectShare = 20

    /// The query words rare enough to name a recipe, by index.
    private var subjectWords: Set<Int> {
        Set(
            terms.indices.filter { i in
                !terms[i].word.isOptional && terms[i].literalPostings(storage) * Self.subjectShare <= storage.documentCount
            })
    }

    /// True when a rare required word matched as itself in a name unit (title, type names).
    private func namesRecipe(_ match: DocumentMatch, _ subjects: Set<Int>) -> Bool {
        match.occurrences.contains { o in
            guard o.isLiteral, subjects.contains(o.word) else { return false }
            switch storage.unitField[o.unit] {
            case .title, .wrapperType, .wrappedType: return true
            default: return false
            }
        }
    }

    /// Scores of child documents with their recipe's values inherited, each recipe's values
    /// computed once.
    private struct Inheritance {
        let ranker: ResultRanker
        /// True when every required word must match the child or its recipe (all-words mode).
        let requiresEveryWord: Bool
        var parentValues: [Int: [Float]] = [:]

        /// A child document's score with its recipe's values inherited for the words it lacks; nil
        /// when it matches no required word itself or (all-words mode) its recipe lacks one.
        mutating func score(_ doc: Int) -> Float? {
            let storage = ranker.storage
            let parent = Int(storage.recipeDoc[Int(storage.docRecipe[doc])])
            let inherited: [Float]
            if let known = parentValues[parent] {
                inherited = known
            } else {
                inherited = ranker.terms.map { $0.value(in: parent, storage) }
                parentValues[parent] = inherited
            }
            var score: Float = 0
            var ownRequired = 0
            for i in ranker.terms.indices {
                // Read in place: a copy of a PreparedTerm retains its four arrays.
                let own = ranker.terms[i].value(in: doc, storage)
                let fromParent = ResultRanker.inheritance * inherited[i]
                if !ranker.terms[i].word.isOptional {
                    if own > 0 { ownRequired += 1 } else if fromParent == 0, requiresEveryWord { return nil }
                }
                score += max(own, fromParent)
            }
            return ownRequired > 0 ? score : nil
        }
    }
}
