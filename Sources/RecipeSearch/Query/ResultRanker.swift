import RecipeKit

/// Final ranking of the threshold search's pool.
///
/// A pitfall or prefer-native note *inherits* its recipe: a word found only elsewhere in the recipe
/// counts at `inheritance` of the recipe's value, so "page view controller jumps back to first page"
/// lands on the pitfall "Pages jump back on every update" although the pitfall never says "first".
/// Children of every recipe in the pool that match at least one required word themselves join the
/// ranking. Recipes of a platform the query names rank higher. Then a proximity bonus is added,
/// and ties break by title and document.
struct ResultRanker {
    static let inheritance: Float = 0.5

    struct Ranked {
        var doc: Int
        var score: Float
        var match: DocumentMatch
        /// The delegate method of a recipe that the query spells (`DelegateSpelling`).
        var spelledMethod: Int?
    }

    let terms: [PreparedTerm]
    let storage: IndexStorage
    var filter: DocumentFilter
    /// Final scores below this do not matter to the caller (the hidden ranking, beside a full
    /// visible page): candidates that cannot reach it are not matched.
    var floor = -Float.infinity
    /// Platforms the query is about (`QueryPlatforms`): their recipes rank `platformPreference` higher.
    var namedPlatforms: Set<Platform> = []
    /// How much higher: `QueryPlatforms.namedPreference` or `impliedPreference`.
    var platformPreference = QueryPlatforms.impliedPreference
    /// The query says something goes wrong (`TroubleWords`), so a recipe it names is not its
    /// group's one row (`AnswerRows.isOneRow`).
    var reportsTrouble = false

    /// A document whose recipe the query names (a word matched as itself in the recipe's title or
    /// type names, which child documents carry as context) ranks this much higher: the subject of
    /// "SafariView fail to dismiss" is the Safari view, whatever else fails to close.
    static let subjectPreference: Float = 1.3
    /// A recipe whose type name the query spells word by word (`SpelledTypeName`: "page control"
    /// for `UIPageControl`) ranks this much higher: the words are common, the name they make is not.
    static let spelledNamePreference: Float = 1.6
    /// A recipe with a delegate method the query spells (`DelegateSpelling`) ranks this much higher:
    /// "region change delegate" asks for `mapView(_:regionDidChangeAnimated:)`, not for a pitfall
    /// that happens to say "region" and "change".
    static let delegatePreference: Float = 1.3

    /// Headroom for float rounding when a candidate's best possible score is compared.
    static let roundingSlack: Float = 1e-4

    /// A document of the final ranking before it is matched against its tokens: its score, and
    /// the best final score it could reach (its proximity bonus at most `DocumentMatch.bonusBound`
    /// of its own values; the subject preference when it names the recipe).
    private struct Candidate {
        var doc: Int
        var score: Float
        var bonusBound: Float
        /// Where the document's own word values start in `Inheritance.childValues` (children only).
        var values = -1
        /// `subjectPreference` or `spelledNamePreference` when the query names the document's recipe, else 1.
        var subject: Float = 1
        var spelledMethod: Int?
        /// `upper` and `ResultRanker.tieKey` of the document, stored once all is known, before the
        /// sort; the sort, the matching loop and `reach` read them.
        var bound: Float = 0
        var tie = 0
        var upper: Float {
            (score + bonusBound) * subject
                * (spelledMethod != nil ? ResultRanker.delegatePreference : 1)
        }
        /// `bound` with headroom for float rounding, for comparisons with final scores.
        var reach: Float { bound * (1 + ResultRanker.roundingSlack) }
    }

