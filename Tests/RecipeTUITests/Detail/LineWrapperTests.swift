import Testing
@testable import RecipeTUI

@Suite struct LineWrapperTests {
    @Test func wrapsProseAtSpacesWithAHangingIndent() {
        let lines = LineWrapper.wrap(
            [Span("the quick brown fox jumps over")], width: 12,
            firstPrefix: [Span("• ")], restPrefix: [Span("  ")])
        #expect(lines.map(\.text) == ["• the quick", "  brown fox", "  jumps over"])
        #expect(lines.allSatisfy { $0.width <= 12 })
    }

    @Test func keepsStylesOfPiecesOfAWord() {
        let lines = LineWrapper.wrap([Span("call "), Span("setRegion", .code), Span(", then")], width: 40)
        #expect(lines == [StyledLine([Span("call "), Span("setRegion", .code), Span(", then")])])
    }

    @Test func cutsWordsLongerThanTheLine() {
        let lines = LineWrapper.wrap([Span("mapView(_:regionDidChangeAnimated:)")], width: 10)
        #expect(lines.allSatisfy { $0.width <= 10 })
        #expect(lines.map(\.text).joined() == "mapView(_:regionDidChangeAnimated:)")
    }

    @Test func hardWrapsCodeWithAContinuationMark() {
        let lines = LineWrapper.hardWrap(
            [Span("let value = 1234567890", .plain)], width: 10,
            prefix: [Span("  ")], continuation: [Span("↪ ", .dim)])
        #expect(lines.map(\.text) == ["  let valu", "↪ e = 1234", "↪ 567890"])
    }

    @Test func measuresWideCharactersByColumns() {
        let lines = LineWrapper.wrap([Span("日本語 日本語")], width: 7)
        #expect(lines.map(\.text) == ["日本語", "日本語"])
    }
}
