import Testing
@testable import RecipeTUI

/// Issue 15 §9: one key table drives the keys and the `?` help.
@Suite struct KeyTableTests {
    @Test func everyBindingIsInTheHelpAndEveryHelpLineIsABinding() {
        let helpKeys = HelpContent.lines.filter { !$0.keys.isEmpty }.map(\.keys)
        for binding in KeyTable.bindings {
            #expect(helpKeys.contains(binding.keyLabel), "\(binding.keyLabel) is missing from the help")
        }
        #expect(helpKeys.count == KeyTable.bindings.count + 1, "only the mouse line is not a key")
    }

    @Test func aKeyOutsideTheTableDoesNothingAndOneInsideIt() {
        var state = AppState(catalog: TestCatalog.catalog, size: TerminalSize(columns: 100, rows: 30))
        #expect(KeyTable.command(for: .character("Z"), in: .page) == nil)
        _ = update(&state, .key(.character("Z")))
        #expect(state.browse.selection == 0 && state.overlay == nil)
        #expect(KeyTable.command(for: .character("?"), in: .page) == .help)
        _ = update(&state, .key(.character("?")))
        #expect(state.overlay == .help(scroll: 0))
    }

    @Test func keysAreNamedForPeople() {
        #expect(Key.control("o").name == "Ctrl-O")
        #expect(Key.character(" ").name == "Space")
        #expect(KeyBinding(.page, "x", [.character("j"), .down], .down, "").keyLabel == "j ↓")
    }
}