    /// Ranks the pool and its inheriting children; only candidates whose best possible final score
    /// can still reach the first `limit` are matched against their tokens (with the children that
    /// could be rows of a matched recipe's group among the first `groups` groups of
    /// `AnswerRows.group`), and the list holds those. `isComplete`: every candidate that can beat
    /// `floor` was ranked.
    func rank(
        _ pool: [(doc: Int, score: Float)], mode: ThresholdSearch.Mode, limit: Int, groups: Int = .max
    ) -> (ranked: [Ranked], isComplete: Bool) {
        let words = terms.map(\.word)
        var candidates: [Candidate] = []
        var inPool = BitSet(capacity: storage.documentCount)
        for entry in pool { inPool.insert(entry.doc) }
        var inheritance = Inheritance(ranker: self, requiresEveryWord: mode == .all, words: words)
        for entry in pool {
            if storage.docKind[entry.doc] != .recipe {
                let scored = inheritance.score(entry.doc)
                candidates.append(
                    Candidate(doc: entry.doc, score: scored.score ?? entry.score, bonusBound: scored.bonusBound, values: scored.values))
                continue
            }
            let bound = DocumentMatch.bonusBound(words, values: inheritance.recipeValues(entry.doc))
            candidates.append(Candidate(doc: entry.doc, score: entry.score, bonusBound: bound))
            let recipe = Int(storage.docRecipe[entry.doc])
            let end = recipe + 1 < storage.recipeDoc.count ? Int(storage.recipeDoc[recipe + 1]) : storage.documentCount
            for child in (entry.doc + 1)..<end where !inPool.contains(child) && filter.accepts(child, storage) {
                let scored = inheritance.score(child)
                if let score = scored.score {
                    candidates.append(Candidate(doc: child, score: score, bonusBound: scored.bonusBound, values: scored.values))
                    inPool.insert(child)
                }
            }
        }
        candidates = candidates.filter { filter.acceptsKind(storage.docKind[$0.doc]) }
        if !namedPlatforms.isEmpty {
            for i in candidates.indices {
                let platform = Platform.allCases[Int(storage.directory.recipePlatform[Int(storage.docRecipe[candidates[i].doc])])]
                if namedPlatforms.contains(platform) { candidates[i].score *= platformPreference }
            }
        }
        let subjects = subjectWords
        let spelled = SpelledTypeName(words: words)
        if !subjects.isEmpty || !spelled.isEmpty {
            // A child's name units are its recipe's (its context): asked once per recipe.
            var named = [Float?](repeating: nil, count: inheritance.recipes.count)
            for i in candidates.indices {
                let recipe = Int(storage.docRecipe[candidates[i].doc]), k = inheritance.number(ofRecipe: recipe)
                if named[k] == nil {
                    named[k] =
                        !spelled.isEmpty && storage.directory.recipeName.withBytes(recipe, spelled.spells)
                        ? Self.spelledNamePreference
                        : !subjects.isEmpty && namesRecipe(Int(storage.recipeDoc[recipe]), subjects) ? Self.subjectPreference : 1
                }
                candidates[i].subject = named[k]!
            }
        }
        let delegates = DelegateSpelling(terms: terms, storage: storage)
        if !delegates.isEmpty {
            for i in candidates.indices where storage.docKind[candidates[i].doc] == .recipe {
                candidates[i].spelledMethod = delegates.method(in: candidates[i].doc)
            }
        }
        // Best possible first; equal ones in the final ranking's order of ties (`isRankedBefore`).
        for i in candidates.indices {
            candidates[i].bound = candidates[i].upper
            candidates[i].tie = tieKey(candidates[i].doc)
        }
        candidates.sort { $0.bound != $1.bound ? $0.bound > $1.bound : $0.tie < $1.tie }
        var ranked: [Ranked] = []
        // Kept by final score, ties by `tieKey`: the weakest is the one the final order puts last.
        var leaders = ScoreHeap(capacity: limit)
        // A child of a recipe matched already is read off the recipe's match.
        var recipeMatches = [DocumentMatch?](repeating: nil, count: inheritance.recipes.count)
        func match(_ entry: Candidate) {
            let recipe = inheritance.number(ofRecipe: Int(storage.docRecipe[entry.doc]))
            let match: DocumentMatch
            if storage.docKind[entry.doc] == .recipe {
                match = DocumentMatch(doc: entry.doc, terms: terms, storage)
                recipeMatches[recipe] = match
            } else if let parent = recipeMatches[recipe] {
                let values = Array(inheritance.childValues[entry.values..<(entry.values + terms.count)])
                match = DocumentMatch(doc: entry.doc, recipe: parent, values: values, terms: terms, storage)
            } else {
                match = DocumentMatch(doc: entry.doc, terms: terms, storage)
            }
            var score = entry.score + match.proximityBonus(values: match.values)
            score *= entry.subject
            if entry.spelledMethod != nil { score *= Self.delegatePreference }
            ranked.append(Ranked(doc: entry.doc, score: score, match: match, spelledMethod: entry.spelledMethod))
            leaders.insert(score: score, doc: entry.tie)
        }
        /// True when `entry` could still take a place among the first `limit`. Its final score is
        /// at most `upper`, computed from the same values in the same order (the proximity bonus
        /// term by term at most its bound, and float rounding is monotonic), so no rounding slack
        /// is needed: a candidate whose `upper` equals the weakest leader's score enters only if it
        /// comes first among equal scores. Copies of one text tie this way by the dozen.
        func canLead(_ entry: Candidate) -> Bool {
            guard leaders.isFull else { return true }
            return entry.bound > leaders.minimum || (entry.bound == leaders.minimum && entry.tie < leaders.minimumDoc)
        }
        // Best possible first: once a candidate cannot reach the `limit`-th final score, no later
        // one can either.
        var next = 0
        while next < candidates.count, candidates[next].reach >= floor, canLead(candidates[next]) {
            match(candidates[next])
            next += 1
        }
        let isComplete = next == candidates.count || candidates[next].reach < floor
        // The children that could be rows of the group of a recipe within the first `limit`
        // (`AnswerRows.childShare`) are matched too, so that how its hits group does not depend on
        // where this stopped; a recipe the query names is its group's one row whatever they are.
        // Those children score below the recipe, so the groups are already in their final order:
        // a group after the first `groups` shows no row the caller keeps, whatever its rows are.
        ranked.sort(by: isRankedBefore)
        var leading = Set<Int>()
        for row in ranked where leading.count < groups { leading.insert(Int(storage.docRecipe[row.doc])) }
        var recipeScores = [Float?](repeating: nil, count: inheritance.recipes.count)
        for row in ranked
        where storage.docKind[row.doc] == .recipe && row.score >= leaders.minimum && leading.contains(Int(storage.docRecipe[row.doc]))
            && !AnswerRows.isOneRow(row, storage, reportsTrouble: reportsTrouble)
        {
            recipeScores[inheritance.number(ofRecipe: Int(storage.docRecipe[row.doc]))] = row.score
        }
        if recipeScores.contains(where: { $0 != nil }) {
            for entry in candidates[next...] where storage.docKind[entry.doc] != .recipe {
                guard let recipeScore = recipeScores[inheritance.number(ofRecipe: Int(storage.docRecipe[entry.doc]))],
                    entry.reach >= AnswerRows.childShare * recipeScore
                else { continue }
                match(entry)
            }
        }
        ranked.sort(by: isRankedBefore)
        return (ranked, isComplete)
    }

