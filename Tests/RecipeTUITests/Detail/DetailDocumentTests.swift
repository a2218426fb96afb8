import Foundation
import RecipeKit
import Testing
@testable import RecipeTUI

@Suite struct DetailDocumentTests {
    private let map = TestCatalog.map

    @Test func sectionsComeInTheOrderOfTheIssue() {
        let document = DetailDocument(recipe: map, width: 60, target: nil, terms: [])
        #expect(document.sections.map(\.section) == [.overview, .preferNative, .wrapper, .callSite, .coordinator, .pitfalls, .notes])
        #expect(document.sections.map(\.line) == document.sections.map(\.line).sorted())
    }

    @Test func headerNamesProtocolWrappedTypeFrameworksAndMinimumTarget() {
        let document = DetailDocument(recipe: map, width: 100, target: nil, terms: [])
        #expect(document.lines[1].text == "UIViewRepresentable\u{00A0}· MKMapView\u{00A0}· SwiftUI, MapKit\u{00A0}· iOS 16+")
    }

    @Test func nativeNotesAreMarkedAgainstTheTarget() {
        func noteLine(_ target: DeploymentTarget?) -> StyledLine {
            let document = DetailDocument(recipe: map, width: 80, target: target, terms: [])
            return document.lines[document.preferNativeLines[0]]
        }
        let at17 = noteLine(DeploymentTarget(platform: .iOS, version: OSVersion(17)))
        #expect(at17.text.hasPrefix("✓ iOS 17+ (available at iOS 17)"))
        #expect(at17.spans.first?.style == .native)
        let at16 = noteLine(DeploymentTarget(platform: .iOS, version: OSVersion(16)))
        #expect(at16.text.hasPrefix("· iOS 17+ (not at iOS 16)"))
        #expect(at16.spans.first?.style == .dim)
    }

    @Test func pitfallLinesPointAtEachPitfall() {
        let document = DetailDocument(recipe: map, width: 60, target: nil, terms: [])
        #expect(document.pitfallLines.count == 2)
        #expect(document.lines[document.pitfallLines[0]].text.hasPrefix("! The region loops."))
        #expect(document.lines[document.pitfallLines[1]].text.hasPrefix("! Duplicate annotations."))
    }

    @Test func codeIsColouredAndPlaced() {
        let document = DetailDocument(recipe: map, width: 60, target: nil, terms: [])
        let wrapper = document.codeBlocks[0]
        #expect(wrapper.blockIndex == 0)
        #expect(document.lines[wrapper.lines.lowerBound].spans.contains(Span("import", .keyword)))
        #expect(document.codeBlocks.map(\.blockIndex) == [0, 1])
    }

    @Test func everyLineFitsTheWidth() {
        for width in [8, 20, 37, 80] {
            let document = DetailDocument(recipe: map, width: width, target: nil, terms: [])
            #expect(document.lines.allSatisfy { $0.width <= width }, "a line is wider than \(width)")
        }
    }

    @Test func searchTermsAreHighlightedAndTheirLinesListed() {
        let document = DetailDocument(recipe: map, width: 60, target: nil, terms: ["region"])
        #expect(!document.matchLines.isEmpty)
        for line in document.matchLines {
            #expect(document.lines[line].spans.contains { $0.style == .match && $0.text.lowercased() == "region" })
        }
    }

    @Test func currentCodeBlockIsTheOneOnScreen() {
        let document = DetailDocument(recipe: map, width: 60, target: nil, terms: [])
        let callSite = document.codeBlocks[1].lines
        #expect(document.currentCodeBlock(visible: 0..<3)?.blockIndex == 0)
        #expect(document.currentCodeBlock(visible: callSite.lowerBound..<callSite.lowerBound + 2)?.blockIndex == 1)
        #expect(document.currentCodeBlock(visible: document.lines.count..<document.lines.count + 5)?.blockIndex == 1)
    }

    @Test func aNoneAsOfParagraphReadsAsNoNativeReplacementAsOf() {
        var recipe = TestCatalog.scanner
        recipe.noNativeReplacement = "None as of iOS 27: no SwiftUI view scans `live` text."
        let document = DetailDocument(recipe: recipe, width: 100, target: nil, terms: [])
        let line = document.lines.first { $0.text.hasPrefix("• No native") }
        #expect(line?.text == "• No native replacement as of iOS 27: no SwiftUI view scans live text.")
    }

    @Test func codeWrapsBetweenTokensKeepingItsIndentation() {
        let lines = CodeWrapper.wrap([Span("    func makeUIView(context: Context) -> MKMapView {", .plain)], width: 40, prefix: [Span("  ")])
        // 42 columns with the arrow: it moves to the next line whole, under the indentation.
        #expect(
            lines.map { $0.text.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
                == ["      func makeUIView(context: Context)", "      ↪ -> MKMapView {"])
        #expect(lines.allSatisfy { $0.width <= 40 })
        let long = CodeWrapper.wrap([Span("let x = averyveryveryverylongidentifiername", .plain)], width: 20, prefix: [])
        #expect(long.allSatisfy { $0.width <= 20 })
        #expect(long.map(\.text).joined().replacingOccurrences(of: "↪ ", with: "") == "let x = averyveryveryverylongidentifiername")
    }
}
