import RecipeKit
import RecipeSearch

/// A catalog written for the question tests: several recipes share the words every issue title
/// has ("view", "update", "SwiftUI"), and each answer has one telling word of its own.
enum QuestionFixtures {
    private static func wrapper(_ type: String) -> Wrapper { Wrapper(protocol: .uiViewController, typeName: "Wrapped", wrappedType: type) }

    static let share = TestCatalog.recipe(
        "share-sheet", title: "UIActivityViewController share sheet",
        summary: "Present the share sheet from a SwiftUI view and update its items.",
        wrapper: wrapper("UIActivityViewController"),
        pitfalls: [
            ("The share sheet crashes on iPad.", "Without a source view the popover raises an exception."),
            ("The sheet opens twice.", "Presenting on every update shows it again.")
        ],
        preferNative: [PreferNative(platform: .iOS, since: OSVersion(16), api: "ShareLink", text: "ShareLink replaces the wrapper.", line: 40)],
        minimum: DeploymentTarget(platform: .iOS, version: OSVersion(13)), tags: ["share", "sheet"])

    static let browser = TestCatalog.recipe(
        "safari-view", title: "SFSafariViewController in-app browser",
        summary: "Show a web page in a SwiftUI view; update the URL by making a new controller.",
        wrapper: wrapper("SFSafariViewController"),
        pitfalls: [
            ("The browser never goes away.", "Implement safariViewControllerDidFinish and reset the binding, or the dismissal fails."),
            ("A new URL keeps the old page.", "The view cannot update its URL.")
        ],
        minimum: DeploymentTarget(platform: .iOS, version: OSVersion(13)), tags: ["safari", "web"])

    static let counter = TestCatalog.recipe(
        "counter", title: "A counter label with a SwiftUI binding",
        summary: "A label view that shows a number; every SwiftUI update sets the view's text.",
        wrapper: Wrapper(protocol: .uiView, typeName: "Counter", wrappedType: "UILabel"),
        pitfalls: [
            ("The label does not update.", "The view reads the binding once; SwiftUI update calls must set it again."),
            ("The view is too wide.", "Set the compression resistance so the view does not update its width.")
        ],
        tags: ["label", "view", "update"])

    static let slider = TestCatalog.recipe(
        "slider", title: "A slider view bound in SwiftUI",
        summary: "A UISlider view whose value follows a SwiftUI binding on every update.",
        wrapper: Wrapper(protocol: .uiView, typeName: "Slider", wrappedType: "UISlider"),
        pitfalls: [("The thumb jumps back while dragging.", "An update that sets the value during a drag snaps the view back.")],
        tags: ["slider", "view", "update"])

    static let catalog = Catalog(recipes: [share, browser, counter, slider])
    static let index = SearchIndex(catalog: catalog)

    /// The first hit as `recipe#pitfall-id` or `recipe`.
    static func top(_ text: String, index: SearchIndex = index, catalog: Catalog = catalog) -> String? {
        index.search(SearchQuery(text: text, limit: 5)).hits.first.map { key($0, catalog) }
    }

    static func key(_ hit: SearchHit, _ catalog: Catalog) -> String {
        guard let p = hit.pitfallIndex else { return hit.recipeID }
        return hit.recipeID + "#" + catalog.recipes[hit.recipeIndex].pitfalls[p].id
    }
}
