import Testing
@testable import RecipeCheck
import RecipeKit

/// Every fixture reports exactly the findings its `// expect:` comments name, at those lines.
@Suite struct FixtureTests {
    static let all = Fixtures.files(in: "Fixtures").map(Fixture.init)

    @Test(arguments: all)
    func findingsMatchTheExpectComments(_ fixture: Fixture) {
        #expect(fixture.found() == fixture.expected)
    }

    @Test(arguments: CheckRule.allCases)
    func everyRuleHasAFiringAndACleanFixture(_ rule: CheckRule) {
        let own = Self.all.filter { $0.path.hasPrefix("Fixtures/\(rule.id)/") }
        let firing = own.filter { $0.path.contains("/fires-") }
        let clean = own.filter { $0.path.contains("/clean-") }
        #expect(!firing.isEmpty && firing.allSatisfy { $0.expected.contains { $0.hasPrefix("\(rule.id)@") } })
        #expect(!clean.isEmpty && clean.allSatisfy { $0.expected.isEmpty })
    }

    @Test func everyRuleIdIsKnownToTheLinter() {
        #expect(CheckRule.allCases.map(\.id) == KnownCheckRules.ids)
    }

    @Test(arguments: CheckRule.allCases)
    func everyRuleLinksToATaggedPitfallOfTheBundledLibrary(_ rule: CheckRule) throws {
        let link = try #require(Fixtures.knowledge.defaultLink(for: rule))
        let recipe = try #require(Fixtures.catalog.recipe(id: link.recipe))
        #expect(recipe.pitfall(id: link.pitfall)?.rule == rule.id)
    }

    @Test func findingsLinkToTheRecipeOfTheWrappedType() throws {
        let mapAndWeb = Fixture("Fixtures/update-without-guard/fires-map-and-web.swift.txt").findings()
        #expect(mapAndWeb.map { $0.link?.recipe } == ["mkmapview", "wkwebview-navigation"])  // the iOS web view recipe, not the macOS one
        #expect(mapAndWeb.first?.column == 9)
        let picker = try #require(Fixture("Fixtures/stale-parent/fires-picker.swift.txt").findings().first)
        #expect(picker.link?.recipe == "coordinator-parent")  // no recipe wraps UIPickerView
        let mail = try #require(Fixture("Fixtures/near-miss-delegate/fires-mail-swift2.swift.txt").findings().first)
        #expect(mail.link?.reference == "mail-compose#the-swift-2-method-name-is")
        // A reset scroll position, document or scene links the pitfall about that reset, not the text cursor's.
        let resets = Fixture("Fixtures/update-without-guard/fires-scene-and-command.swift.txt").findings()
        #expect(resets.map { $0.link?.recipe } == ["scenekit-scnview", "uiscrollview-paging-refresh"])
        let helpers = Fixture("Fixtures/update-without-guard/fires-helpers-and-setters.swift.txt").findings()
        #expect(helpers.first { $0.line == 41 }?.link?.recipe == "uiscrollview-paging-refresh")
        #expect(helpers.first { $0.line == 57 }?.link?.reference == "pdfview#the-document-reloads-on-every-update")
    }
}
