import Foundation
import Testing
@testable import RecipeTUI

@Suite struct CodeOutputTests {
    @Test func writesTheCodeToAFileEndingInANewline() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-code-\(UUID().uuidString).swift").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(CodeOutput.write("let x = 1", to: path) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let x = 1\n")
    }

    @Test func reportsAPathThatCannotBeWritten() {
        #expect(CodeOutput.write("x", to: "/nonexistent-dir/code.swift")?.contains("could not write") == true)
    }

    @Test func controlCharactersAreStrippedForATerminal() {
        #expect(CodeOutput.withoutControlCharacters("a\u{1B}[2J\tb\n\u{9B}c\u{07}") == "a[2J\tb\nc")
    }
}
