import Foundation

/// Reads Swift source into its type and method declarations, from `SwiftTokenizer` tokens.
///
/// It is a brace-matching reader, not a parser: it understands just enough of the grammar to find
/// types, their inheritance clauses, their methods' labels and return types, imports and
/// availability, and it never fails on code it does not understand.
public enum SwiftCodeReader {
    /// Reads `source` (a whole file or a code block).
    public static func read(_ source: String) -> SwiftSourceSummary {
        let bytes = Array(source.utf8)
        return read(tokens: SwiftTokenizer.tokenize(bytes: bytes), source: bytes)
    }

    /// Reads `tokens`, tokenized from the UTF-8 `source` (which gives function signatures their lines).
    static func read(tokens: [SwiftToken], source: [UInt8]) -> SwiftSourceSummary {
        var walker = Walker(tokens: tokens, source: source)
        walker.walk()
        return SwiftSourceSummary(
            tokens: tokens, types: walker.types.sorted { $0.line < $1.line },
            functions: walker.functions, imports: walker.imports, availability: walker.availability,
            availabilityLines: walker.availabilityLines, closers: walker.closers)
    }

    /// Enclosing type names kept per declaration: beyond this depth the outermost name and the
    /// innermost ones are kept, so that pathologically deep nesting costs linear memory.
    static let maximumEnclosingNames = 64

