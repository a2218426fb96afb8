import RecipeKit

/// Whether what a call site passes to a representable stays right when the coordinator keeps the
/// first render's copy of it (`stale-parent`): constants, enum cases and constructors of such,
/// closures that capture only what outlives the caller's struct (its property wrappers, objects,
/// a class's `self`, globals, their own locals), and methods whose bodies qualify.
///
/// A closure that captures a plain value of the caller (a `let` of its struct, a loop variable,
/// a local of `body`) is not stable: an old copy of the closure sees the old value.
final class CaptureStability {
    let file: SourceFile
    /// The scopes built so far, by type name: a type holding many call sites is read once.
    private var scopes: [String: Scope] = [:]

    init(file: SourceFile) {
        self.file = file
    }

    /// The type around a call site: what its closures may capture through `self`.
    private struct Scope {
        /// True for a class or an actor, false for a struct or an enum, nil when unknown.
        var isReference: Bool?
        var properties: [String: PropertyDeclaration] = [:]
        var methods: [String: [FunctionDeclaration]] = [:]
    }

    /// How deep method bodies are followed (a closure calling a method calling a method).
    private static let maximumDepth = 3

    private static let keywords: Set<String> = [
        "let", "var", "if", "else", "guard", "return", "switch", "case", "default", "for", "in", "while", "repeat", "do",
        "try", "catch", "throw", "throws", "rethrows", "await", "async", "defer", "break", "continue", "fallthrough",
        "where", "as", "is", "nil", "true", "false", "Self", "super", "some", "any", "inout", "_", "weak", "unowned",
        "static", "func", "init", "deinit", "struct", "class", "enum", "protocol", "extension", "typealias", "import",
        "get", "set", "lazy", "private", "fileprivate", "public", "internal", "open", "final", "override", "consume",
        "copy", "borrowing", "consuming", "nonisolated", "isolated", "each", "then"
    ]

    /// True when the argument `expression` of a call site inside `type` (nil at the top level) is stable.
    func isStable(_ expression: Range<Int>, in type: TypeDeclaration?) -> Bool {
        isStableValue(expression, scope: type.map(scope) ?? Scope(), depth: 0)
    }

    private var tokens: [SwiftToken] { file.tokens }

    private func isStableValue(_ range: Range<Int>, scope: Scope, depth: Int) -> Bool {
        guard let first = range.first else { return false }
        let last = range.upperBound - 1
        if range.count == 1 {
            let t = tokens[first]
            switch t.kind {
            case .number: return true
            case .string: return !t.text.contains("\\(")
            case .identifier: return t.is("nil") || t.is("true") || t.is("false") || isStableMethod(t.text, scope: scope, depth: depth)
            default: return false
            }
        }
        if tokens[first].is("{"), SwiftBrackets.closing(tokens, from: first, limit: range.upperBound) == last {
            return isStableClosure((first + 1)..<last, scope: scope, depth: depth)
        }
        if range.count == 3, tokens[first].is("self"), TokenScan.isMemberDot(tokens[first + 1]) {
            return isStableMethod(tokens[last].text, scope: scope, depth: depth)
        }
        // `.large`, `Style.plain`, `.handle(done: { … })`, `Options(animated: true)`
        var i = first
        if tokens[i].is(".") {
            i += 1
        } else if !startsUppercase(tokens[i].text) {
            return false
        }
        guard i <= last, tokens[i].kind == .identifier else { return false }
        while i + 2 <= last, TokenScan.isMemberDot(tokens[i + 1]), tokens[i + 2].kind == .identifier { i += 2 }
        if i == last { return true }
        guard tokens[i + 1].is("("), SwiftBrackets.closing(tokens, from: i + 1, limit: range.upperBound) == last else { return false }
        return CallSite.arguments(in: (i + 2)..<last, tokens: tokens).allSatisfy {
            isStableValue($0.expression, scope: scope, depth: depth)
        }
    }

    /// A method passed by name: a class's is called on the same object; a struct's, when its body is stable.
    private func isStableMethod(_ name: String, scope: Scope, depth: Int) -> Bool {
        guard let overloads = scope.methods[name] else { return false }
        if scope.isReference == true { return true }
        guard scope.isReference == false, depth < Self.maximumDepth else { return false }
        return overloads.allSatisfy { method in
            let parameters = Set(FunctionParameter.read(method, tokens: tokens).map(\.name))
            return isStableClosure(method.body, scope: scope, depth: depth + 1, locals: parameters)
        }
    }

    /// A closure body (or a method's): every name it uses that it does not declare itself is a
    /// type, a global function, or a member of the caller that outlives the caller's struct.
    private func isStableClosure(_ body: Range<Int>, scope: Scope, depth: Int, locals outer: Set<String> = []) -> Bool {
        let locals = outer.union(declaredNames(in: body))
        var i = body.lowerBound
        while i < body.upperBound {
            defer { i += 1 }
            let t = tokens[i]
            if t.kind == .string, t.text.contains("\\(") {
                let inner = interpolations(in: t.text)
                if !usesOnlyStableNames(inner, indices: inner.indices, scope: scope, depth: depth, locals: locals) { return false }
                continue
            }
            if !isStableUse(at: i, in: tokens, limit: body.upperBound, scope: scope, depth: depth, locals: locals) { return false }
        }
        return true
    }

    private func usesOnlyStableNames(_ list: [SwiftToken], indices: Range<Int>, scope: Scope, depth: Int, locals: Set<String>) -> Bool {
        indices.allSatisfy { isStableUse(at: $0, in: list, limit: indices.upperBound, scope: scope, depth: depth, locals: locals) }
    }

