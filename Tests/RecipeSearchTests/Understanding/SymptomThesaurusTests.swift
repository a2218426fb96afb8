import RecipeKit
@testable import RecipeSearch
import Testing

/// Symptom words people use meet the words the recipes use, below a literal match.
@Suite struct SymptomThesaurusTests {
    private static let loop = TestCatalog.recipe(
        "loop", title: "A map that loops", wrapper: Wrapper(protocol: .uiView, typeName: "Map", wrappedType: "MKMapView"),
        pitfalls: [
            ("The region loops.", "Each update sets the region and the delegate writes it back."),
            ("Pins flicker.", "All annotations are removed and added again.")
        ])
    private static let index = SearchIndex(catalog: Catalog(recipes: [loop]))

    private func top(_ text: String) -> String? {
        Self.index.search(SearchQuery(text: text, limit: 3)).hits.first.map { QuestionFixtures.key($0, Catalog(recipes: [Self.loop])) }
    }

    /// A question over two recipes of one pitfall each (id, title, pitfall title, pitfall text),
    /// and the pitfall that must come first.
    struct Case: Sendable, CustomStringConvertible {
        var query: String
        var recipes: [[String]]
        var first: String
        var description: String { query }
    }

    /// Words people use meet the words of the recipes: short forms in titles ("cam", "img", "btn")
    /// meet the words the recipes spell out; the ring/silent switch goes by several names (a player
    /// muted by the "ringer" switch is the silent-switch pitfall, both words met, ahead of a toggle
    /// switch that has one); the "-es" of a verb after ch, sh, x or z is a form of the word (a list
    /// that "refreshes twice" has both words of "refresh twice" itself, ahead of a refresh control
    /// whose pitfall has "twice" and whose title has "refresh"); App Review's "purpose string" is
    /// an Info.plist usage description (ahead of a common "missing"); "breaks" says only that something is wrong, so an overlay
    /// that "breaks buttons" is the overlay whose buttons stop, not a pitfall that says "breaks";
    /// an "error" in a title is often the crash itself (the sheet that dies on an iPad, ahead of a
    /// pitfall that says "error" in a recipe made for iPad); a player that "continues" after the
    /// screen is left is the one whose sound "keeps" going after it closes, and "audio" is the
    /// recipes' "sound"; a "cancel" button that does not work is a sheet that never closes; a
    /// permission people cannot request is the access a calendar editor asks for.
    @Test(arguments: [
        Case(
            query: "cam stays on after closing",
            recipes: [
                ["sheet", "A sheet", "The sheet stays on screen after closing.", "Dismiss it from the presenter."],
                ["preview", "A capture preview", "The camera stays on after the screen closes.", "Stop the session in dismantle."]
            ], first: "preview#p0"),
        Case(
            query: "ringer switch",
            recipes: [
                ["toggle", "A toggle switch", "The switch label is cut short.", "Give the label room."],
                ["player", "A video player", "No sound with the silent switch on.", "Set the session category to playback."]
            ], first: "player#p0"),
        Case(
            query: "refresh twice",
            recipes: [
                ["control", "A refresh control", "Pulling twice does nothing.", "Wait for the end of the first pull."],
                ["list", "A search list", "The list refreshes twice.", "Each update reloads it."]
            ], first: "list#p0"),
        Case(
            query: "Missing Purpose String",
            recipes: [
                ["label", "A label", "A missing value shows nothing.", "Give the label a value."],
                ["list", "A list", "Rows go missing after a reload.", "Keep the identifiers stable."],
                ["map", "A map", "Pins go missing after zooming.", "Reuse the annotation views."],
                ["grid", "A grid", "Cells go missing at the edge.", "Invalidate the layout."],
                ["calendar", "A calendar editor", "The app is killed when the editor opens.", "Add NSCalendarsUsageDescription to Info.plist."]
            ], first: "calendar#p0"),
        Case(
            query: "Overlay breaks buttons",
            recipes: [
                ["style", "A sign-in button", "Restyling breaks the rules.", "Keep the system look of the buttons."],
                ["overlay", "A pass-through overlay", "The buttons under the overlay stop working.", "Return nil from the hit test."]
            ], first: "overlay#p0"),
        Case(
            query: "Error on iPad",
            recipes: [
                ["scanner", "A code scanner for iPhone and iPad", "Showing the error as state in the update.", "Report it after the update returns."],
                ["web", "A web view", "An error page after a failed load.", "Check the URL."],
                ["share", "A share sheet", "The sheet crashes on iPad.", "Give the popover a source view."]
            ], first: "share#p0"),
        Case(
            query: "player continues after exit",
            recipes: [
                ["loop", "A looping player", "The player restarts after a seek.", "Seek on the player, not the item."],
                ["video", "A video player", "The sound keeps playing after the screen closes.", "Pause it in dismantle."]
            ], first: "video#p0"),
        Case(
            query: "audio missing",
            recipes: [
                ["list", "A list", "Rows go missing after a reload.", "Keep the identifiers stable."],
                ["video", "A video player", "The sound goes missing on some phones.", "Set the session category to playback."]
            ], first: "video#p0"),
        Case(
            query: "cancel button issue",
            recipes: [
                ["button", "A custom button", "The button ignores taps.", "Give the button a content shape."],
                ["store", "A store page", "The Done button never closes the sheet.", "Dismiss it in the finish callback."]
            ], first: "store#p0"),
        Case(
            query: "unable to request permissions",
            recipes: [
                ["signin", "A sign-in button", "The authorization request returns no name.", "Only the first sign-in has it."],
                ["calendar", "A calendar editor", "The old access request fails.", "Ask for write-only access."]
            ], first: "calendar#p0")
    ])
    func wordsPeopleUseMeetTheRecipesWords(_ example: Case) {
        let catalog = Catalog(recipes: example.recipes.map { TestCatalog.recipe($0[0], title: $0[1], pitfalls: [($0[2], $0[3])]) })
        let hits = SearchIndex(catalog: catalog).search(SearchQuery(text: example.query, limit: 3)).hits
        #expect(hits.first.map { QuestionFixtures.key($0, catalog) } == example.first)
    }

