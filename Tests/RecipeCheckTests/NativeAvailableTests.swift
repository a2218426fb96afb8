import Testing
@testable import RecipeCheck
import RecipeKit

/// What `native-available` suggests, and what it says: only current APIs, what a partial one
/// covers and what the recipe keeps the wrapper for.
@Suite struct NativeAvailableTests {
    static let pins = Fixture("Fixtures/native-available/fires-partial-coverage.swift.txt")

    func messages(at target: String) throws -> [String] {
        let target = try #require(DeploymentTarget(parsing: target))
        return Checker(knowledge: Fixtures.fixtureKnowledge, rules: [.nativeAvailable], target: target)
            .check(source: Self.pins.text, path: "Pins.swift").map(\.message)
    }

    @Test func aPartialNoteSaysWhatItCoversAndWhatTheWrapperIsKeptFor() throws {
        let message = try #require(try messages(at: "ios17").first)
        #expect(message.contains("`Map` (iOS 17+) covers routes, pins and the camera"))
        #expect(message.contains("the recipe keeps the wrapper only for custom overlay renderers and clustering"))
        #expect(message.contains("this wrapper uses none of `MKOverlayRenderer`, `rendererFor`, `clusteringIdentifier`"))
    }

    @Test func aDeprecatedAPIIsNotSuggestedWhereItIsDeprecated() throws {
        #expect(try messages(at: "ios17").allSatisfy { !$0.contains("coordinateRegion") })
        let before = try #require(try messages(at: "ios16").first)
        #expect(before.contains("`Map(coordinateRegion:)` (iOS 14+) replaces this `MKMapView` wrapper"))
        #expect(try messages(at: "ios13").isEmpty)
    }

    @Test func aHostControllerIsLinkedToTheRecipeByWhatItPresents() throws {
        let finding = try #require(Fixture("Fixtures/native-available/fires-share-host.swift.txt").findings().first)
        #expect(finding.message.contains("`ShareLink` (iOS 16+) replaces this `UIActivityViewController` wrapper"))
        #expect(finding.message.contains("`recipes show share-host`"))
    }
}
