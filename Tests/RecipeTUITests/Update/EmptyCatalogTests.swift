import RecipeKit
import Testing
@testable import RecipeTUI
import RecipeTUIHarness

@Suite struct EmptyCatalogTests {
    @Test func everyKeyIsSafeWithNoRecipes() {
        var driver = KeystrokeDriver(catalog: Catalog(recipes: []), size: TerminalSize(columns: 80, rows: 24))
        let keys: [Key] = [
            .down, .up, .enter, .tab, .pageDown, .end, .character("y"), .character("s"), .character("n"),
            .character("]"), .character("p"), .enter, .character("p"), .character("t"), .enter,
            .character("/"), .character("x"), .escape, .character("f")
        ]
        for key in keys {
            driver.press(key)
            driver.finishSearch()
        }
        #expect(driver.state.selectedRecipe == nil)
        #expect(driver.buffer.text(row: 1).contains("no recipes at this target"))
    }
}
