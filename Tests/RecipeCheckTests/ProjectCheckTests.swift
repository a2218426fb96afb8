import Foundation
import Testing
@testable import RecipeCheck
import RecipeKit

/// Checking a folder: which files are read, and checks that another file may satisfy.
@Suite struct ProjectCheckTests {
    /// A scratch project folder removed when the test ends.
    final class Project {
        let path = scratchFolder + "/recipes-check-" + UUID().uuidString

        func write(_ name: String, _ text: String) throws {
            let full = path + "/" + name
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    static let staleParent = Fixtures.text("Fixtures/stale-parent/fires-picker.swift.txt")
    /// The default rules and `stale-parent` (off by default), which these tests use as their finding.
    static let withStaleParent = Checker(knowledge: Fixtures.knowledge, rules: CheckRule.defaultRules.union([.staleParent]))

    @Test func foldersAreSearchedSkippingBuildOutputAndHiddenFolders() throws {
        let project = Project()
        for folder in ["App", ".build/checkouts", "DerivedData/x", "Pods/Lib", "Carthage/Checkouts", ".git", "App/.hidden"] {
            try project.write("\(folder)/Picker.swift", Self.staleParent)
        }
        try project.write("App/Picker.swift.orig", Self.staleParent)
        let report = try Self.withStaleParent.check(paths: [project.path])
        #expect(report.findings.map(\.path) == [project.path + "/App/Picker.swift"])
        #expect(report.filesChecked == 1)
        #expect(report.representables == 1)
    }

    /// F11: a link to `/` inside the project is reported, not followed (the whole file system is not checked).
    @Test func aLinkOutOfTheProjectIsReportedNotFollowed() throws {
        let project = Project()
        try project.write("App/Picker.swift", Self.staleParent)
        #expect(symlink("/", project.path + "/App/root") == 0)
        let (files, warnings) = try SwiftFileCollector.collect([project.path])
        #expect(files == [project.path + "/App/Picker.swift"])
        #expect(warnings == [project.path + "/App/root: symbolic link to /, outside the folders given; not followed"])
    }

    @Test func aGivenFileIsCheckedWhateverItsName() throws {
        let project = Project()
        try project.write("Picker.txt", Self.staleParent)
        let report = try Self.withStaleParent.check(paths: [project.path + "/Picker.txt"])
        #expect(report.findings.map(\.rule) == [.staleParent])
    }

    @Test func aMissingPathThrows() {
        #expect(throws: SwiftFileCollector.MissingPath.self) {
            try Checker(knowledge: Fixtures.knowledge).check(paths: ["/no/such/folder"])
        }
    }

    @Test func binaryFilesAreSkippedWithAWarning() throws {
        let project = Project()
        try project.write("Blob.swift", "struct X: UIViewRepresentable {}\u{0}\u{0}")
        let report = try Checker(knowledge: Fixtures.knowledge).check(paths: [project.path])
        #expect(report.findings.isEmpty)
        #expect(report.warnings.count == 1 && report.warnings[0].contains("binary"))
    }

    @Test func anAvailabilityCheckInAnotherFileCounts() throws {
        let project = Project()
        let mail = Fixtures.text("Fixtures/missing-availability-check/fires-mail.swift.txt")
        try project.write("Mail.swift", mail)
        let alone = try Checker(knowledge: Fixtures.knowledge).check(paths: [project.path])
        #expect(alone.findings.map(\.rule) == [.missingAvailabilityCheck])
        try project.write("Settings.swift", "let canMail = MFMailComposeViewController.canSendMail()\n")
        let together = try Checker(knowledge: Fixtures.knowledge).check(paths: [project.path])
        #expect(together.findings.isEmpty)
        #expect(together.filesChecked == 2)
    }

