import RecipeKit
import RecipeTUI

/// Small catalogs built from `Recipe` values, so tests do not depend on the bundled library.
enum TestCatalog {
    static let mapCode = """
        import SwiftUI
        import MapKit

        struct TrailMap: UIViewRepresentable {
            @Binding var region: MKCoordinateRegion

            func makeUIView(context: Context) -> MKMapView {
                let map = MKMapView()
                map.delegate = context.coordinator
                return map
            }

            func updateUIView(_ map: MKMapView, context: Context) {
                // Compare before setting: setRegion calls the delegate again.
                if !map.region.isClose(to: region) { map.setRegion(region, animated: true) }
            }

            final class Coordinator: NSObject, MKMapViewDelegate {
                var parent: TrailMap
                init(parent: TrailMap) { self.parent = parent }
                func mapView(_ map: MKMapView, regionDidChangeAnimated animated: Bool) {
                    parent.region = map.region
                }
            }
        }
        """

    static let map = Recipe(
        id: "mkmapview", title: "MKMapView with a bound region",
        summary: "Show an `MKMapView` whose visible region follows a SwiftUI binding.",
        source: SourceLocation(path: "Recipes/mkmapview.md", line: 1),
        wrapper: Wrapper(protocol: .uiView, typeName: "TrailMap", wrappedType: "MKMapView"),
        coordinator: Coordinator(typeName: "Coordinator", protocols: ["MKMapViewDelegate"], isMainActor: false),
        delegateMethods: [
            DelegateMethod(
                selector: "mapView(_:regionDidChangeAnimated:)", protocol: "MKMapViewDelegate",
                signature: "func mapView(_ map: MKMapView, regionDidChangeAnimated animated: Bool)", line: 30)
        ],
        lifecycle: [.make, .update],
        codeBlocks: [
            CodeBlock(role: .wrapper, language: "swift", code: mapCode, line: 12),
            CodeBlock(
                role: .callSite, language: "swift",
                code:
                    "struct TrailScreen: View {\n    @State private var region = MKCoordinateRegion()\n    var body: some View { TrailMap(region: $region) }\n}",
                line: 50)
        ],
        pitfalls: [
            Pitfall(
                id: "region-loop", title: "The region loops.",
                text:
                    "**The region loops.** The delegate writes the binding, the update calls `setRegion`, which calls the delegate again. Compare with a tolerance before calling `setRegion`.",
                line: 60, rule: "update-without-guard"),
            Pitfall(
                id: "annotations", title: "Duplicate annotations.",
                text: "**Duplicate annotations.** Removing and re-adding every pin on each update makes them flicker; diff by identity.",
                line: 64)
        ],
        notes: ["User location needs the location permission first."],
        preferNative: [
            PreferNative(
                platform: .iOS, since: OSVersion(17), api: "Map",
                text: "`Map` with `MapContentBuilder` content covers pins, camera and selection.", line: 70)
        ],
        minimumTarget: DeploymentTarget(platform: .iOS, version: OSVersion(16)),
        frameworks: ["SwiftUI", "MapKit"], tags: ["map", "region", "pins"])

    static let textView = Recipe(
        id: "nstextview", title: "NSTextView in a scroll view",
        summary: "A rich text editor on macOS whose cursor does not jump while typing.",
        source: SourceLocation(path: "Recipes/nstextview.md", line: 1),
        wrapper: Wrapper(protocol: .nsView, typeName: "TextEditorView", wrappedType: "NSScrollView"),
        codeBlocks: [
            CodeBlock(
                role: .wrapper, language: "swift",
                code: "struct TextEditorView: NSViewRepresentable {\n    @Binding var text: String\n}", line: 10)
        ],
        pitfalls: [
            Pitfall(
                id: "cursor-jumps", title: "The cursor jumps.",
                text: "**The cursor jumps.** Setting `string` on every update moves the insertion point to the end.", line: 40)
        ],
        preferNative: [PreferNative(platform: .macOS, since: OSVersion(11), api: "TextEditor", text: "`TextEditor` edits plain text.", line: 45)],
        minimumTarget: DeploymentTarget(platform: .macOS, version: OSVersion(13)),
        frameworks: ["SwiftUI", "AppKit"], tags: ["text", "cursor"])

