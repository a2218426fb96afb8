import Foundation
import RecipeKit
import Testing
@testable import RecipeTUI
import RecipeTUIHarness

/// The bundled library through the whole UI: every recipe opens and lays out within its pane at
/// the sizes the issue names, and the issue's example searches land on pitfalls.
@Suite struct BundledRecipesRenderTests {
    static let catalog: Catalog? = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Recipes").path
        return try? CatalogLoader().load(paths: [folder])
    }()

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 40, rows: 12)])
    func everyRecipeRendersWithinItsPane(_ size: TerminalSize) throws {
        let catalog = try #require(Self.catalog, "the bundled Recipes/ folder loads")
        #expect(catalog.recipes.count >= 20)
        var driver = KeystrokeDriver(state: AppState(catalog: catalog, size: size), searcher: IndexSearcher(catalog: catalog))
        for index in catalog.recipes.indices {
            #expect(driver.state.browse.selection == index)
            let document = try #require(driver.state.detailDocument)
            let width = driver.state.layout.detailWidth(size: size)
            let wide = document.lines.indices.filter { document.lines[$0].width > width }
            #expect(wide.isEmpty, "\(catalog.recipes[index].id): lines \(wide) are wider than \(width)")
            #expect(!document.codeBlocks.isEmpty, "\(catalog.recipes[index].id) shows no code")
            driver.press(.character("j"))
        }
    }

    @Test func theIssuesExampleSearchesLandOnPitfalls() throws {
        let catalog = try #require(Self.catalog)
        for query in ["region loop", "cursor jumps", "canSendMail"] {
            var driver = KeystrokeDriver(
                state: AppState(catalog: catalog, size: TerminalSize(columns: 120, rows: 40)),
                searcher: IndexSearcher(catalog: catalog))
            driver.press(.character("/"))
            driver.type(query)
            let top = driver.state.browse.rows.prefix(3)
            #expect(top.contains { if case .pitfall = $0.kind { true } else { false } }, "\(query): \(Array(top))")
        }
    }

    /// Issue 15 §5: a bold lead-in with inline code was shown twice. Every bundled pitfall's
    /// title appears exactly once in its detail lines.
    @Test func everyPitfallTitleIsShownOnce() throws {
        let catalog = try #require(Self.catalog)
        var checked = 0
        for recipe in catalog.recipes {
            let document = DetailDocument(recipe: recipe, width: 200, target: nil, terms: [])
            for (index, pitfall) in recipe.pitfalls.enumerated() {
                guard let title = pitfall.title else { continue }
                let start = document.pitfallLines[index]
                let end = index + 1 < document.pitfallLines.count ? document.pitfallLines[index + 1] : document.lines.count
                let text = document.lines[start..<end].map(\.text).joined(separator: " ")
                #expect(text.components(separatedBy: title).count == 2, "\(recipe.id)#\(pitfall.id): \(text)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }
}
