import Foundation
import Testing
@testable import RecipeKit

/// The bundled `Recipes/` library imports fully and cleanly: every file, every field.
@Suite struct BundledLibraryTests {
    static let catalog: Catalog = {
        (try? CatalogLoader(mode: .houseFormat).load(paths: [repositoryRoot + "/Recipes"])) ?? Catalog(recipes: [])
    }()

    @Test func libraryLintsClean() {
        #expect(Self.catalog.diagnostics == [])
        #expect(Self.catalog.recipes.count >= 36)
    }

    @Test func everyRecipeIsExtractedFully() {
        for recipe in Self.catalog.recipes {
            let where_ = "\(recipe.source)"
            #expect(recipe.wrapper?.wrappedType != nil, "\(where_): no wrapped type")
            #expect(recipe.minimumTarget != nil, "\(where_): no minimum target")
            #expect(recipe.pitfalls.count >= 2, "\(where_): fewer than two pitfalls")
            #expect(recipe.pitfalls.allSatisfy { $0.title != nil }, "\(where_): a pitfall without a lead-in")
            #expect(!recipe.preferNative.isEmpty || recipe.noNativeReplacement != nil, "\(where_): no prefer-native statement")
            #expect(recipe.codeBlocks.contains { $0.role == .callSite }, "\(where_): no call site")
            #expect(!recipe.tags.isEmpty, "\(where_): no tags")
            if let coordinator = recipe.coordinator, !coordinator.protocols.isEmpty {
                #expect(
                    !recipe.delegateMethods.isEmpty, "\(where_): coordinator conforms to \(coordinator.protocols) but no delegate method was read")
            }
            for note in recipe.preferNative {
                #expect(note.since != nil, "\(where_): \(note.api) has no version")
            }
        }
    }

    /// Versions the facts table (shared/facts/native-availability.md) pins down.
    @Test func nativeVersionsMatchAppleDocumentation() {
        let facts: [String: Int] = [
            "PhotosPicker": 16, "ShareLink": 16, "VideoPlayer": 14, "ColorPicker": 14, "SpriteView": 14,
            "Canvas": 15, "TimelineView": 15, "WebView": 26, "WebPage": 26, "Gauge": 16, "Chart": 16
        ]
        for recipe in Self.catalog.recipes {
            for note in recipe.preferNative where note.platform == .iOS {
                if let expected = facts[note.api] {
                    #expect(
                        note.since == OSVersion(expected),
                        "\(recipe.id): \(note.api) is iOS \(expected), recipe says \(note.since?.description ?? "nothing")")
                }
                if note.api == "Map" { #expect(note.since == OSVersion(17), "\(recipe.id): the MapContentBuilder Map is iOS 17") }
            }
        }
    }

    @Test func lookupFindsRecipesByWhatPeopleType() {
        let recipes = Self.catalog.recipes
        guard let map = recipes.first(where: { $0.wrapper?.wrappedType == "MKMapView" && $0.platform == .iOS }) else {
            Issue.record("no MKMapView recipe"); return
        }
        #expect(RecipeLookup.find("map", in: recipes) == .found(map))
        #expect(RecipeLookup.find("MKMapView", in: recipes) == .found(map))
        #expect(RecipeLookup.find("mkmapveiw", in: recipes) == .found(map))
        #expect(RecipeLookup.find(map.wrapper!.typeName.lowercased(), in: recipes) == .found(map))
        #expect(RecipeLookup.find("zzzz", in: recipes) == .notFound)
    }
}
