/// A query that spells a recipe's type name word by word, without its framework prefix ("page
/// control" or `Pagecontrol` for `UIPageControl`, "safari view" for `SFSafariViewController`,
/// "table view" for `UITableView` and `NSTableView`): the recipe is the question's subject although
/// "page" and "control" are common words that name nothing alone.
///
/// The name is the recipe's (`RecipeDirectory.recipeName`); what is left of it after an acronym
/// prefix (`UI`, `NS`, `SF`, `MK`) and before a closing `Controller` must be two words or more, and
/// the query's required words must spell it in order, side by side once the small words are left
/// out ("page of the control" still spells it; a plural counts: "text views").
struct SpelledTypeName {
    /// The longest run of query words a name is looked for in.
    static let longestRun = 4

    /// The query's runs of two to `longestRun` required words, glued, as typed and with each
    /// plural made singular (`pagecontrol`, `textviews`, `textview`).
    private let runs: Set<String>

    init(words: [QueryWord]) {
        let terms = words.filter { !$0.isOptional }.map(\.term)
        var runs = Set<String>()
        for start in terms.indices {
            var glued = "", singular = ""
            for end in start..<min(start + Self.longestRun, terms.count) {
                glued += terms[end]
                singular += Self.singular(terms[end])
                if end > start {
                    runs.insert(glued)
                    runs.insert(singular)
                }
            }
        }
        self.runs = runs
    }

    /// True when the query could spell a name at all (two required words or more).
    var isEmpty: Bool { runs.isEmpty }

    /// True when the query spells `name` (see above).
    func spells(_ name: String) -> Bool {
        guard let key = Self.key(of: name) else { return false }
        return runs.contains(key)
    }

    /// `name` lower-cased without its acronym prefix and a closing `Controller`, when two words or
    /// more are left (`UIPageControl` → `pagecontrol`), else nil (`UIViewController`, `MTKView`).
    static func key(of name: String) -> String? {
        let isUpper = { (b: UInt8) in b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        // `UIPageControl`: the capitals before the first capitalised word are the prefix.
        let capitals = name.utf8.prefix(while: isUpper).count
        var rest = Substring(name).dropFirst(capitals >= 3 ? capitals - 1 : 0)
        if rest.hasSuffix("Controller") { rest = rest.dropLast("Controller".count) }
        guard rest.utf8.filter(isUpper).count >= 2 else { return nil }
        return rest.lowercased()
    }

    /// `term` without a plural `s` (`views` → `view`; `class`, `ios` and short words are kept).
    static func singular(_ term: String) -> String {
        guard term.utf8.count > 3, term.hasSuffix("s"), !term.hasSuffix("ss"), !term.hasSuffix("ios") else { return term }
        return String(term.dropLast())
    }
}