    /// The order of the final ranking: score, then `tieKey`.
    private func isRankedBefore(_ a: Ranked, _ b: Ranked) -> Bool {
        a.score != b.score ? a.score > b.score : tieKey(a.doc) < tieKey(b.doc)
    }

    /// The order of equal final scores, known before a document is matched: its title, then
    /// the document.
    private func tieKey(_ doc: Int) -> Int {
        Int(storage.docTitleRank[doc]) << 32 | doc
    }

    /// A word names a recipe only when it is this rare: in at most this share of the documents
    /// ("view" is in half of the titles and names nothing).
    static let subjectShare = 20

    /// The query words rare enough to name a recipe, by index, ascending.
    private var subjectWords: [Int] {
        terms.indices.filter { i in
            !terms[i].word.isOptional && terms[i].literalPostings(storage) * Self.subjectShare <= storage.documentCount
        }
    }

    /// True when a rare required word matches as itself (`PreparedTerm.matchesAsItself`) in one
    /// of the document's name units (title, type names; a child's recipe context
    /// included): read from the units' bodies, without matching the whole document.
    private func namesRecipe(_ doc: Int, _ subjects: [Int]) -> Bool {
        let units = storage.documentUnits
        // A title and a type name or two: room for them up front.
        var names: [Range<Int>] = []
        names.reserveCapacity(4)
        for slot in 0..<units.slotCount(doc) {
            let unit = units.unit(doc, slot: slot)
            switch storage.unitField[unit] {
            case .title, .wrapperType, .wrappedType:
                let body = Int(storage.unitBody[unit])
                names.append(Int(storage.bodyTermStart[body])..<Int(storage.bodyTermStart[body + 1]))
            default: continue
            }
        }
        guard !names.isEmpty else { return false }
        return subjects.contains { terms[$0].matchesAsItself(in: doc, among: names, storage) }
    }

