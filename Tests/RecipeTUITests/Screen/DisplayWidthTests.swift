import Testing
@testable import RecipeTUI

@Suite struct DisplayWidthTests {
    @Test(
        arguments: [
            ("a", 1), ("日", 2), ("한", 2), ("🗺", 1), ("😀", 2), ("é", 1), ("e\u{301}", 1), ("\u{200B}", 0), ("Ａ", 2),
            ("\u{1B}", 6), ("\u{202E}", 8)  // drawn as their escapes, `\u{1B}` and `\u{202E}`
        ] as [(String, Int)])
    func measuresCharacters(_ text: String, _ width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width)
    }

    @Test func emojiWithVariationSelectorIsWide() {
        #expect(DisplayWidth.of(Character("🗺\u{FE0F}")) == 2)
    }

    @Test func truncatesByColumnsNotCharacters() {
        #expect(DisplayWidth.truncate("日本語テキスト", to: 7) == "日本語…")
        #expect(DisplayWidth.truncate("short", to: 10) == "short")
        #expect(DisplayWidth.truncate("abcdef", to: 4) == "abc…")
        #expect(DisplayWidth.truncate("abc", to: 0) == "")
    }
}
