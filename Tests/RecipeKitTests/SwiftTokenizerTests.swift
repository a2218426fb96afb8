import Testing
@testable import RecipeKit

@Suite struct SwiftTokenizerTests {
    @Test func braceInStringsAndCommentsIsNotCode() {
        let source = #"""
        let a = "{ not a brace \(value("}")) }" // {
        /* { /* nested } */ { */
        let b = #"raw " { "#
        let c = """
            multi { line
            """
        }
        """#
        let braces = SwiftTokenizer.tokenize(source).filter { $0.is("{") || $0.is("}") }
        #expect(braces.map(\.text) == ["}"])
        #expect(braces.first?.line == 7)
    }

    @Test func attributesNumbersAndOperators() {
        let tokens = SwiftTokenizer.tokenize("@MainActor func f() -> Int { x >= 1.5 }")
        #expect(tokens.map(\.text) == ["@MainActor", "func", "f", "(", ")", "->", "Int", "{", "x", ">=", "1.5", "}"])
        #expect(tokens[0].kind == .attribute)
        #expect(tokens[10].kind == .number)
    }

    @Test func unterminatedStringStopsAtLineEnd() {
        let tokens = SwiftTokenizer.tokenize("let s = \"open\nstruct A {}")
        #expect(tokens.contains { $0.is("struct") && $0.line == 2 })
    }

    @Test func commentsAreKeptWhenAsked() {
        let tokens = SwiftTokenizer.tokenize("x // note", keepComments: true)
        #expect(tokens.last?.kind == .comment)
        #expect(tokens.last?.text == "// note")
    }
}
