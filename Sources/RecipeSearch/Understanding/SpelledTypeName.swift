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

    /// The UTF-8 bytes of the query's required words, in order.
    private let terms: [[UInt8]]

    init(words: [QueryWord]) {
        terms = words.filter { !$0.isOptional }.map { Array($0.term.utf8) }
    }

    /// True when the query could spell a name at all (two required words or more).
    var isEmpty: Bool { terms.count < 2 }

    /// True when the query spells `name` (see above): a run of two to `longestRun` words, each as
    /// typed or without a plural `s`, that is `key(of: name)` exactly.
    func spells(_ name: String) -> Bool {
        guard var key = Self.key(of: name) else { return false }
        return key.withUTF8 { key in
            terms.indices.contains { start in spells(key, from: start, at: 0, words: 0) }
        }
    }

    /// True when the words from `start` spell what is left of `key` after `offset`, `words` words in.
    private func spells(_ key: UnsafeBufferPointer<UInt8>, from start: Int, at offset: Int, words: Int) -> Bool {
        if offset == key.count { return words >= 2 }
        guard start < terms.count, words < Self.longestRun else { return false }
        let term = terms[start]
        func matches(_ length: Int) -> Bool {
            length > 0 && offset + length <= key.count && (0..<length).allSatisfy { key[offset + $0] == term[$0] }
        }
        if matches(term.count), spells(key, from: start + 1, at: offset + term.count, words: words + 1) { return true }
        // A plural: "text views" spells `UITextView`.
        return Self.isPlural(term) && matches(term.count - 1) && spells(key, from: start + 1, at: offset + term.count - 1, words: words + 1)
    }

    /// `name` lower-cased without its acronym prefix and a closing `Controller`, when two words or
    /// more are left (`UIPageControl` → `pagecontrol`), else nil (`UIViewController`, `MTKView`).
    static func key(of name: String) -> String? {
        let isUpper = { (b: UInt8) in b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        // `UIPageControl`: the capitals before the first capitalised word are the prefix.
        let capitals = name.utf8.prefix(while: isUpper).count
        var rest = Substring(name).dropFirst(capitals >= 3 ? capitals - 1 : 0)
        if rest.hasSuffix("Controller") { rest = rest.dropLast("Controller".count) }
        guard rest.utf8.reduce(0, { $0 + (isUpper($1) ? 1 : 0) }) >= 2 else { return nil }
        return rest.lowercased()
    }

    /// True when `term` ends in a plural `s` (`views`; not `class`, `ios` or a short word).
    static func isPlural(_ term: [UInt8]) -> Bool {
        term.count > 3 && term.last == UInt8(ascii: "s") && term[term.count - 2] != UInt8(ascii: "s")
            && !term.suffix(3).elementsEqual("ios".utf8)
    }
}
