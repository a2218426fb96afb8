import Testing
import RecipeKit
@testable import RecipeSearch

/// The filters' copy of the deployment rules agrees with the model's own.
@Suite struct RecipeFactsTests {
    @Test func factsAgreeWithTheModelOnEveryBundledRecipeAndTarget() {
        let targets = ["ios13", "ios14", "ios16", "ios16.4", "ios17", "ios26", "macos11", "macos14", "visionos2"]
            .compactMap(DeploymentTarget.init(parsing:))
        for recipe in BundledLibrary.catalog.recipes + TestCatalog.catalog.recipes {
            let facts = RecipeFacts(recipe)
            for target in targets {
                #expect(facts.applies(to: target) == recipe.applies(to: target), "\(recipe.id) at \(target)")
                #expect(facts.isStillNeeded(at: target) == recipe.isStillNeeded(at: target), "\(recipe.id) at \(target)")
            }
        }
    }
}
