import Foundation
import Testing
@testable import RecipeKit

@Suite struct TerminalTextTests {
    @Test func unsafeCharactersBecomeVisibleEscapes() {
        #expect(TerminalText.visible("a\u{1B}]0;T\u{07}b") == "a\\u{1B}]0;T\\u{7}b")
        #expect(TerminalText.visible("\u{9B}2J\u{9D}x\u{7F}\r") == "\\u{9B}2J\\u{9D}x\\u{7F}\\u{D}")
        #expect(TerminalText.visible("abc\u{202E}fed\u{2066}\u{200F}\u{061C}") == "abc\\u{202E}fed\\u{2066}\\u{200F}\\u{61C}")
        #expect(TerminalText.visible("line\n\tcode") == "line\n\tcode")
        #expect(TerminalText.visible("line\n\tcode", singleLine: true) == "line\\u{A}\\u{9}code")
    }

    @Test func safeTextIsReturnedUnchanged() {
        for text in ["plain ASCII", "Größe → 東京 👨‍👩‍👧", "\u{2028} and \u{A0}", "é\u{301}", ""] {
            #expect(TerminalText.visible(text) == text)
            #expect(TerminalText.stripped(text) == text)
        }
    }

    @Test func onlyTheAllowedSequencesPassThrough() {
        let bold = "\u{1B}[1m", reset = "\u{1B}[0m"
        let text = bold + "title" + reset + " \u{1B}[31mred\u{1B}]0;x\u{07}"
        #expect(TerminalText.visible(text, allowing: [bold, reset]) == bold + "title" + reset + " \\u{1B}[31mred\\u{1B}]0;x\\u{7}")
    }

    @Test func strippedLeavesOutWhatTheScreenEscapes() {
        #expect(TerminalText.stripped("// \u{1B}[201~\u{1B}]0;P\u{07}\u{202E} x\n\tlet\u{9B}") == "// [201~]0;P x\n\tlet")
    }

    @Test func aCharacterOnScreenIsItsEscape() {
        #expect(TerminalText.visible(Character("a")) == nil)
        #expect(TerminalText.visible(Character("東")) == nil)
        #expect(TerminalText.visible(Character("\u{1B}")) == "\\u{1B}")
        #expect(TerminalText.visible(Character("\u{202E}")) == "\\u{202E}")
        #expect(TerminalText.visible(Character("\t")) == "\\u{9}")
    }

    /// Every code point from U+0000 to U+3000: the byte-level fast path agrees with the scalar rule.
    @Test func fastPathAgreesWithTheRule() {
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "x" + String(Character(scalar)) + "y"
            let unsafe = TerminalText.isUnsafe(scalar)
            #expect(TerminalText.isSafe(text.utf8, singleLine: false) == !unsafe, "U+\(String(value, radix: 16))")
        }
    }

    @Test func jsonEscapingKeepsTheValue() throws {
        let original = "t\u{7F}\u{85}\u{9B}\u{202E}\u{2028}\u{2029}é"
        let encoded = String(decoding: try JSONEncoder().encode([original]), as: UTF8.self)
        let escaped = TerminalText.jsonEscaped(encoded)
        #expect(escaped == #"["t\u007F\u0085\u009B\u202E\u2028\u2029é"]"#)
        #expect(try JSONDecoder().decode([String].self, from: Data(escaped.utf8)) == [original])
    }
}
