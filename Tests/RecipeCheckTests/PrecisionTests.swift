import Testing
@testable import RecipeCheck
import RecipeKit

/// Precision on representables written from common public patterns (text views, pickers, maps,
/// web views, mail, share sheets, AR, Lottie): each file marks its real pitfalls with
/// `// expect: RULE`; findings elsewhere are false positives, marks without a finding are misses.
@Suite struct PrecisionTests {
    static let files = Fixtures.files(in: "Precision").map(Fixture.init)

    struct Tally: CustomStringConvertible {
        var truePositives: [String] = []
        var falsePositives: [String] = []
        var missed: [String] = []

        var precision: Double {
            let found = truePositives.count + falsePositives.count
            return found == 0 ? 1 : Double(truePositives.count) / Double(found)
        }

        var description: String {
            "\(truePositives.count) true positives, \(falsePositives.count) false positives \(falsePositives), "
                + "\(missed.count) missed \(missed); precision \(Int((precision * 100).rounded()))%"
        }
    }

    static func tally() -> Tally {
        var tally = Tally()
        for file in files {
            let found = file.found(), expected = file.expected
            for item in found {
                if expected.contains(item) {
                    tally.truePositives.append("\(file.path): \(item)")
                } else {
                    tally.falsePositives.append("\(file.path): \(item)")
                }
            }
            for item in expected where !found.contains(item) { tally.missed.append("\(file.path): \(item)") }
        }
        return tally
    }

    @Test func theSetIsLargeEnoughToMeanSomething() {
        #expect(Self.files.count >= 30)
        #expect(Self.files.reduce(0) { $0 + $1.expected.count } >= 15)
    }

    /// The numbers go in the report; the bar keeps them from sliding.
    @Test func precisionStaysHigh() {
        let tally = Self.tally()
        print("recipes check precision set: \(Self.files.count) files; \(tally)")
        #expect(tally.falsePositives.count <= 1, "\(tally)")
        #expect(tally.missed.count <= 2, "\(tally)")
    }
}
