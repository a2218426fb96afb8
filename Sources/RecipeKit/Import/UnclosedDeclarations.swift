/// Closes the declarations a document's code leaves open before a type declaration whose
/// indentation says it is not nested in them.
///
/// Tutorials trim their snippets: a block shows `struct Camera: UIViewControllerRepresentable {`
/// and its make method but not the closing brace, or a call-site view loses its last `}`. Read as
/// written, every type declared after it nests in the open one, and the full `Camera` shown later
/// (with its coordinator) becomes `Camera.Camera`. A `struct`, `class`, `enum`, `extension`,
/// `protocol` or `actor` that starts a line at the indentation of an open declaration, whose
/// members were indented deeper, starts a new declaration: the open ones are closed before it.
/// Code written without indentation is left as it is. Braces are inserted on the same line, so
/// every line keeps its number.
enum UnclosedDeclarations {
    static let declarationKeywords: Set<String> = ["struct", "class", "enum", "extension", "protocol", "actor"]
    static let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "open", "final", "package"]

    /// `source` with a `}` inserted before each such declaration for each scope it closes.
    static func closed(_ source: String) -> String {
        let tokens = SwiftTokenizer.tokenize(source)
        // Open braces: the indentation of the line that opened each, and the deepest indentation
        // of a line directly inside it.
        var open: [(indent: Int, inner: Int)] = []
        var inserts: [(offset: Int, count: Int)] = []
        var lineIndent = 0
        var line = 0
        for (i, token) in tokens.enumerated() {
            if token.line != line {
                line = token.line
                lineIndent = token.column
                if !token.is("}"), isDeclarationStart(tokens, i) {
                    var count = 0
                    while let top = open.last, top.indent >= token.column, top.inner > token.column {
                        open.removeLast()
                        count += 1
                    }
                    if count > 0 { inserts.append((token.start, count)) }
                }
                if !token.is("}"), !open.isEmpty { open[open.count - 1].inner = max(open[open.count - 1].inner, token.column) }
            }
            if token.is("{") {
                open.append((lineIndent, 0))
            } else if token.is("}"), !open.isEmpty {
                open.removeLast()
            }
        }
        guard !inserts.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for insert in inserts.reversed() {
            bytes.insert(contentsOf: Array(String(repeating: "} ", count: insert.count).utf8), at: insert.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when the token at `i` (the first of its line) begins a type declaration, after
    /// attributes and modifiers.
    private static func isDeclarationStart(_ tokens: [SwiftToken], _ i: Int) -> Bool {
        var j = i
        while j < tokens.count, tokens[j].line == tokens[i].line {
            let t = tokens[j]
            if t.kind == .attribute || (t.kind == .identifier && modifiers.contains(t.text)) {
                j += 1
                continue
            }
            return t.kind == .identifier && declarationKeywords.contains(t.text)
        }
        return false
    }
}
