/// One answer, one row: a recipe's document holds all of its pitfalls and notes, so a query that a
/// pitfall answers matches the recipe too, and the ranked list would show the pitfall twice (as a
/// hit, and as the snippet of its recipe's hit). Here each recipe's hits become one group: its
/// pitfalls and notes that match well enough on their own are the rows (the recipe is shown as
/// their parent), otherwise the recipe itself is. Groups are ordered by their best score and keep
/// their first `rowsPerGroup` rows together, the child that matches most on its own first.
enum AnswerRows {
    /// A child is a row of its own when its score is at least this share of its recipe's…
    static let childShare: Float = 0.5
    /// …and at least this share of its best sibling's.
    static let siblingShare: Float = 0.6
    /// A recipe's first this many rows stay with it; its further ones follow every group's first
    /// rows, so that one recipe whose pitfalls all share a common query word does not fill the page.
    static let rowsPerGroup = 3

    /// `wordBounds`: each query word's highest value (`PreparedTerm.upperBound`), which is high for
    /// a rare word: siblings are ordered by the rare words their own text has.
    /// `reportsTrouble`: the query says something goes wrong (`isOneRow`).
    static func group(
        _ ranked: [ResultRanker.Ranked], _ storage: IndexStorage, wordBounds: [Float], reportsTrouble: Bool
    ) -> [ResultRanker.Ranked] {
        // The recipes in the order first met, by local number: each one's row and its children's.
        var recipes = DenseNumbering(capacity: storage.recipeCount)
        var recipeRow: [ResultRanker.Ranked?] = []
        var childRows: [[ResultRanker.Ranked]] = []
        for entry in ranked {
            let (k, isNew) = recipes.numbering(Int(storage.docRecipe[entry.doc]))
            if isNew {
                recipeRow.append(nil)
                childRows.append([])
            }
            if storage.docKind[entry.doc] == .recipe {
                recipeRow[k] = entry
            } else {
                childRows[k].append(entry)
            }
        }
        var groups: [(best: Float, first: Int, rows: [ResultRanker.Ranked])] = []
        for place in recipeRow.indices {
            let parent = recipeRow[place]
            let children = childRows[place]
            // Siblings share what they inherit from the recipe and its context: the rare words of
            // their own text order them, then their values.
            let own =
                parent.map { p in
                    isOneRow(p, storage, reportsTrouble: reportsTrouble)
                        ? [] : children.filter { $0.score >= childShare * p.score && matchesOwnText($0, storage) }
                } ?? children
            let bestChild = own.map(\.score).max() ?? 0
            let strong = own.filter { $0.score >= siblingShare * bestChild }
                .map { (row: $0, evidence: ownEvidence($0, storage, wordBounds)) }
                .sorted { a, b in
                    if a.evidence != b.evidence { return a.evidence > b.evidence }
                    let (ownA, ownB) = (a.row.match.values.reduce(0, +), b.row.match.values.reduce(0, +))
                    return ownA != ownB ? ownA > ownB : a.row.score > b.row.score
                }
                .map(\.row)
            var rows = strong.isEmpty ? parent.map { [$0] } ?? [] : strong
            let best = max(parent?.score ?? 0, children.first?.score ?? 0)
            if !strong.isEmpty { rows[0].score = max(rows[0].score, best) }
            groups.append((best, place, rows))
        }
        groups.sort { $0.best != $1.best ? $0.best > $1.best : $0.first < $1.first }
        // Each group's first rows together, in group order. A further row that says the same query
        // words as one of them is more of the same and follows every group's first rows, so that
        // one recipe whose pitfalls all share the query's words does not push the other recipes
        // off the page; a further row with words of its own is another answer, ranked by its
        // score among the groups. No row is dropped.
        var blocks: [(score: Float, rows: ArraySlice<ResultRanker.Ranked>)] = []
        var moreOfTheSame: [ResultRanker.Ranked] = []
        for group in groups {
            let first = group.rows.prefix(rowsPerGroup)
            blocks.append((group.best, first))
            let said = first.map(ownWords)
            for row in group.rows.dropFirst(rowsPerGroup) {
                if said.contains(ownWords(row)) { moreOfTheSame.append(row) } else { blocks.append((row.score, [row])) }
            }
        }
        // Stable: a group's first rows come before its further ones, equal scores keep group order.
        let ordered = blocks.enumerated().sorted { a, b in
            a.element.score != b.element.score ? a.element.score > b.element.score : a.offset < b.offset
        }
        return ordered.flatMap(\.element.rows) + moreOfTheSame
    }

    /// True when the recipe itself is the answer and its group's one row: the query spells one of
    /// its delegate methods (`DelegateSpelling`), or names it (`namesRecipe`) without reporting
    /// trouble (`TroubleWords`: "Animated GIFs not working" asks for the pitfalls).
    static func isOneRow(_ recipe: ResultRanker.Ranked, _ storage: IndexStorage, reportsTrouble: Bool) -> Bool {
        recipe.spelledMethod != nil || (!reportsTrouble && namesRecipe(recipe, storage))
    }

    /// True when every required query word matched the recipe's name — its title, a type name or
    /// a delegate selector —
    /// as itself (not through a synonym or a typo): the query names the recipe, and the recipe is
    /// the answer rather than one of its pitfalls.
    private static func namesRecipe(_ recipe: ResultRanker.Ranked, _ storage: IndexStorage) -> Bool {
        let required = recipe.match.requiredWords
        guard !required.isEmpty else { return false }
        return required.allSatisfy { w in
            recipe.match.occurrences(of: w).contains { o in
                guard o.isLiteral else { return false }
                switch storage.unitField[o.unit] {
                case .title, .wrapperType, .wrappedType, .coordinatorType, .delegateSelector: return true
                default: return false
                }
            }
        }
    }

    /// The bounds of the required words the child's own text (not its recipe context) matches.
    private static func ownEvidence(_ child: ResultRanker.Ranked, _ storage: IndexStorage, _ bounds: [Float]) -> Float {
        child.match.requiredWords.reduce(0) { sum, w in
            child.match.occurrences(of: w).contains { !$0.isContext } && w < bounds.count ? sum + bounds[w] : sum
        }
    }

    /// The required words the row's own text (not its recipe context) matches, ascending.
    private static func ownWords(_ row: ResultRanker.Ranked) -> [Int] {
        row.match.requiredWords.filter { w in row.match.occurrences(of: w).contains { !$0.isContext } }
    }

    /// True when a query word matched the child's own text (a unit that is not recipe context).
    private static func matchesOwnText(_ child: ResultRanker.Ranked, _ storage: IndexStorage) -> Bool {
        child.match.occurrences.contains { !$0.isContext }
    }
}
