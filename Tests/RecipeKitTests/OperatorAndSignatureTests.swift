import Testing
@testable import RecipeKit

/// Pins the byte-level operator scan and line split that `recipes check` made faster.
@Suite struct OperatorAndSignatureTests {
    @Test func operatorsStayWholeAndAngleBracketsSingle() {
        let tokens = SwiftTokenizer.tokenize("a?.b != c...d -> e; x += 1; Set<Array<Int>>() ; p!.q // c")
        #expect(
            tokens.map(\.text) == [
                "a", "?.", "b", "!=", "c", "...", "d", "->", "e", ";", "x", "+=", "1", ";",
                "Set", "<", "Array", "<", "Int", ">", ">", "(", ")", ";", "p", "!.", "q"
            ])
    }

    @Test func signaturesComeFromTheRightLineAfterNonASCIIText() {
        let source = "// Café, naïve, 東京\nstruct S {\n    /// ✓\n    func f(_ x: Int) -> Int { x }\n}\n"
        let method = SwiftCodeReader.read(source).types.first?.methods.first
        #expect(method?.line == 4)
        #expect(method?.signature == "func f(_ x: Int) -> Int { x }")
    }
}

/// Regression: a type or function whose `{` (or `(`) is the last token of the text trapped on an inverted range.
@Suite struct UnclosedBraceAtEndOfTextTests {
    @Test(arguments: ["struct X: UIViewRepresentable {", "struct X { func f() {", "extension X {", "class C { func g() -> Int {", "class C { func h("]
    )
    func anOpenBraceAtTheEndReadsAsAnEmptyBody(_ source: String) {
        let summary = SwiftCodeReader.read(source)
        #expect(summary.types.count == 1)
        #expect(summary.types.flatMap(\.methods).allSatisfy { $0.body.isEmpty })
    }
}
