/// Finds where search terms occur in text, case-insensitively, starting at a word or camelCase
/// boundary (`region` in `regionDidChange`, `change` in `regionDidChange`), for highlighting.
public struct TermMatcher: Sendable {
    private let terms: [[Character]]
    /// The terms as lower-case ASCII bytes, when every term is ASCII (the fast path).
    private let asciiTerms: [[UInt8]]?

    /// A matcher for `terms`; empty terms are ignored.
    public init(terms: [String]) {
        self.terms = Array(Set(terms.map { Array($0.lowercased()) }.filter { !$0.isEmpty }))
            .sorted { $0.count > $1.count }
        let bytes = self.terms.map { Array(String($0).utf8) }
        asciiTerms = bytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } } ? bytes : nil
    }

    /// True when there is nothing to match.
    public var isEmpty: Bool { terms.isEmpty }

    /// Character ranges of every match in `text`, in order, not overlapping.
    public func ranges(in text: String) -> [Range<Int>] {
        guard !terms.isEmpty else { return [] }
        if let asciiTerms, text.utf8.allSatisfy({ $0 < 0x80 }) { return Self.asciiRanges(Array(text.utf8), asciiTerms) }
        let original = Array(text)
        let folded = original.map(Self.fold)
        var result: [Range<Int>] = []
        var index = 0
        while index < folded.count {
            if Self.isBoundary(original, at: index), let length = matchLength(folded, at: index) {
                result.append(index..<index + length)
                index += length
            } else {
                index += 1
            }
        }
        return result
    }

    /// The same search on ASCII bytes, where a byte is a character.
    private static func asciiRanges(_ text: [UInt8], _ terms: [[UInt8]]) -> [Range<Int>] {
        func isLower(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
        func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
        var result: [Range<Int>] = []
        var index = 0
        while index < text.count {
            var boundary = index == 0
            if !boundary {
                let previous = text[index - 1], current = text[index]
                let previousIsWord = isLower(previous) || isUpper(previous) || isDigit(previous)
                boundary =
                    !previousIsWord || (isLower(previous) && isUpper(current))
                    || ((isLower(previous) || isUpper(previous)) && isDigit(current))
            }
            var matched = 0
            if boundary {
                for term in terms where index + term.count <= text.count {
                    var equal = true
                    for offset in 0..<term.count {
                        let byte = text[index + offset]
                        if (isUpper(byte) ? byte + 32 : byte) != term[offset] {
                            equal = false
                            break
                        }
                    }
                    if equal {
                        matched = term.count
                        break
                    }
                }
            }
            if matched > 0 {
                result.append(index..<index + matched)
                index += matched
            } else {
                index += 1
            }
        }
        return result
    }

    private func matchLength(_ folded: [Character], at index: Int) -> Int? {
        for term in terms where index + term.count <= folded.count {
            var matches = true
            for offset in 0..<term.count where folded[index + offset] != term[offset] {
                matches = false
                break
            }
            if matches { return term.count }
        }
        return nil
    }

    private static func fold(_ character: Character) -> Character {
        if let ascii = character.asciiValue {
            return ascii >= 65 && ascii <= 90 ? Character(Unicode.Scalar(ascii + 32)) : character
        }
        return character.lowercased().first ?? character
    }

    private static func isBoundary(_ text: [Character], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = text[index - 1]
        let current = text[index]
        // The same test on ASCII without Unicode property look-ups: most of any row is ASCII.
        if let p = previous.asciiValue, let c = current.asciiValue {
            let pLower = p >= 97 && p <= 122, pUpper = p >= 65 && p <= 90, pDigit = p >= 48 && p <= 57
            if !(pLower || pUpper || pDigit) { return true }
            if pLower && c >= 65 && c <= 90 { return true }
            return (pLower || pUpper) && c >= 48 && c <= 57
        }
        if !(previous.isLetter || previous.isNumber) { return true }
        if previous.isLowercase && current.isUppercase { return true }
        if previous.isLetter && current.isNumber { return true }
        return false
    }
}
