import Testing
@testable import RecipeKit

@Suite struct RecipeLookupTests {
    static func recipe(_ id: String, _ title: String, wrapped: String, platform: Platform = .iOS) -> Recipe {
        Recipe(
            id: id, title: title, source: SourceLocation(path: "\(id).md", line: 1),
            wrapper: Wrapper(protocol: platform == .macOS ? .nsView : .uiView, typeName: "Box", wrappedType: wrapped, platform: platform))
    }

    @Test func theIOSRecipeIsFoundBeforeItsVariantsOnOtherPlatforms() {
        let recipes = [
            Self.recipe("pdfview-macos", "PDFView on macOS", wrapped: "PDFView", platform: .macOS),
            Self.recipe("pdfview", "PDFView", wrapped: "PDFView")
        ]
        #expect(RecipeLookup.find("pdfview", in: recipes) == .found(recipes[1]))
        #expect(RecipeLookup.find("PDFVeiw", in: recipes) == .found(recipes[1]))
        #expect(RecipeLookup.find("pdfview-macos", in: recipes) == .found(recipes[0]))
    }

    @Test func unrelatedEqualMatchesStayAmbiguous() {
        let recipes = [
            Self.recipe("web-navigation", "WKWebView navigation", wrapped: "WKWebView"),
            Self.recipe("web-bridge", "WKWebView JavaScript bridge", wrapped: "WKWebView")
        ]
        guard case .ambiguous(let candidates) = RecipeLookup.find("WKWebView", in: recipes) else {
            Issue.record("expected the two web recipes")
            return
        }
        #expect(Set(candidates.map(\.id)) == ["web-navigation", "web-bridge"])
    }
}
