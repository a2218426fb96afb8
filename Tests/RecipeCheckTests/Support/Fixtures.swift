import Foundation
import Testing
@testable import RecipeCheck
import RecipeKit

/// The bundled catalog and the fixture files the checker tests run on.
enum Fixtures {
    /// `Tests/RecipeCheckTests`.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
    static let repositoryRoot = URL(fileURLWithPath: testsFolder).deletingLastPathComponent().deletingLastPathComponent().path

    /// The bundled library, loaded once.
    static let catalog: Catalog = {
        (try? CatalogLoader(mode: .houseFormat).load(paths: [repositoryRoot + "/Recipes"])) ?? Catalog(recipes: [])
    }()

    static let knowledge = CheckKnowledge(catalog: catalog)

    /// The check fixtures' own recipes (`FixtureRecipes/`), for rules whose behaviour depends on
    /// recipe markers the bundled library may not have yet.
    static let fixtureKnowledge: CheckKnowledge = {
        let catalog = (try? CatalogLoader(mode: .houseFormat).load(paths: [testsFolder + "/FixtureRecipes"])) ?? Catalog(recipes: [])
        return CheckKnowledge(catalog: catalog)
    }()

    /// Every `*.swift.txt` file under `folder` (relative to the tests folder), sorted.
    static func files(in folder: String) -> [String] {
        let root = testsFolder + "/" + folder
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift.txt") }.sorted().map { folder + "/" + $0 }
    }

    static func text(_ relativePath: String) -> String {
        (try? String(contentsOfFile: testsFolder + "/" + relativePath, encoding: .utf8)) ?? ""
    }
}

/// A fixture file: Swift code whose `// expect: RULE` comments name the findings that must be
/// reported on their line, whose `// check-target: T` line sets the deployment target, and whose
/// `// check-recipes: fixture` line checks against `FixtureRecipes/` instead of the bundled library.
struct Fixture: CustomTestStringConvertible {
    var path: String
    var text: String

    init(_ path: String) {
        self.path = path
        text = Fixtures.text(path)
    }

    var testDescription: String { path }

    /// `rule@line` for every expected finding, sorted.
    var expected: [String] {
        var result: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "// expect: ") else { continue }
            for rule in line[range.upperBound...].split(separator: ",") {
                result.append("\(rule.trimmingCharacters(in: .whitespaces))@\(index + 1)")
            }
        }
        return result.sorted()
    }

    var target: DeploymentTarget? {
        guard let range = text.range(of: "// check-target: ") else { return nil }
        let value = text[range.upperBound...].prefix { $0 != "\n" }
        return DeploymentTarget(parsing: String(value))
    }

    var knowledge: CheckKnowledge {
        text.contains("// check-recipes: fixture") ? Fixtures.fixtureKnowledge : Fixtures.knowledge
    }

    /// Findings of all rules (those off by default included) on this file, at its target.
    func findings() -> [Finding] {
        Checker(knowledge: knowledge, rules: Set(CheckRule.allCases), target: target).check(source: text, path: path)
    }

    /// `rule@line` for every finding, sorted.
    func found() -> [String] {
        findings().map { "\($0.rule.id)@\($0.line)" }.sorted()
    }
}
