import Testing
@testable import RecipeCheck
import RecipeKit

/// The reliability audit's `recipes check` shapes (F2's tokenizer half, F8) at the audit's sizes:
/// each is checked to the end with the result its code deserves. (`make bench` measures how
/// their cost grows per doubling; no timing here.)
@Suite struct AuditShapeCheckTests {
    let checker = Checker(knowledge: Fixtures.knowledge)
    static let wrapper = """
        struct NameField: UIViewRepresentable {
            @Binding var text: String
            func makeUIView(context: Context) -> UITextField { UITextField() }
            func updateUIView(_ field: UITextField, context: Context) {
                field.text = text
            }
        }

        """

    @Test func sixtyThousandNestedInterpolationsAreOneString() {
        let source = Self.wrapper + "let x = " + String(repeating: "\"\\(", count: 60_000) + "\n"
        let result = checker.checked(bytes: Array(source.utf8), path: "i.swift")
        #expect(result.representables == 1)
        #expect(result.findings.map(\.rule.id) == ["update-without-guard"])
    }

    @Test func twoHundredThousandHashesAreDirectives() {
        let source = Self.wrapper + String(repeating: "#", count: 200_000) + "\n"
        let result = checker.checked(bytes: Array(source.utf8), path: "h.swift")
        #expect(result.representables == 1)
        #expect(result.findings.map(\.rule.id) == ["update-without-guard"])
    }

    /// 100,000 suppression comments (1.3 MB): every one is read, and the one on the finding's line works.
    @Test func aHundredThousandSuppressionsAreReadOnce() {
        let source =
            Self.wrapper.replacingOccurrences(of: "field.text = text", with: "field.text = text // recipes:disable update-without-guard")
            + String(repeating: "// recipes:disable stale-parent, view-in-struct\n", count: 100_000)
        let suppressions = Suppressions(bytes: Array(source.utf8))
        #expect(suppressions.disables(.updateWithoutGuard, onAnyOf: [5]))
        #expect(suppressions.disables(.staleParent, onAnyOf: [100_007]))
        #expect(!suppressions.disables(.updateWithoutGuard, onAnyOf: [100_007]))
        #expect(checker.check(source: source, path: "s.swift").isEmpty)
    }

    /// Many markers on one line each take their own ids, up to the next marker.
    @Test func markersOnOneLineEachTakeTheirIDs() {
        let line = String(repeating: "// recipes:disable stale-parent ", count: 20_000) + "/* recipes:disable view-in-struct */"
        let suppressions = Suppressions(bytes: Array(line.utf8))
        #expect(suppressions.disables(.staleParent, onAnyOf: [1]))
        #expect(suppressions.disables(.viewInStruct, onAnyOf: [1]))
        #expect(!suppressions.disables(.updateWithoutGuard, onAnyOf: [1]))
    }

    /// 10,000 representables in one file (619 KB): every one is found and checked.
    @Test func tenThousandRepresentablesInOneFile() {
        var source = ""
        for i in 0..<10_000 {
            source +=
                "struct V\(i): UIViewRepresentable {\n    func makeUIView(context: Context) -> UIView { UIView() }\n"
                + "    func updateUIView(_ v: UIView, context: Context) {}\n}\n"
        }
        source += Self.wrapper
        let result = checker.checked(bytes: Array(source.utf8), path: "r.swift")
        #expect(result.representables == 10_001)
        #expect(result.findings.map(\.rule.id) == ["update-without-guard"])
        #expect(result.findings.first?.line == 40_005)
    }

    /// 4,000 representables with a coordinator each and a view calling each one (1.3 MB): every
    /// coordinator is found, and every call site is read (half of them capture a plain `let`, so
    /// half the stale copies are findings, each in its own coordinator's scope).
    @Test func fourThousandCoordinatedRepresentablesWithTheirCallers() {
        var source = ""
        for i in 0..<4_000 {
            source +=
                "struct W\(i): UIViewRepresentable {\n    var onTap: () -> Void\n"
                + "    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }\n"
                + "    func makeUIView(context: Context) -> UIView { UIView() }\n"
                + "    func updateUIView(_ v: UIView, context: Context) {}\n"
                + "    final class Coordinator: NSObject {\n        let parent: W\(i)\n"
                + "        init(parent: W\(i)) { self.parent = parent }\n        @objc func tap() { parent.onTap() }\n    }\n}\n"
                + "struct S\(i): View {\n    @State var count = 0\n    let step: Int\n"
                + "    var body: some View { W\(i) { count += \(i % 2 == 0 ? "1" : "step") } }\n}\n"
        }
        let report = Checker(knowledge: Fixtures.knowledge, rules: [.staleParent]).check(source: source, path: "c.swift")
        #expect(report.count == 2_000)
        #expect(report.allSatisfy { $0.rule == .staleParent })
        #expect(report.first?.scope == "W1.Coordinator.tap()")
    }
}

extension Checker {
    /// One file's result as `check(paths:)` computes it, from bytes in memory.
    fileprivate func checked(bytes: [UInt8], path: String) -> FileResult {
        let prepared = prepare(bytes: bytes, path: path)
        guard let file = prepared.source else { return FileResult() }
        return check(file, conformances: RepresentableConformances(declarations: prepared.declarations))
    }
}
