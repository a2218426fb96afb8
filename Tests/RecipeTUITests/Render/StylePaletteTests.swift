import Testing
@testable import RecipeTUI

@Suite struct StylePaletteTests {
    @Test func monochromeUsesNoColoursAndKeepsSelectionAndMatchesVisible() {
        let palette = StylePalette(usesColour: false)
        for style in Style.allCases {
            let look = palette.look(style)
            #expect(look.foreground == -1 && look.background == -1, "\(style) has a colour under NO_COLOR")
        }
        #expect(palette.look(.selected).attributes.contains(.reverse))
        #expect(palette.look(.match).attributes.contains(.underline))
        #expect(palette.look(.selectedMatch).attributes.isSuperset(of: [.reverse, .underline]))
        #expect(palette.look(.selected) != palette.look(.plain))
    }

    @Test func everyStyleHasADistinctMaskLetter() {
        let letters = Style.allCases.map(\.maskLetter)
        #expect(Set(letters).count == letters.count)
    }
}
