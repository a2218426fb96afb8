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
