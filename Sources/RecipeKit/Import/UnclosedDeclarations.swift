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

    /// The Swift summary of `source` with a `}` inserted before each such declaration for each
    /// scope it closes: tokenized once, and once more only when braces were inserted.
    static func readClosed(_ source: String) -> SwiftSourceSummary {
        let bytes = Array(source.utf8)
        let tokens = SwiftTokenizer.tokenize(bytes: bytes)
        let inserts = self.inserts(tokens)
        guard !inserts.isEmpty else { return SwiftCodeReader.read(tokens: tokens, source: bytes) }
        var closed = bytes
        for insert in inserts.reversed() {
            closed.insert(contentsOf: Array(String(repeating: "} ", count: insert.count).utf8), at: insert.offset)
        }
        return SwiftCodeReader.read(tokens: SwiftTokenizer.tokenize(bytes: closed), source: closed)
    }

    /// Where braces go: before each such declaration's first token (a UTF-8 offset), how many.
    private static func inserts(_ tokens: [SwiftToken]) -> [(offset: Int, count: Int)] {
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
        return inserts
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
