import Foundation
import Testing
@testable import RecipeCheck
import RecipeKit

/// `--json` and SARIF 2.1.0 documents, decoded back and inspected field by field.
@Suite struct OutputTests {
    static let report: CheckReport = {
        let fixture = Fixture("Fixtures/update-without-guard/fires-map-and-web.swift.txt")
        return CheckReport(
            findings: fixture.findings().map {
                var f = $0; f.path = "Sources/Map View.swift"; return f
            },
            filesChecked: 3, representables: 2)
    }()

    func object(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func jsonFindingsCarryRuleRecipePitfallAndPlace() throws {
        let json = try object(CheckJSON(report: Self.report))
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        let first = findings[0]
        #expect(Set(first.keys) == ["rule", "recipe", "pitfall", "path", "line", "column", "message"])
        #expect(first["rule"] as? String == "update-without-guard")
        #expect(first["recipe"] as? String == "mkmapview")
        #expect(first["pitfall"] as? String == "the-region-loops")
        #expect(first["line"] as? Int == 14)
        #expect(first["column"] as? Int == 9)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["findings"] as? Int == 2)
        #expect(summary["filesChecked"] as? Int == 3)
    }

    @Test func sarifHasTheRequiredShape() throws {
        let log = try object(SARIFLog(report: Self.report, rules: CheckRule.allCases, knowledge: Fixtures.knowledge, toolVersion: "9.9"))
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "recipes")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == CheckRule.allCases.map(\.id))
        let stale = try #require(rules.first { $0["id"] as? String == "stale-parent" })
        #expect(stale["helpUri"] as? String == "recipes:show/coordinator-parent#the-coordinator-talks-to-a-stale")
        #expect((stale["properties"] as? [String: Any])?["recipe"] as? String == "coordinator-parent")
        #expect((stale["shortDescription"] as? [String: Any])?["text"] as? String == CheckRule.staleParent.summary)

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let result = results[0]
        #expect(result["ruleId"] as? String == "update-without-guard")
        #expect(result["ruleIndex"] as? Int == 0)
        #expect(((result["message"] as? [String: Any])?["text"] as? String)?.contains("recipes show mkmapview#the-region-loops") == true)
        #expect((result["properties"] as? [String: Any])?["recipe"] as? String == "mkmapview")
        let fingerprint = try #require((result["partialFingerprints"] as? [String: String])?["recipesFinding/v1"])
        #expect(fingerprint.count == 16 && fingerprint == Baseline.fingerprint(Self.report.findings[0]))
        #expect(fingerprint != Baseline.fingerprint(Self.report.findings[1]))
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "Sources/Map%20View.swift")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 14)
        #expect(region["startColumn"] as? Int == 9)
    }

    @Test func sarifColumnsCountUTF16AndAbsolutePathsBecomeFileURIs() throws {
        let source = """
            import SwiftUI
            struct Café: UIViewRepresentable {
                @Binding var text: String
                func makeUIView(context: Context) -> UITextField { UITextField() }
                func updateUIView(_ field: UITextField, context: Context) {
                    let é = field; é.text = text
                }
            }
            """
        let finding = try #require(Checker(knowledge: Fixtures.knowledge).check(source: source, path: "/tmp/x y.swift").first)
        #expect(finding.column == 25)  // bytes: `é` is two
        #expect(finding.utf16Column == 24)
        #expect(SARIFLog.artifact("/tmp/x y.swift").uri == "file:///tmp/x%20y.swift")
        #expect(SARIFLog.artifact("./Sources/A.swift").uri == "Sources/A.swift")
    }
}