    /// Whether the token at `i` of `list`, when it names something, names something stable.
    private func isStableUse(at i: Int, in list: [SwiftToken], limit: Int, scope: Scope, depth: Int, locals: Set<String>) -> Bool {
        let t = list[i]
        guard t.kind == .identifier, !Self.keywords.contains(t.text) else { return true }
        if i > 0, TokenScan.isMemberDot(list[i - 1]) { return true }
        let next = i + 1 < limit ? list[i + 1] : nil
        if next?.is(":") == true, i > 0, list[i - 1].is("(") || list[i - 1].is(",") { return true }  // an argument label
        var name = t.text
        if name.hasPrefix("$") { name.removeFirst() }
        guard let initial = name.first, !initial.isNumber, !initial.isUppercase, !locals.contains(name) else { return true }
        if name == "self" {
            if scope.isReference == true { return true }
            guard let dot = next, TokenScan.isMemberDot(dot), i + 2 < limit, list[i + 2].kind == .identifier else { return false }
            let called = i + 3 < limit && (list[i + 3].is("(") || list[i + 3].is("{"))
            return isStableMember(list[i + 2].text, called: called, scope: scope, depth: depth)
        }
        // `withAnimation { … }` at the start of a statement is a call; `if flag {` is not.
        let trailingCall = next?.is("{") == true && (i == 0 || list[i - 1].line != t.line || ["=", "{", "("].contains(list[i - 1].text))
        return isStableMember(name, called: next?.is("(") == true || trailingCall, scope: scope, depth: depth)
    }

    /// A name a closure captures from its caller: a property that a stale copy reads correctly,
    /// a stable method, or (not a member, called) a global function.
    private func isStableMember(_ name: String, called: Bool, scope: Scope, depth: Int) -> Bool {
        if let property = scope.properties[name] {
            return scope.isReference == true || StaleParentRule.harmfulKind(property, in: file) == nil
        }
        if scope.methods[name] != nil { return isStableMethod(name, scope: scope, depth: depth) }
        return called
    }

    /// Names a body declares: `let`/`var` bindings, closure parameters, `for` patterns, `catch`'s `error`.
    private func declaredNames(in body: Range<Int>) -> Set<String> {
        var names: Set<String> = []
        var i = body.lowerBound
        names.formUnion(closureParameters(from: i, limit: body.upperBound))
        while i < body.upperBound {
            let t = tokens[i]
            if t.is("let") || t.is("var") || t.is("for") {
                var j = i + 1
                if j < body.upperBound, tokens[j].is("case") { j += 1 }
                if j < body.upperBound, tokens[j].is("(") {
                    let close = SwiftBrackets.closing(tokens, from: j, limit: body.upperBound)
                    for k in j..<close where tokens[k].kind == .identifier { names.insert(tokens[k].text) }
                } else if j < body.upperBound, tokens[j].kind == .identifier {
                    names.insert(tokens[j].text)
                }
            } else if t.is("catch") {
                names.insert("error")
            } else if t.is("{") {
                names.formUnion(closureParameters(from: i + 1, limit: body.upperBound))
            }
            i += 1
        }
        return names
    }

    /// The parameter and capture names of a closure whose body starts at `start`
    /// (`[weak self] value, index in`), empty when it has no signature.
    private func closureParameters(from start: Int, limit: Int) -> Set<String> {
        var names: Set<String> = []
        var i = start
        while i < limit {
            let t = tokens[i]
            if t.is("in") { return names.subtracting(["self"]) }  // `[weak self]` captures, it does not declare
            if t.is("[") || t.is("(") {
                let close = SwiftBrackets.closing(tokens, from: i, limit: limit)
                for k in i..<close where tokens[k].kind == .identifier { names.insert(tokens[k].text) }
                i = close + 1
                continue
            }
            guard t.kind == .identifier || t.kind == .attribute || [",", ":", "->", "?", "!", ".", "<", ">"].contains(t.text) else { return [] }
            if t.kind == .identifier { names.insert(t.text) }
            i += 1
        }
        return []
    }

    /// The tokens of each `\( … )` interpolation of a string literal, joined.
    private func interpolations(in literal: String) -> [SwiftToken] {
        var result: [SwiftToken] = []
        var rest = Substring(literal)
        while let start = rest.range(of: "\\(") {
            var depth = 1
            var end = start.upperBound
            while end < rest.endIndex, depth > 0 {
                if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                if depth > 0 { end = rest.index(after: end) }
            }
            result += SwiftTokenizer.tokenize(String(rest[start.upperBound..<end]))
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
        }
        return result
    }

    /// What closures inside `type` may capture: the members of every declaration of its name in
    /// the file (the type and its extensions).
    private func scope(_ type: TypeDeclaration) -> Scope {
        if let known = scopes[type.simpleName] { return known }
        var scope = Scope()
        for part in file.typeLookup.declaredAnywhere(type.simpleName) {
            if part.kind != "extension" { scope.isReference = part.kind == "class" || part.kind == "actor" }
            for property in PropertyDeclaration.read(in: part, tokens: tokens) where !property.isStatic {
                scope.properties[property.name] = property
            }
            for method in part.methods where !method.isStatic { scope.methods[method.name, default: []].append(method) }
        }
        scopes[type.simpleName] = scope
        return scope
    }

    private func startsUppercase(_ text: String) -> Bool { text.first?.isUppercase == true }
}
