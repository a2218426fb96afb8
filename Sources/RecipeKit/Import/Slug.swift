import Foundation

/// Stable, readable ids from titles: `**The region loops.**` → `the-region-loops`.
public enum Slug {
    /// Lower-case ASCII letters and digits joined by single `-`, at most `maxWords` words.
    public static func make(_ text: String, maxWords: Int = 8) -> String {
        let folded = text.utf8.allSatisfy { $0 < 0x80 } ? text.lowercased()
            : text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
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

    /// `base`, or `base-2`, `base-3`… when `taken` already holds it; records the result in `taken`.
    public static func unique(_ base: String, in taken: inout Set<String>) -> String {
        let root = base.isEmpty ? "item" : base
        var candidate = root
        var n = 2
        while taken.contains(candidate) {
            candidate = "\(root)-\(n)"
            n += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
