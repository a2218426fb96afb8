import Foundation
import RecipeKit
import Testing
@testable import RecipeTUI

@Suite struct StateStoreTests {
    private func temporaryDirectory() -> String {
        URL(fileURLWithPath: scratchFolder).appendingPathComponent("recipes-state-\(UUID().uuidString)/recipes").path
    }

    @Test func savesAndLoadsBack() throws {
        let store = StateStore(directory: temporaryDirectory())
        defer { try? FileManager.default.removeItem(atPath: (store.directory as NSString).deletingLastPathComponent) }
        #expect(store.load().state == nil)
        #expect(store.load().warning == nil)
        let saved = SavedState(
            favourites: ["mkmapview"], position: ReadingPosition(recipeID: "mkmapview", detailScroll: 12),
            target: "iOS 16", stillNeededOnly: true)
        try store.save(saved)
        #expect(store.load().state == saved)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.directory)
        #expect(leftovers == ["state.json"], "no temporary file is left behind")
    }

    @Test func aCorruptFileIsSetAsideWithAWarning() throws {
        let store = StateStore(directory: temporaryDirectory())
        defer { try? FileManager.default.removeItem(atPath: (store.directory as NSString).deletingLastPathComponent) }
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: store.path))
        let loaded = store.load()
        #expect(loaded.state == nil)
        #expect(loaded.warning?.contains("moved it to") == true)
        #expect(!FileManager.default.fileExists(atPath: store.path))
        #expect(FileManager.default.fileExists(atPath: store.path + ".corrupt"))
        try store.save(SavedState(favourites: [], position: nil, target: nil, stillNeededOnly: false))
        #expect(store.load().warning == nil)
    }

    @Test func savedStateRoundTripsThroughAppState() {
        var state = AppState(
            catalog: TestCatalog.catalog, size: TerminalSize(columns: 80, rows: 24),
            target: DeploymentTarget(platform: .iOS, version: OSVersion(16)), favourites: ["mail-composer"])
        _ = update(&state, .key(.character("j")))
        let saved = SavedState(state)
        #expect(saved.favourites == ["mail-composer"])
        #expect(saved.target == "iOS 16")
        #expect(saved.position?.recipeID == "mail-composer")
    }

    @Test func optionsComeFromTheEnvironment() {
        let options = TUIOptions(environment: ["NO_COLOR": "1", "XDG_STATE_HOME": "/var/state", "HOME": "/home/me"])
        #expect(!options.useColour)
        #expect(options.stateDirectory == "/var/state/recipes")
        let defaults = TUIOptions(environment: ["NO_COLOR": "", "XDG_STATE_HOME": "relative", "HOME": "/home/me"])
        #expect(defaults.useColour)
        #expect(defaults.stateDirectory == "/home/me/.local/state/recipes")
    }
}