    static let scanner = Recipe(
        id: "datascanner", title: "VisionKit DataScannerViewController for live text",
        summary: "Scan text and barcodes with VisionKit.",
        source: SourceLocation(path: "Recipes/datascanner.md", line: 1),
        wrapper: Wrapper(protocol: .uiViewController, typeName: "ScannerView", wrappedType: "DataScannerViewController"),
        codeBlocks: [
            CodeBlock(
                role: .wrapper, language: "swift",
                code: "struct ScannerView: UIViewControllerRepresentable {\n    let onText: (String) -> Void\n}", line: 10)
        ],
        pitfalls: [
            Pitfall(
                id: "availability", title: "Check isSupported.",
                text: "**Check isSupported.** `DataScannerViewController.isSupported` is false on older devices.", line: 30)
        ],
        noNativeReplacement: "No SwiftUI view scans live text.",
        minimumTarget: DeploymentTarget(platform: .iOS, version: OSVersion(17)),
        frameworks: ["SwiftUI", "VisionKit"], tags: ["scanner", "barcode"])

    static let mail = Recipe(
        id: "mail-composer", title: "Write mail with MFMailComposeViewController",
        summary: "Compose mail; check canSendMail first.",
        source: SourceLocation(path: "Recipes/mail.md", line: 1),
        wrapper: Wrapper(protocol: .uiViewController, typeName: "MailView", wrappedType: "MFMailComposeViewController"),
        codeBlocks: [CodeBlock(role: .wrapper, language: "swift", code: "struct MailView: UIViewControllerRepresentable {}", line: 10)],
        pitfalls: [
            Pitfall(
                id: "can-send-mail", title: "Crash without an account.",
                text: "**Crash without an account.** Presenting without `MFMailComposeViewController.canSendMail()` crashes.", line: 20)
        ],
        minimumTarget: DeploymentTarget(platform: .iOS, version: OSVersion(13)),
        frameworks: ["SwiftUI", "MessageUI"], tags: ["mail"])

    /// Four recipes, in title order: map (iOS 16, native from 17), text view (macOS), scanner (iOS 17), mail (iOS 13).
    static let catalog = Catalog(recipes: [map, textView, scanner, mail])

    /// A recipe whose text tries to reach the terminal with escape sequences and C1 controls.
    static let hostile = Recipe(
        id: "hostile", title: "Evil\u{1B}]52;c;ZXZpbA==\u{07} title\u{9B}31m",
        summary: "Clears the screen \u{1B}[2J and sets the title \u{1B}]0;pwned\u{07}; bidi \u{202E}reversed\u{202C}.",
        source: SourceLocation(path: "Recipes/hostile.md", line: 1),
        codeBlocks: [CodeBlock(role: .wrapper, language: "swift", code: "let bell = \"\u{07}\"\n\u{1B}[31mred", line: 3)],
        pitfalls: [Pitfall(id: "x", title: nil, text: "Tab\there and a CR\r in the middle \u{1B}[?1049l.", line: 5)],
        frameworks: ["SwiftUI"])

    /// A recipe with wide characters and combining marks.
    static let wide = Recipe(
        id: "wide", title: "日本語のテキスト 🗺 café",
        summary: "表示幅は二列です。Combining: e\u{301}.",
        source: SourceLocation(path: "Recipes/wide.md", line: 1),
        minimumTarget: DeploymentTarget(platform: .iOS, version: OSVersion(15)))

    /// `count` generated recipes (for scrolling and large lists).
    static func generated(_ count: Int) -> Catalog {
        Catalog(
            recipes: (0..<count).map { index in
                var recipe = map
                recipe.id = "recipe-\(index)"
                recipe.title = "Recipe number \(index)"
                return recipe
            })
    }
}
