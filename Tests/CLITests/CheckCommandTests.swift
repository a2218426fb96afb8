import Foundation
import Testing

/// `recipes check` end to end: findings at file:line:column, exit codes, JSON and SARIF.
@Suite struct CheckCommandTests {
    static let loopingMap = """
        import SwiftUI
        import MapKit

        struct MapView: UIViewRepresentable {
            @Binding var region: MKCoordinateRegion

            func makeUIView(context: Context) -> MKMapView {
                let map = MKMapView()
                map.delegate = context.coordinator
                return map
            }

            func updateUIView(_ map: MKMapView, context: Context) {
                context.coordinator.parent = self
                map.setRegion(region, animated: true)
            }

            func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

            final class Coordinator: NSObject, MKMapViewDelegate {
                var parent: MapView
                init(parent: MapView) { self.parent = parent }
                func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
                    parent.region = mapView.region
                }
            }
        }
        """

    func project(_ source: String) throws -> String {
        let dir = scratchFolder + "/recipes-check-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir + "/Sources", withIntermediateDirectories: true)
        try source.write(toFile: dir + "/Sources/MapView.swift", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func findsTheRegionLoopAtItsLine() throws {
        let dir = try project(Self.loopingMap)
        let result = try BinaryRunner.run(["check", dir])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(dir)/Sources/MapView.swift:15:9: warning: "))
        #expect(result.stdout.contains("[update-without-guard]"))
        #expect(result.stdout.contains("recipes show mkmapview#"))
    }

    @Test func guardedCodeIsClean() throws {
        let guarded = Self.loopingMap.replacingOccurrences(
            of: "        map.setRegion(region, animated: true)",
            with: "        if map.region.center.latitude != region.center.latitude { map.setRegion(region, animated: true) }")
        let result = try BinaryRunner.run(["check", try project(guarded)])
        #expect(result.status == 0, "\(result.stdout)")
    }

    @Test func suppressionCommentSilencesTheLine() throws {
        let suppressed = Self.loopingMap.replacingOccurrences(
            of: "        map.setRegion(region, animated: true)",
            with: "        map.setRegion(region, animated: true) // recipes:disable update-without-guard")
        let result = try BinaryRunner.run(["check", try project(suppressed)])
        #expect(result.status == 0, "\(result.stdout)")
    }

    @Test func jsonAndSarif() throws {
        let dir = try project(Self.loopingMap)
        let json = try BinaryRunner.run(["check", dir, "--json"])
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8))
        let text = String(describing: object)
        #expect(text.contains("update-without-guard") && text.contains("mkmapview"))
        let sarif = try BinaryRunner.run(["check", dir, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "update-without-guard" })
    }

    @Test func usageErrors() throws {
        #expect(try BinaryRunner.run(["check", "--rule", "no-such-rule", "."]).status == 64)
        #expect(try BinaryRunner.run(["check", "/no/such/project"]).status == 64)
    }
}

/// What `recipes check` says when there is nothing to check, and which rules run by default.
@Suite struct CheckScopeAndDefaultsTests {
    func folder(_ files: [String: String]) throws -> String {
        let dir = scratchFolder + "/recipes-scope-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        return dir
    }

    @Test func anEmptyFolderAndAFolderWithoutRepresentablesSayWhatWasChecked() throws {
        let empty = try BinaryRunner.run(["check", try folder([:]), "--no-color"])
        #expect(empty.status == 0)
        #expect(empty.stdout.contains("No Swift files found (0 Swift files checked, 0 representables; nothing to check)."))
        let plain = try folder(["A.swift": "struct A {}\n", "B.swift": "import SwiftUI\nstruct B: View { var body: some View { Text(\"b\") } }\n"])
        let none = try BinaryRunner.run(["check", plain, "--no-color"])
        #expect(none.status == 0)
        #expect(none.stdout.contains("No representables found (2 Swift files checked, 0 representables; nothing to check)."))
    }

    @Test func helpAndListRulesSayWhichRulesAreOnByDefault() throws {
        let help = try BinaryRunner.run(["check", "--help"])
        #expect(help.stdout.contains("On by default:"))
        #expect(help.stdout.contains("--enable"))
        #expect(help.stdout.contains("--all"))
        let list = try BinaryRunner.run(["check", "--list-rules", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 10)
        #expect(rows.allSatisfy { $0["onByDefault"] is Bool })
        #expect(rows.contains { $0["id"] as? String == "share-sheet-in-sheet" && $0["onByDefault"] as? Bool == true })
    }
}
