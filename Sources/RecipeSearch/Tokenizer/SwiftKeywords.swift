/// Swift keywords that carry no meaning for search and are left out of code fields.
enum SwiftKeywords {
    static let all: Set<String> = [
        "associatedtype", "actor", "any", "as", "async", "await", "break", "case", "catch", "class",
        "continue", "default", "defer", "deinit", "didset", "do", "else", "enum", "extension",
        "fallthrough", "false", "fileprivate", "final", "for", "func", "get", "guard", "if", "import",
        "in", "init", "inout", "internal", "is", "lazy", "let", "mutating", "nil", "nonisolated",
        "open", "override", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
        "set", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "unowned", "var", "weak", "where", "while", "willset",
    ]
}
