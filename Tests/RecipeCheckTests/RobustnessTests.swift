import Testing
@testable import RecipeCheck
import RecipeKit

/// Half-written code is the normal state of a file in an editor: the checker must never trap on it.
@Suite struct RobustnessTests {
    static let sources = (Fixtures.files(in: "Fixtures") + Fixtures.files(in: "Precision")).map(Fixtures.text)

    @Test func everyTruncationOfEveryFixtureIsCheckedWithoutTrapping() {
        let checker = Checker(knowledge: Fixtures.knowledge, target: DeploymentTarget(parsing: "ios17"))
        var checked = 0
        for source in Self.sources {
            let bytes = Array(source.utf8)
            for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
                _ = checker.check(source: String(decoding: bytes[..<cut], as: UTF8.self), path: "cut.swift")
                checked += 1
            }
        }
        #expect(checked > 1_000)
    }

    @Test func oddShapesAreCheckedWithoutTrapping() {
        let checker = Checker(knowledge: Fixtures.knowledge)
        let shapes = [
            "", "Representable", "struct X: UIViewRepresentable", "struct X: UIViewRepresentable {",
            "struct X: UIViewRepresentable { func updateUIView(_ v: UIView, context: Context) { if { } else { guard else { } } }",
            "struct X: UIViewRepresentable { let v = { UIView() }( ; var w: UIView { ",
            "extension X: UIViewRepresentable { func updateUIView(_ v: UITextField, context: Context) { v.text = ",
            "struct X: UIViewRepresentable { @Binding var b: Int\n func makeUIView(context: Context) -> UIView { b = ",
            "struct X: UIViewRepresentable { func makeCoordinator() -> C { C() } class C: NSObject, UITextFieldDelegate { func textField(",
            String(repeating: "{", count: 500) + "struct X: NSViewRepresentable {" + String(repeating: "}", count: 10)
        ]
        for shape in shapes {
            let lines = shape.split(separator: "\n", omittingEmptySubsequences: false).count
            let findings = checker.check(source: shape, path: "odd.swift")
            #expect(findings.allSatisfy { $0.line >= 1 && $0.line <= lines && $0.column >= 1 }, "\(shape.prefix(40)): \(findings)")
        }
    }
}
