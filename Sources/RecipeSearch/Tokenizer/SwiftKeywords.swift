/// Swift keywords that carry no meaning for search and are left out of code fields.
enum SwiftKeywords {
    static let all: Set<String> = [
        "associatedtype", "actor", "any", "as", "async", "await", "break", "case", "catch", "class",
        "continue", "default", "defer", "deinit", "didset", "do", "else", "enum", "extension",
        "fallthrough", "false", "fileprivate", "final", "for", "func", "get", "guard", "if", "import",
        "in", "init", "inout", "internal", "is", "lazy", "let", "mutating", "nil", "nonisolated",
        "open", "override", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
        "set", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "unowned", "var", "weak", "where", "while", "willset"
    ]

    /// True when the folded bytes are a keyword: compared byte by byte with the keywords of the
    /// same length, without making a string.
    static func contains(_ term: UnsafeBufferPointer<UInt8>) -> Bool {
        guard term.count < byLength.count else { return false }
        return byLength[term.count].contains { $0.elementsEqual(term) }
    }

    /// The keywords' bytes, grouped by length.
    private static let byLength: [[[UInt8]]] = {
        var groups = [[[UInt8]]](repeating: [], count: (all.map(\.utf8.count).max() ?? 0) + 1)
        for keyword in all { groups[keyword.utf8.count].append(Array(keyword.utf8)) }
        return groups
    }()
}
