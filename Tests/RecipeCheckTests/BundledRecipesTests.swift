import Testing
@testable import RecipeCheck
import RecipeKit

/// The bundled recipes' own code is the correct version of every pitfall: no rule may fire on it.
@Suite struct BundledRecipesTests {
    static let recipes = Fixtures.catalog.recipes

    @Test func theLibraryIsThere() {
        #expect(Self.recipes.count >= 40)
    }

    @Test(arguments: recipes.map(\.id))
    func noRuleFiresOnTheRecipesCode(_ id: String) throws {
        let recipe = try #require(Fixtures.catalog.recipe(id: id))
        // All blocks together, as in one file: the wrapper may span blocks, the call site holds availability checks.
        let code = recipe.codeBlocks.filter { $0.language == "swift" }.map(\.code).joined(separator: "\n")
        let findings = Checker(knowledge: Fixtures.knowledge).check(source: code, path: recipe.source.path)
        #expect(findings.map { "\($0.rule.id)@\($0.line): \($0.message)" } == [])
        let representables = RepresentableReader.representables(in: SwiftCodeReader.read(code))
        #expect(!representables.isEmpty)
    }
}
