import Foundation

/// Stable, readable ids from titles: `**The region loops.**` → `the-region-loops`.
public enum Slug {
    /// Lower-case ASCII letters and digits joined by single `-`, at most `maxWords` words.
    public static func make(_ text: String, maxWords: Int = 8) -> String {
        if text.isASCII { return makeASCII(text, maxWords: maxWords) }
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.prefix(maxWords).joined(separator: "-")
    }

    /// `make` for ASCII text, on bytes: lower-cased letters and digits, runs of anything else
    /// becoming one `-` between words.
    private static func makeASCII(_ text: String, maxWords: Int) -> String {
        var slug: [UInt8] = []
        var words = 0
        var inWord = false
        for byte in text.utf8 {
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            let isWordByte = (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9"))
            if isWordByte {
                if !inWord {
                    guard words < maxWords else { break }
                    if words > 0 { slug.append(UInt8(ascii: "-")) }
                    words += 1
                    inWord = true
                }
                slug.append(lower)
            } else {
                inWord = false
            }
        }
        return String(decoding: slug, as: UTF8.self)
    }

    /// Slugs handed out so far, with the next free suffix of each base, so that N equal bases cost
    /// N steps in all (not N² as scanning `-2`, `-3`… from the start each time would).
    public struct Claims: Sendable {
        private var taken: Set<String>
        private var nextSuffix: [String: Int] = [:]

        public init(taken: Set<String> = []) { self.taken = taken }

        /// `base`, or `base-N` with the smallest free N ≥ 2 not handed out for this base yet.
        public mutating func claim(_ base: String) -> String {
            let root = base.isEmpty ? "item" : base
            guard taken.contains(root) else {
                taken.insert(root)
                return root
            }
            var n = nextSuffix[root] ?? 2
            while taken.contains("\(root)-\(n)") { n += 1 }
            nextSuffix[root] = n + 1
            let candidate = "\(root)-\(n)"
            taken.insert(candidate)
            return candidate
        }
    }
}