    /// Scores of child documents with their recipe's values inherited, each recipe's values
    /// computed once.
    private struct Inheritance {
        let ranker: ResultRanker
        /// True when every required word must match the child or its recipe (all-words mode).
        let requiresEveryWord: Bool
        let words: [QueryWord]
        /// The recipes met, numbered in the order their values were first asked for.
        var recipes: DenseNumbering
        /// Each numbered recipe's values, `terms.count` each, in the order of their numbers.
        var parentValues: [Float] = []
        /// The own values of each child scored, one after the other, `terms.count` each.
        var childValues: [Float] = []

        init(ranker: ResultRanker, requiresEveryWord: Bool, words: [QueryWord]) {
            self.ranker = ranker
            self.requiresEveryWord = requiresEveryWord
            self.words = words
            recipes = DenseNumbering(capacity: ranker.storage.recipeCount)
        }

        /// The local number of `recipe`, whose values (or a child's) have been asked for.
        func number(ofRecipe recipe: Int) -> Int { recipes.number(of: recipe)! }

        /// Each query word's value in recipe document `doc`.
        mutating func recipeValues(_ doc: Int) -> ArraySlice<Float> {
            let n = ranker.terms.count
            let (k, isNew) = recipes.numbering(Int(ranker.storage.docRecipe[doc]))
            if isNew {
                // Read in place: a copy of a PreparedTerm retains its four arrays.
                for i in ranker.terms.indices { parentValues.append(ranker.terms[i].value(in: doc, ranker.storage)) }
            }
            return parentValues[(k * n)..<(k * n + n)]
        }

        /// A child document's score with its recipe's values inherited for the words it lacks (nil
        /// when it matches no required word itself or, in all-words mode, its recipe lacks one),
        /// the most its own values can bring as a proximity bonus, and where in `childValues`
        /// those values are.
        mutating func score(_ doc: Int) -> (score: Float?, bonusBound: Float, values: Int) {
            let storage = ranker.storage
            let inherited = recipeValues(Int(storage.recipeDoc[Int(storage.docRecipe[doc])]))
            var score: Float = 0
            var ownRequired = 0
            var missingRequired = false
            let start = childValues.count
            // Read in place: a copy of a PreparedTerm retains its four arrays.
            for i in ranker.terms.indices { childValues.append(ranker.terms[i].value(in: doc, storage)) }
            let own = childValues[start...]
            for i in ranker.terms.indices {
                let fromParent = ResultRanker.inheritance * inherited[inherited.startIndex + i]
                if !ranker.terms[i].word.isOptional {
                    if own[start + i] > 0 { ownRequired += 1 } else if fromParent == 0, requiresEveryWord { missingRequired = true }
                }
                score += max(own[start + i], fromParent)
            }
            let bound = DocumentMatch.bonusBound(words, values: own)
            return (ownRequired > 0 && !missingRequired ? score : nil, bound, start)
        }
    }
}
