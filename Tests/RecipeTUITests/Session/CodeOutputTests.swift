import Foundation
import Testing
@testable import RecipeTUI

@Suite struct CodeOutputTests {
    @Test func writesTheCodeToAFileEndingInANewline() throws {
        let path = URL(fileURLWithPath: scratchFolder).appendingPathComponent("recipes-code-\(UUID().uuidString).swift").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(CodeOutput.write("let x = 1", to: path) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let x = 1\n")
    }

    @Test func reportsAPathThatCannotBeWritten() {
        #expect(CodeOutput.write("x", to: "/nonexistent-dir/code.swift")?.contains("could not write") == true)
    }

    /// `--output FILE` writes what the screen showed: no control or bidi character reaches the file.
    @Test func controlAndBidiCharactersAreStrippedFromTheFile() throws {
        let path = URL(fileURLWithPath: scratchFolder).appendingPathComponent("recipes-code-\(UUID().uuidString).swift").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(CodeOutput.write("// \u{1B}[201~\u{1B}]0;PWNED\u{07}\u{202E} pasted\n\tlet x = 1\u{9B}2J\u{7F}", to: path) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "// [201~]0;PWNED pasted\n\tlet x = 12J\n")
    }
}