    /// True for the keywords that declare a type (compared, not hashed: asked of every identifier).
    private static func isTypeKeyword(_ word: String) -> Bool {
        switch word {
        case "struct", "class", "enum", "actor", "protocol", "extension": true
        default: false
        }
    }
    private static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "static", "override", "mutating",
        "nonmutating", "dynamic", "nonisolated", "convenience", "required", "lazy", "weak", "unowned", "package",
        "indirect", "isolated", "consuming", "borrowing"
    ]

    private struct Walker {
        let tokens: [SwiftToken]
        let source: [UInt8]
        var types: [TypeDeclaration] = []
        /// Functions declared outside every type, in source order.
        var functions: [FunctionDeclaration] = []
        var imports: [String] = []
        var availability: [DeploymentTarget] = []
        var availabilityLines: [Int] = []

        /// One body being read: the top level, or a type's braces.
        /// For each opening bracket token, the index of the token that closes it (-1 when none does),
        /// matched per bracket kind as `SwiftBrackets.closing` counts them. Built in one pass, so that
        /// deeply nested types cost linear time.
        let closers: [Int]

        init(tokens: [SwiftToken], source: [UInt8]) {
            self.tokens = tokens
            self.source = source
            var closers = [Int](repeating: -1, count: tokens.count)
            // The open brackets of each kind, innermost last. A bracket is a one-byte punctuation
            // token, told by its byte in `source` (its text), not by comparing or hashing Strings.
            var parentheses: [Int] = [], squares: [Int] = [], braces: [Int] = []
            for (index, token) in tokens.enumerated() where token.kind == .punctuation && token.end - token.start == 1 {
                switch source[token.start] {
                case UInt8(ascii: "("): parentheses.append(index)
                case UInt8(ascii: "["): squares.append(index)
                case UInt8(ascii: "{"): braces.append(index)
                case UInt8(ascii: ")"): if let start = parentheses.popLast() { closers[start] = index }
                case UInt8(ascii: "]"): if let start = squares.popLast() { closers[start] = index }
                case UInt8(ascii: "}"): if let start = braces.popLast() { closers[start] = index }
                default: break
                }
            }
            self.closers = closers
        }

        private struct Frame {
            var next: Int
            let end: Int
            let enclosing: [String]
            /// The type whose body this is; nil at the top level.
            let typeIndex: Int?
            /// Where the enclosing body goes on once this one is read.
            let resume: Int
            var methods: [FunctionDeclaration] = []
            var aliases: [String: String] = [:]
        }

        /// Reads every token once, nested types on an explicit stack (no recursion, so nesting
        /// depth is bounded by memory, not by the thread's stack).
        mutating func walk() {
            var stack = [Frame(next: 0, end: tokens.count, enclosing: [], typeIndex: nil, resume: tokens.count)]
            while !stack.isEmpty {
                let top = stack.count - 1
                let i = stack[top].next
                let end = stack[top].end
                guard i < end else {
                    let frame = stack.removeLast()
                    if let index = frame.typeIndex {
                        types[index].methods = frame.methods
                        types[index].typeAliases = frame.aliases
                    } else {
                        functions = frame.methods
                    }
                    if !stack.isEmpty { stack[stack.count - 1].next = frame.resume }
                    continue
                }
                let token = tokens[i]
                if token.kind == .attribute || token.kind == .directive, token.text == "@available" || token.text == "#available" {
                    readAvailability(at: i + 1)
                }
                guard token.kind == .identifier else {
                    stack[top].next = token.is("{") ? matchingBrace(from: i, limit: end) + 1 : i + 1
                    continue
                }
                switch token.text {
                case "import" where stack[top].enclosing.isEmpty && stack[top].typeIndex == nil:
                    if let module = moduleName(after: i) { imports.append(module) }
                    stack[top].next = i + 1
                case let word where SwiftCodeReader.isTypeKeyword(word) && isDeclarationStart(i):
                    switch readTypeHeader(at: i, limit: end, enclosing: stack[top].enclosing) {
                    case .skip(let next):
                        stack[top].next = next
                    case .body(let body, let index, let name):
                        stack[top].next = body.upperBound + 1
                        var enclosing = stack[top].enclosing
                        enclosing.append(name)
                        if enclosing.count > SwiftCodeReader.maximumEnclosingNames { enclosing.remove(at: 1) }
                        stack.append(
                            Frame(
                                next: body.lowerBound, end: body.upperBound, enclosing: enclosing,
                                typeIndex: index, resume: body.upperBound + 1))
                    }
                case "func" where isDeclarationStart(i):
                    let (method, next) = readFunction(at: i, limit: end)
                    if let method { stack[top].methods.append(method) }
                    stack[top].next = next
                case "typealias":
                    if i + 3 < end, tokens[i + 1].kind == .identifier, tokens[i + 2].is("=") {
                        stack[top].aliases[tokens[i + 1].text] = typeText(from: i + 3, limit: end).text
                    }
                    stack[top].next = i + 1
                default:
                    stack[top].next = i + 1
                }
            }
        }

        /// True when the keyword at `i` starts a declaration (not `.class`, not `Self.struct`). A
        /// `.` on an earlier line is not a member access: snippets mark left-out code with lines of
        /// dots (`.` alone on a line, a "vertical ellipsis") right above a declaration.
        func isDeclarationStart(_ i: Int) -> Bool {
            guard i + 1 < tokens.count, tokens[i + 1].kind == .identifier else { return false }
            if i > 0, tokens[i - 1].is("."), tokens[i - 1].line == tokens[i].line { return false }
            return true
        }

        func moduleName(after i: Int) -> String? {
            var j = i + 1
            // `import struct Foo.Bar`, `@testable import X`, `import UIKit.UIView`
            if j < tokens.count, SwiftCodeReader.isTypeKeyword(tokens[j].text) || tokens[j].text == "func" { j += 1 }
            guard j < tokens.count, tokens[j].kind == .identifier, tokens[j].line == tokens[i].line else { return nil }
            return tokens[j].text
        }

        /// Attributes and modifiers directly before token `i`, on the same or preceding lines.
        func prefixWords(before i: Int) -> [String] {
            var words: [String] = []
            var j = i - 1
            while j >= 0 {
                let t = tokens[j]
                if t.kind == .attribute { words.append(t.text); j -= 1; continue }
                if t.kind == .identifier, SwiftCodeReader.modifierWords.contains(t.text) || t.text == "class" {
                    words.append(t.text); j -= 1; continue
                }
                if t.is(")") {  // the argument list of an attribute such as @available(iOS 16, *)
                    var depth = 0, k = j
                    while k >= 0 {
                        if tokens[k].is(")") { depth += 1 } else if tokens[k].is("(") { depth -= 1; if depth == 0 { break } }
                        k -= 1
                    }
                    if k > 0, tokens[k - 1].kind == .attribute { j = k - 1; continue }
                    // a modifier with an argument, such as private(set)
                    if k > 0, tokens[k - 1].kind == .identifier, SwiftCodeReader.modifierWords.contains(tokens[k - 1].text) { j = k - 1; continue }
                }
                break
            }
            return words.reversed()
        }

        /// What a type keyword starts: a body to read, or a forward mention to step over.
        enum TypeHeader {
            case skip(next: Int)
            /// The body's token range (braces excluded), the type's index in `types` and its name.
            case body(Range<Int>, index: Int, name: String)
        }

        /// Reads a type's header (name, generics, inheritance) and records the declaration; its
        /// body is read by `walk`.
        mutating func readTypeHeader(at i: Int, limit: Int, enclosing: [String]) -> TypeHeader {
            let keyword = tokens[i]
            var j = i + 1
            var name = tokens[j].text
            j += 1
            while j + 1 < limit, tokens[j].is("."), tokens[j + 1].kind == .identifier {
                name += "." + tokens[j + 1].text
                j += 2
            }
            j = skipGenerics(from: j, limit: limit)
            var inherited: [String] = []
            if j < limit, tokens[j].is(":") {
                j += 1
                while j < limit, !tokens[j].is("{"), !tokens[j].is("where") {
                    if tokens[j].kind == .attribute {  // @preconcurrency, @MainActor, @unchecked
                        j += 1
                        if j < limit, tokens[j].is("(") { j = matchingParen(from: j, limit: limit) + 1 }
                        continue
                    }
                    if tokens[j].is(",") { j += 1; continue }
                    if tokens[j].is("~") { j += 1; continue }
                    let (text, next) = typeText(from: j, limit: limit)
                    if !text.isEmpty { inherited.append(text) }
                    j = max(next, j + 1)
                }
            }
            while j < limit, !tokens[j].is("{") {
                if tokens[j].is("}")
                    || (tokens[j].kind == .identifier && tokens[j].line > keyword.line + 3 && SwiftCodeReader.isTypeKeyword(tokens[j].text))
                {
                    return .skip(next: j)  // no body: a forward mention, not a declaration
                }
                j += 1
            }
            guard j < limit else { return .skip(next: limit) }
            // An unclosed `{` as the last token would give an inverted body range: keep it empty.
            let close = max(matchingBrace(from: j, limit: limit), j + 1)
            let index = types.count
            let attributes = prefixWords(before: i).filter { $0.hasPrefix("@") }
            types.append(
                TypeDeclaration(
                    kind: keyword.text, name: name, enclosingTypes: enclosing, inherited: inherited,
                    attributes: attributes, line: keyword.line, column: keyword.column,
                    body: (j + 1)..<close, methods: [], typeAliases: [:]))
            return .body((j + 1)..<close, index: index, name: name)
        }

        mutating func readFunction(at i: Int, limit: Int) -> (FunctionDeclaration?, Int) {
            let funcToken = tokens[i]
            var j = i + 1
            guard j < limit else { return (nil, limit) }
            let name = tokens[j].text
            j = skipGenerics(from: j + 1, limit: limit)
            guard j < limit, tokens[j].is("(") else { return (nil, j) }
            let close = max(matchingParen(from: j, limit: limit), j + 1)  // `(` as the last token: no parameters
            let (labels, types) = parameters(in: (j + 1)..<close)
            j = close + 1
            var returnType: String?
            // After the parameters: effects, a return type, a where clause, then the body or nothing.
            while j < limit {
                let t = tokens[j]
                if t.is("->") {
                    let (text, next) = typeText(from: j + 1, limit: limit)
                    returnType = text
                    j = max(next, j + 1)
                } else if t.kind == .identifier, ["async", "throws", "rethrows", "reasync"].contains(t.text) {
                    j += 1
                    if j < limit, tokens[j].is("(") { j = matchingParen(from: j, limit: limit) + 1 }  // typed throws(E)
                } else if t.is("where") {
                    while j < limit, !tokens[j].is("{"), !tokens[j].is("}") { j += 1 }
                } else {
                    break  // `{` starts the body; anything else means a requirement without one
                }
            }
            var body = j..<j
            if j < limit, tokens[j].is("{") {
                let end = max(matchingBrace(from: j, limit: limit), j + 1)
                body = (j + 1)..<end
                j = end + 1
                if let sibling = siblingDeclaration(in: body, indent: funcToken.column) {
                    // A brace left out of a snippet: the body ends where a declaration at the
                    // method's own indent begins, and reading goes on from it.
                    body = body.lowerBound..<sibling
                    j = sibling
                }
            }
            let signature = lineText(of: funcToken).trimmed
            let method = FunctionDeclaration(
                name: name, labels: labels, parameterTypes: types, returnType: returnType,
                modifiers: prefixWords(before: i), signature: signature,
                line: funcToken.line, column: funcToken.column, body: body)
            return (method, j)
        }

        /// The first token of a line in `body` that starts a method or a type at `indent`, the
        /// column of the member whose body it is (`  func makeCoordinator()` under `  func
        /// updateUIView(…) {` whose closing brace a snippet left out); nil when there is none, or
        /// when the member is not indented (unindented code says nothing by its columns).
        func siblingDeclaration(in body: Range<Int>, indent: Int) -> Int? {
            guard indent > 1 else { return nil }
            var k = body.lowerBound
            while k < body.upperBound {
                let t = tokens[k]
                guard k == 0 || tokens[k - 1].line < t.line, t.column == indent else {
                    k += 1
                    continue
                }
                // The line's attributes and modifiers, then `func` or a type keyword.
                var m = k
                while m < body.upperBound, tokens[m].line == t.line,
                    tokens[m].kind == .attribute || SwiftCodeReader.modifierWords.contains(tokens[m].text)
                {
                    m += 1
                }
                if m < body.upperBound, tokens[m].line == t.line, tokens[m].is("func") || SwiftCodeReader.isTypeKeyword(tokens[m].text),
                    isDeclarationStart(m)
                {
                    return k
                }
                k += 1
            }
            return nil
        }

        /// The source line holding `token`, found from its byte offset and column (no line table).
        func lineText(of token: SwiftToken) -> String {
            let start = token.start - (token.column - 1)
            let end = source[token.start...].firstIndex(of: UInt8(ascii: "\n")) ?? source.endIndex
            return String(decoding: source[start..<end], as: UTF8.self)
        }

        /// External labels and types of a parameter list (tokens between the parentheses).
        func parameters(in range: Range<Int>) -> ([String], [String]) {
            var labels: [String] = [], types: [String] = []
            var start = range.lowerBound
            var depth = 0
            func flush(_ end: Int) {
                guard start < end else { return }
                var colon: Int?
                for k in start..<end where tokens[k].is(":") { colon = k; break }
                guard let colon else { return }
                let names = tokens[start..<colon].filter { $0.kind == .identifier }
                if let first = names.first { labels.append(first.text) } else { return }
                types.append(typeText(from: colon + 1, limit: end).text)
            }
            var k = range.lowerBound
            while k < range.upperBound {
                let t = tokens[k]
                if t.is("(") || t.is("[") || t.is("<") { depth += 1 } else if t.is(")") || t.is("]") || t.is(">") { depth -= 1 }
                if depth == 0, t.is(",") { flush(k); start = k + 1 }
                k += 1
            }
            flush(range.upperBound)
            return (labels, types)
        }

        /// Reads a type starting at `i` (`MKMapView`, `[String: Int]`, `Binding<Bool>?`, `some View`).
        func typeText(from i: Int, limit: Int) -> (text: String, next: Int) {
            var j = i
            var text = ""
            var depth = 0
            while j < limit {
                let t = tokens[j]
                // An attribute on a new line starts the next declaration (`@Environment(…) var x`), not this type.
                if t.kind == .attribute, j > i, depth == 0, t.line != tokens[j - 1].line { break }
                if t.kind == .attribute || t.is("inout") || t.is("some") || t.is("any") {
                    text += t.text + " "; j += 1; continue
                }
                if t.is("<") || t.is("[") || t.is("(") { depth += 1; text += t.text; j += 1; continue }
                if depth > 0 {
                    if t.is(">") || t.is("]") || t.is(")") { depth -= 1 }
                    text += t.text + (t.is(",") || t.is(":") ? " " : "")
                    j += 1; continue
                }
                if t.kind == .identifier, !["where", "throws", "async", "rethrows"].contains(t.text),
                    text.isEmpty || text.hasSuffix(".") || text.hasSuffix(" ")
                {
                    text += t.text; j += 1; continue
                }
                if t.is(".") || t.is("?") || t.is("!") || t.is("...") || t.is("->") || t.is("&") {
                    text += t.is("->") || t.is("&") ? " \(t.text) " : t.text; j += 1; continue
                }
                if t.is(">") || t.is("]") || t.is(")") { if depth > 0 { depth -= 1; text += t.text; j += 1; continue } }
                break
            }
            return (text.trimmed, j)
        }

        func skipGenerics(from i: Int, limit: Int) -> Int {
            guard i < limit, tokens[i].is("<") else { return i }
            var depth = 0, j = i
            while j < limit {
                if tokens[j].is("<") {
                    depth += 1
                } else if tokens[j].is(">") {
                    depth -= 1; if depth == 0 { return j + 1 }
                } else if tokens[j].is("{") || tokens[j].is("(") && depth == 0 {
                    return j
                }
                j += 1
            }
            return limit
        }

        /// What `SwiftBrackets.closing` answers, from a table built once: the closer of the bracket
        /// at `open` when it is before `limit`, else `limit - 1` (at least `open`).
        func matchingBrace(from open: Int, limit: Int) -> Int {
            let close = closers[open]
            return close >= 0 && close < limit ? close : max(open, limit - 1)
        }
        func matchingParen(from open: Int, limit: Int) -> Int { matchingBrace(from: open, limit: limit) }

        mutating func readAvailability(at i: Int) {
            guard i < tokens.count, tokens[i].is("(") else { return }
            let close = matchingParen(from: i, limit: tokens.count)
            var j = i + 1
            while j + 1 <= close {
                if tokens[j].kind == .identifier, let platform = Platform(name: tokens[j].text), j + 1 < close, tokens[j + 1].kind == .number,
                    let version = OSVersion(tokens[j + 1].text)
                {
                    availability.append(DeploymentTarget(platform: platform, version: version))
                    availabilityLines.append(tokens[j].line)
                }
                j += 1
            }
        }
    }
}