    /// A stale copy is harmless when every call site, in files that never name a representable
    /// protocol, passes what outlives the caller; one call site capturing a loop value brings it back.
    @Test func callSitesInOtherFilesDecideAStaleCopy() throws {
        let project = Project()
        let fixture = Fixtures.text("Fixtures/stale-parent/fires-caller-captures-a-loop-value.swift.txt")
        let representable = String(fixture[..<fixture.range(of: "struct SwatchList")!.lowerBound])
        try project.write("Well.swift", representable)
        let alone = try Self.withStaleParent.check(paths: [project.path])
        #expect(alone.findings.map(\.rule) == [.staleParent])  // no call site: a library's wrapper
        try project.write(
            "Screens/Theme.swift",
            "import SwiftUI\nstruct Theme: View {\n    @State var tint = UIColor.red\n    var body: some View { SwatchWell(onPick: { tint = $0 }) }\n}\n"
        )
        let lasting = try Self.withStaleParent.check(paths: [project.path])
        #expect(lasting.findings.isEmpty)
        try project.write(
            "Screens/Rows.swift",
            "import SwiftUI\nstruct Rows: View {\n    let names: [String]\n    @State var picked: [String: UIColor] = [:]\n"
                + "    var body: some View { ForEach(names, id: \\.self) { name in SwatchWell { picked[name] = $0 } } }\n}\n")
        let looped = try Self.withStaleParent.check(paths: [project.path])
        #expect(looped.findings.map(\.path) == [project.path + "/Well.swift"])
    }

    /// A representable used as a long-lived handle to its view: a class of the project makes one
    /// instance in a stored property (`let console: ConsoleView = .init()`), so SwiftUI never
    /// re-creates that struct and the view it stores is made once. A class that is only handed a
    /// copy (a coordinator's `var parent: ConsoleView`) does not count.
    @Test func aRepresentableAClassHoldsKeepsItsStoredView() throws {
        let project = Project()
        try project.write(
            "Console.swift",
            """
            import SwiftUI
            import UIKit

            struct ConsoleView: UIViewRepresentable {
                let output = UITextView()
                func append(_ line: String) { output.text += line }
                func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                func makeUIView(context: Context) -> UITextView { output }
                func updateUIView(_ view: UITextView, context: Context) {}
                final class Coordinator: NSObject {
                    var parent: ConsoleView
                    init(parent: ConsoleView) { self.parent = parent }
                }
            }

            """)
        let alone = try Checker(knowledge: Fixtures.knowledge).check(paths: [project.path])
        #expect(alone.findings.map(\.rule) == [.viewInStruct])
        try project.write(
            "Session.swift",
            """
            import SwiftUI

            final class Session: ObservableObject {
                let console: ConsoleView = .init()
                func log(_ line: String) { console.append(line) }
            }

            """)
        let held = try Checker(knowledge: Fixtures.knowledge).check(paths: [project.path])
        #expect(held.findings.isEmpty)
    }

    @Test func onlyTheChosenRulesRun() throws {
        let fixture = Fixture("Fixtures/view-in-struct/fires-camera-preview.swift.txt")
        let all = Checker(knowledge: Fixtures.knowledge).check(source: fixture.text, path: "a.swift")
        #expect(all.count == 4)
        let none = Checker(knowledge: Fixtures.knowledge, rules: [.staleParent]).check(source: fixture.text, path: "a.swift")
        #expect(none.isEmpty)
    }

    /// A representable protocol named in another file (an alias, in a file without the word), or
    /// in a package the project depends on and the files read do not hold (its make method says
    /// which SDK protocol it stands for), still makes a representable.
    @Test(arguments: [
        ("HostedView", "#if os(iOS)\ntypealias HostedView = UIViewRepresentable\n#endif\n"), ("CrossPlatformViewRepresentable", nil)
    ])
    func aRepresentableProtocolNamedElsewhereCounts(conformance: String, declaration: String?) throws {
        let project = Project()
        if let declaration { try project.write("Platform.swift", declaration) }
        try project.write(
            "Name.swift",
            """
            import UIKit
            struct NameField: \(conformance) {
                @Binding var name: String
                func makeUIView(context: Context) -> UITextField { UITextField() }
                func updateUIView(_ field: UITextField, context: Context) {
                    field.text = name
                }
            }
            """)
        let report = try Checker(knowledge: Fixtures.knowledge).check(paths: [project.path])
        #expect(report.representables == 1)
        #expect(report.findings.map { "\($0.rule.id)@\($0.line)" } == ["update-without-guard@6"])
    }

    @Test func findingsCarryTheirScopeAndNormalisedSnippet() throws {
        let fixture = Fixture("Fixtures/update-without-guard/fires-helpers-and-setters.swift.txt")
        let findings = fixture.findings()
        #expect(
            findings.map(\.scope) == [
                "NotesEditor.Coordinator.show(_:)", "PhotoZoomer.updateUIView(_:context:)",
                "ManualPage.attach(to:)", "Thumbnail.updateUIView(_:context:)"
            ])
        #expect(findings.first?.snippet == "editor?.text = text // expect: update-without-guard")
    }
}
