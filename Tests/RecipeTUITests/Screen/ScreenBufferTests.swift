import Testing
@testable import RecipeTUI

@Suite struct ScreenBufferTests {
    @Test func writesTextWithStyleAndReportsColumns() {
        var buffer = ScreenBuffer(width: 10, height: 1)
        let written = buffer.write("abc", row: 0, column: 2, style: .title)
        #expect(written == 3)
        #expect(buffer.text(row: 0) == "  abc     ")
        #expect(buffer.styleMask(row: 0) == "..TTT.....")
    }

    @Test func stopsAtTheLimitAndTheRightEdge() {
        var buffer = ScreenBuffer(width: 6, height: 2)
        buffer.write("abcdef", row: 0, column: 0, limit: 3)
        buffer.write("abcdefgh", row: 1, column: 3)
        #expect(buffer.text(row: 0) == "abc   ")
        #expect(buffer.text(row: 1) == "   abc")
    }

    @Test func wideCharactersTakeTwoCellsAndAreNeverCut() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        let written = buffer.write("日本語", row: 0, column: 0)
        // Two wide characters fit in 4 columns; the third would straddle the edge.
        #expect(written == 5)
        #expect(buffer[0, 1].isContinuation)
        #expect(buffer.text(row: 0) == "日本 ")
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.write("日本", row: 0, column: 0)
        buffer.write("x", row: 0, column: 1)
        #expect(buffer.text(row: 0) == " x本")
        #expect(!buffer[0, 1].isContinuation)
    }

    @Test func combiningMarksStayWithTheirLetter() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        #expect(buffer.write("e\u{301}x", row: 0, column: 0) == 2)
        #expect(buffer[0, 0].character == "e\u{301}")
    }

    @Test(arguments: [
        "\u{1B}[2J", "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{9B}31m", "a\rb", "\u{7F}", "\u{1B}P+q\u{1B}\\"
    ])
    func controlCharactersNeverReachACell(_ text: String) {
        var buffer = ScreenBuffer(width: 30, height: 1)
        buffer.write(text, row: 0, column: 0)
        for column in 0..<buffer.width {
            for scalar in buffer[0, column].character.unicodeScalars {
                #expect(scalar.properties.generalCategory != .control, "control U+\(String(scalar.value, radix: 16)) in a cell")
            }
        }
    }

    /// A bidi override is shown as its escape, so it cannot reorder the cells after it.
    @Test func bidiOverridesAreShownAsEscapes() {
        var buffer = ScreenBuffer(width: 24, height: 1)
        let columns = buffer.write("a\u{202E}bc\u{202C}", row: 0, column: 0)
        #expect(buffer.text(row: 0) == "a\\u{202E}bc\\u{202C}     ")
        #expect(columns == 19)
    }

    @Test func snapshotFencesTextAndAddsTheStyleMask() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        buffer.write("ab", row: 0, column: 0, style: .match)
        #expect(buffer.snapshot == "|ab |\n\n|MM.|\n")
    }
}
