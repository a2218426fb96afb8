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

    /// True when the query spells the name whose UTF-8 bytes are `name`: a run of two to
    /// `longestRun` words, each as typed or without a plural `s`, that is the name's key
    /// (`keyRange`) exactly, capitals folded. Reads the bytes in place: the ranking asks it of
    /// every recipe it meets.
    func spells(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let key = Self.keyRange(of: name) else { return false }
        let first = Self.folded(name[key.lowerBound])
        return terms.indices.contains { start in
            terms[start].first == first && spells(name, key, from: start, at: key.lowerBound, words: 0)
        }
    }

    /// True when the words from `start` spell the rest of the key `name[key]` after `offset`,
    /// `words` words in.
    private func spells(_ name: UnsafeBufferPointer<UInt8>, _ key: Range<Int>, from start: Int, at offset: Int, words: Int) -> Bool {
        if offset == key.upperBound { return words >= 2 }
        guard start < terms.count, words < Self.longestRun else { return false }
        let term = terms[start]
        func matches(_ length: Int) -> Bool {
            length > 0 && offset + length <= key.upperBound && (0..<length).allSatisfy { Self.folded(name[offset + $0]) == term[$0] }
        }
        if matches(term.count), spells(name, key, from: start + 1, at: offset + term.count, words: words + 1) { return true }
        // A plural: "text views" spells `UITextView`.
        return Self.isPlural(term) && matches(term.count - 1)
            && spells(name, key, from: start + 1, at: offset + term.count - 1, words: words + 1)
    }

    /// Where the key of the name `bytes` lies: the name without its acronym prefix and a closing
    /// `Controller`, when two words or more are left (`UIPageControl` → `PageControl`), else nil
    /// (`UIViewController`, `MTKView`).
    static func keyRange(of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let isUpper = { (b: UInt8) in b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        // `UIPageControl`: the capitals before the first capitalised word are the prefix.
        let capitals = bytes.prefix(while: isUpper).count
        let start = capitals >= 3 ? capitals - 1 : 0
        var end = bytes.count
        let controller = "Controller".utf8
        if end - start > controller.count, bytes[(end - controller.count)...].elementsEqual(controller) { end -= controller.count }
        guard bytes[start..<end].reduce(0, { $0 + (isUpper($1) ? 1 : 0) }) >= 2 else { return nil }
        return start..<end
    }

    /// An ASCII capital as its lower-case letter; other bytes as they are.
    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// True when `term` ends in a plural `s` (`views`; not `class`, `ios` or a short word).
    static func isPlural(_ term: [UInt8]) -> Bool {
        term.count > 3 && term.last == UInt8(ascii: "s") && term[term.count - 2] != UInt8(ascii: "s")
            && !term.suffix(3).elementsEqual("ios".utf8)
    }
}
