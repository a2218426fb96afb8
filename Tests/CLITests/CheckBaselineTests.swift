import Foundation
import Testing

/// `recipes check --write-baseline` / `--baseline` on the real binary: known findings stay hidden
/// when lines move, a new finding shows, and a bad baseline file is a usage error with its path.
@Suite struct CheckBaselineTests {
    static let field = """
        import SwiftUI
        import UIKit

        struct NameField: UIViewRepresentable {
            @Binding var name: String

            func makeUIView(context: Context) -> UITextField {
                UITextField()
            }

            func updateUIView(_ field: UITextField, context: Context) {
                field.text = name
            }
        }

        """

    static let slider = """
        import SwiftUI
        import UIKit

        struct Zoom: UIViewRepresentable {
            var scale: CGFloat

            func makeUIView(context: Context) -> UIScrollView {
                UIScrollView()
            }

            func updateUIView(_ view: UIScrollView, context: Context) {
                view.setZoomScale(scale, animated: false)
            }
        }

        """

    func project() throws -> String {
        let dir = scratchFolder + "/recipes-baseline-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir + "/Sources", withIntermediateDirectories: true)
        try Self.field.write(toFile: dir + "/Sources/NameField.swift", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func knownFindingsStayHiddenWhenLinesMoveAndNewOnesShow() throws {
        let dir = try project()
        let baseline = dir + "/recipes-baseline.json"
        let written = try BinaryRunner.run(["check", dir + "/Sources", "--write-baseline", baseline, "--no-color"])
        #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
        #expect(written.stdout.contains("Wrote 1 finding to"))
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baseline))) as? [String: Any])
        let first = try #require((entries["findings"] as? [[String: Any]])?.first)
        #expect(first["scope"] as? String == "NameField.updateUIView(_:context:)")
        #expect(first["snippet"] as? String == "field.text = name")
        #expect(first["line"] == nil)

        // Lines added above the finding move it down; it stays known.
        let moved = "// A comment\n// and another\n" + Self.field.replacingOccurrences(of: "    @Binding", with: "\n    /// The name.\n    @Binding")
        try moved.write(toFile: dir + "/Sources/NameField.swift", atomically: true, encoding: .utf8)
        let quiet = try BinaryRunner.run(["check", dir + "/Sources", "--baseline", baseline, "--no-color"])
        #expect(quiet.status == 0, "\(quiet.stdout)")
        #expect(quiet.stdout.contains("1 known finding in the baseline not shown"))

        // A new file with a new finding is reported, the known one is not.
        try Self.slider.write(toFile: dir + "/Sources/Zoom.swift", atomically: true, encoding: .utf8)
        let fresh = try BinaryRunner.run(["check", dir + "/Sources", "--baseline", baseline, "--no-color"])
        #expect(fresh.status == 1)
        #expect(fresh.stdout.contains("Zoom.swift:12:9: warning:"))
        #expect(!fresh.stdout.contains("NameField.swift"))
        let json = try BinaryRunner.run(["check", dir + "/Sources", "--baseline", baseline, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["findings"] as? [[String: Any]])?.count == 1)
    }

    @Test func editingTheLineMakesTheFindingNew() throws {
        let dir = try project()
        let baseline = dir + "/baseline.json"
        _ = try BinaryRunner.run(["check", dir, "--write-baseline", baseline])
        let edited = Self.field.replacingOccurrences(of: "field.text = name", with: "field.text = name.trimmingCharacters(in: .whitespaces)")
        try edited.write(toFile: dir + "/Sources/NameField.swift", atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["check", dir, "--baseline", baseline, "--no-color"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("NameField.swift:12:9:"))
    }

    @Test func aBadBaselineIsAUsageErrorNamingTheFile() throws {
        let dir = try project()
        let bad = dir + "/not-a-baseline.json"
        try "{\"hello\": 1}".write(toFile: bad, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["check", dir, "--baseline", bad])
        #expect(result.status == 64)
        #expect(result.stderr.contains("not-a-baseline.json: not a recipes check baseline"))
        let missing = try BinaryRunner.run(["check", dir, "--baseline", dir + "/nope.json"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("nope.json"))
        let both = try BinaryRunner.run(["check", dir, "--baseline", bad, "--write-baseline", bad])
        #expect(both.status == 64)
    }
}