    @Test func symptomWordsFindTheRecipesWords() {
        #expect(top("region infinite ") == "loop#p0")
        #expect(top("pins blinking ") == "loop#p1")
        #expect(top("the browser does not close") == nil)  // no group word matches here
        #expect(QuestionFixtures.top("safari view will not close after login") == "safari-view#p0")
    }

    /// "Remember" is how people ask for what the recipes call restoring: a split view whose
    /// sidebar width is not restored answers "remember the width of the sidebar", ahead of a tree
    /// whose pitfall says "remembered" about something else (width being a common word here).
    @Test func rememberingMeetsRestoring() {
        let split = TestCatalog.recipe(
            "split", title: "A two-pane split view", pitfalls: [("The sidebar width is not restored.", "Each launch starts from the default.")])
        let tree = TestCatalog.recipe(
            "tree", title: "An outline", pitfalls: [("Open folders are not remembered.", "Expanded rows in the sidebar are lost on reload.")])
        let label = TestCatalog.recipe(
            "label", title: "A wrapping label",
            pitfalls: [
                ("The label ignores the width.", "Without a preferred width the text never wraps."),
                ("The width jumps.", "A width set during the update fights the layout.")
            ])
        let catalog = Catalog(recipes: [tree, split, label])
        let hits = SearchIndex(catalog: catalog).search(SearchQuery(text: "Remember the width of the sidebar", limit: 3)).hits
        #expect(hits.first.map { QuestionFixtures.key($0, catalog) } == "split#p0")
    }

    /// "The sidebar is not saved" asks why it is not remembered: keeping state across launches is
    /// said with save, persist, remember or restore.
    @Test func savingMeetsRemembering() {
        let tree = TestCatalog.recipe(
            "tree", title: "An outline", pitfalls: [("Open folders are not remembered.", "Expanded rows in the sidebar are lost on relaunch.")])
        let grid = TestCatalog.recipe(
            "grid", title: "A collection of rows", pitfalls: [("The sidebar redraws on every change.", "Each update rebuilds the sidebar rows.")])
        let catalog = Catalog(recipes: [grid, tree])
        for question in ["sidebar never persisted", "sidebar is not saved"] {
            let hits = SearchIndex(catalog: catalog).search(SearchQuery(text: question, limit: 3)).hits
            #expect(hits.first.map { QuestionFixtures.key($0, catalog) } == "tree#p0", "\(question)")
        }
    }

    /// "Not working with Chinese input" asks about an input method composing: the recipes say
    /// marked text and composition, people say the language or the keyboard.
    @Test func aLanguageMeetsItsInputMethod() {
        let editor = TestCatalog.recipe(
            "editor", title: "A text editor", pitfalls: [("Characters vanish while composing.", "Writing the text cancels the marked text.")])
        let field = TestCatalog.recipe(
            "field", title: "A text field", pitfalls: [("The field loses its text.", "Each update writes the text again.")])
        let catalog = Catalog(recipes: [field, editor])
        for question in ["text editor not support Chinese", "japanese input drops characters", "IME broken in text"] {
            let hits = SearchIndex(catalog: catalog).search(SearchQuery(text: question, limit: 3)).hits
            #expect(hits.first.map { QuestionFixtures.key($0, catalog) } == "editor#p0", "\(question)")
        }
    }

    @Test func aLiteralMatchRanksAboveASynonym() {
        let literal = TestCatalog.recipe("literal", title: "Pins blink", pitfalls: [("The pins blink.", "Markers blink on update.")])
        let synonym = TestCatalog.recipe("synonym", title: "Pins flicker", pitfalls: [("The pins flicker.", "Markers flicker on update.")])
        let catalog = Catalog(recipes: [synonym, literal])
        let hits = SearchIndex(catalog: catalog).search(SearchQuery(text: "pins blink ")).hits
        #expect(hits.map(\.recipeID).first == "literal")
        #expect(hits.map(\.recipeID).contains("synonym"))
    }

    @Test func aWordsSynonymsAreTheOtherFormsOfItsGroup() {
        #expect(Set(SymptomThesaurus.synonyms(of: "looping")) == ["infinite", "endless", "repeatedly", "recursion", "recursive"])
        #expect(Set(SymptomThesaurus.synonyms(of: "fired")) == ["called", "invoked", "triggered"])
        #expect(SymptomThesaurus.synonyms(of: "region").isEmpty)
        #expect(SymptomThesaurus.synonyms(of: "").isEmpty)
        // Every word of every group, against the group read off the text.
        for line in SymptomThesaurus.text.split(separator: "\n") where !line.hasPrefix("#") {
            let group = line.split(separator: " ").map(String.init)
            for word in group {
                let others = group.filter { Stemmer.stem($0) != Stemmer.stem(word) }
                #expect(Set(SymptomThesaurus.synonyms(of: word)) == Set(others), "\(word)")
            }
        }
    }
}
