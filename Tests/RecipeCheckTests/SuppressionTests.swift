import Testing
@testable import RecipeCheck
import RecipeKit

/// `// recipes:disable RULE` on the finding's line or on the type's declaration line.
@Suite struct SuppressionTests {
    static let wrapper = """
        import SwiftUI
        import UIKit

        struct NameField: UIViewRepresentable {TYPE
            @Binding var text: String

            func makeUIView(context: Context) -> UITextField {
                UITextField()
            }

            func updateUIView(_ field: UITextField, context: Context) {
                field.text = textLINE
                field.becomeFirstResponder()
            }
        }
        """

    func rules(type: String = "", line: String = "") -> [String] {
        let source = Self.wrapper.replacingOccurrences(of: "TYPE", with: type).replacingOccurrences(of: "LINE", with: line)
        return Checker(knowledge: Fixtures.knowledge).check(source: source, path: "NameField.swift").map(\.rule.id)
    }

    @Test func withoutCommentsBothRulesFire() {
        #expect(rules() == ["update-without-guard", "unconditional-first-responder"])
    }

    @Test func aCommentOnTheLineSilencesThatRuleThere() {
        #expect(rules(line: " // recipes:disable update-without-guard") == ["unconditional-first-responder"])
        #expect(rules(line: " // recipes:disable stale-parent") == ["update-without-guard", "unconditional-first-responder"])
    }

    @Test func aCommentOnTheTypeSilencesTheRuleInTheWholeType() {
        #expect(rules(type: " // recipes:disable unconditional-first-responder") == ["update-without-guard"])
        #expect(rules(type: " // recipes:disable update-without-guard, unconditional-first-responder") == [])
        #expect(rules(type: " /* recipes:disable unconditional-first-responder */") == ["update-without-guard"])
    }

    @Test func aBareCommentSilencesEveryRule() {
        #expect(rules(type: " // recipes:disable") == [])
    }

    @Test func theMarkerInAStringIsNotAComment() {
        #expect(rules(line: "; print(\"recipes:disable update-without-guard\")") == ["update-without-guard", "unconditional-first-responder"])
    }
}
