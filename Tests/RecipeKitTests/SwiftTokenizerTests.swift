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

    /// 60,000 nested `"\(` (the audit's F2 shape) end in one unterminated string token, without recursion.
    @Test func deeplyNestedInterpolationIsOneString() {
        let source = "let x = " + String(repeating: "\"\\(", count: 60_000) + "\nlet y = 1"
        let tokens = SwiftTokenizer.tokenize(source)
        #expect(tokens.map(\.text).prefix(3) == ["let", "x", "="])
        #expect(tokens[3].kind == .string)
        #expect(tokens.dropFirst(4).isEmpty)
    }

    @Test func nestedInterpolationClosesWhereSwiftDoes() {
        let tokens = SwiftTokenizer.tokenize(#"let s = "a\("b\("c")" + "d")e" + x"#)
        #expect(tokens.map(\.text) == ["let", "s", "=", #""a\("b\("c")" + "d")e""#, "+", "x"])
    }

    /// A run of `#` not followed by a quote is directives, as before; a run that is opens a raw string.
    @Test func hashRunsAreDirectivesUnlessARawStringFollows() {
        let tokens = SwiftTokenizer.tokenize("### #if x\n##\"raw \"# still\"## y")
        #expect(tokens.map(\.text) == ["#", "#", "#", "#if", "x", ###"##"raw "# still"##"###, "y"])
        #expect(SwiftTokenizer.tokenize(String(repeating: "#", count: 200_000)).count == 200_000)
    }
}
