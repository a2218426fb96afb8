import RecipeKit
import RecipeSearch

/// Small hand-made recipes for search tests.
enum TestCatalog {
    static func recipe(
        _ id: String, title: String, summary: String = "", wrapper: Wrapper? = nil,
        pitfalls: [(title: String, text: String)] = [], preferNative: [PreferNative] = [],
        minimum: DeploymentTarget? = nil, tags: [String] = [], code: [String] = [], selectors: [String] = []
    ) -> Recipe {
        Recipe(
            id: id, title: title, summary: summary, source: SourceLocation(path: "\(id).md", line: 1), wrapper: wrapper,
            delegateMethods: selectors.map { DelegateMethod(selector: $0, protocol: nil, signature: "", line: 1) },
            codeBlocks: code.map { CodeBlock(role: .wrapper, language: "swift", code: $0, line: 1) },
            pitfalls: pitfalls.enumerated().map { i, p in
                Pitfall(id: "p\(i)", title: p.title, text: "**\(p.title)** \(p.text)", line: 10 + i)
            },
            preferNative: preferNative, minimumTarget: minimum, tags: tags)
    }

    static let map = recipe(
        "mkmapview", title: "MKMapView with a bound region",
        summary: "Show an MKMapView whose region follows a binding.",
        wrapper: Wrapper(protocol: .uiView, typeName: "TrailMap", wrappedType: "MKMapView"),
        pitfalls: [
            ("The region loops.", "The delegate writes the binding and the map jitters forever."),
            ("Every pin flickers.", "Removing all annotations on each update redraws every marker.")
        ],
        preferNative: [PreferNative(platform: .iOS, since: OSVersion(17), api: "Map", text: "Map with MapContentBuilder.", line: 30)],
        minimum: DeploymentTarget(platform: .iOS, version: OSVersion(13)), tags: ["map", "region"],
        selectors: ["mapView(_:regionDidChangeAnimated:)"])

    static let textView = recipe(
        "uitextview", title: "UITextView editing attributed text",
        summary: "An editable UITextView bound to an attributed string.",
        wrapper: Wrapper(protocol: .uiView, typeName: "RichEditor", wrappedType: "UITextView"),
        pitfalls: [
            ("The cursor jumps to the end.", "Setting the text on every update moves the caret; compare first."),
            ("The keyboard covers the text.", "Keyboard avoidance does not reach a wrapped text view.")
        ],
        minimum: DeploymentTarget(platform: .iOS, version: OSVersion(17)), tags: ["text", "cursor", "keyboard"])

    static let mail = recipe(
        "mail-compose", title: "MFMailComposeViewController mail composer",
        wrapper: Wrapper(protocol: .uiViewController, typeName: "MailView", wrappedType: "MFMailComposeViewController"),
        pitfalls: [("Presenting without checking canSendMail().", "Check `MFMailComposeViewController.canSendMail()` first.")],
        minimum: DeploymentTarget(platform: .iOS, version: OSVersion(13)), tags: ["mail", "email"])

    static let macText = recipe(
        "nstextview", title: "NSTextView in a scroll view",
        wrapper: Wrapper(protocol: .nsView, typeName: "MacEditor", wrappedType: "NSScrollView"),
        pitfalls: [("The cursor jumps to the end on every keystroke.", "Guard against equal strings.")],
        minimum: DeploymentTarget(platform: .macOS, version: OSVersion(13)), tags: ["text", "cursor"])

    static let catalog = Catalog(recipes: [map, textView, mail, macText])
    static let index = SearchIndex(catalog: catalog)
}
