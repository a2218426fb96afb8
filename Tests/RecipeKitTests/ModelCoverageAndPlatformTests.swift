import Testing
@testable import RecipeKit

/// The model's newer parts read from house recipes: every representable protocol, platforms
/// beyond iOS and macOS, prefer-native coverage and pitfall sources.
@Suite struct ModelCoverageAndPlatformTests {
    static func recipe(platform: String, minimum: String, wrapper: String, preferNative: String, pitfalls: String? = nil) -> String {
        """
        # A recipe

        > Wraps something.

        - Platform: \(platform)
        - Minimum: \(minimum)
        - Frameworks: SwiftUI

        ## Wrapper

        ```swift
        \(wrapper)
        ```

        ## Call site

        ```swift
        struct S: View { var body: some View { Text("x") } }
        ```

        ## Pitfalls

        \(pitfalls ?? """
        - **One thing.** It breaks. [source: https://developer.apple.com/documentation/swiftui/a]
        - **Another thing.** It breaks too. [check: stale-parent] [source: https://github.com/o/r/issues/1]
        """)

        ## Prefer native

        \(preferNative)
        """
    }

    static let gesture = """
        struct PinchReader: UIGestureRecognizerRepresentable {
            func makeUIGestureRecognizer(context: Context) -> UIPinchGestureRecognizer { UIPinchGestureRecognizer() }
            func handleUIGestureRecognizerAction(_ recognizer: UIPinchGestureRecognizer, context: Context) {}
        }
        """

    @Test func aGestureRecognizerRecipeImportsWithItsWrappedTypeAndAction() throws {
        let text = Self.recipe(
            platform: "iOS", minimum: "iOS 18", wrapper: Self.gesture, preferNative: "None as of iOS 27: no native pinch location.")
        let (recipes, diagnostics) = importText(text, path: "Recipes/pinch.md", mode: .houseFormat)
        #expect(diagnostics == [])
        let recipe = try #require(recipes.first)
        #expect(
            recipe.wrapper
                == Wrapper(protocol: .uiGestureRecognizer, typeName: "PinchReader", wrappedType: "UIPinchGestureRecognizer", platform: .iOS))
        #expect(recipe.lifecycle == [.make, .handleAction])
    }

    @Test(arguments: [
        (
            "watchOS", "watchOS 6",
            "struct MapBox: WKInterfaceObjectRepresentable {\n    func makeWKInterfaceObject(context: Context) -> WKInterfaceMap { WKInterfaceMap() }\n    func updateWKInterfaceObject(_ map: WKInterfaceMap, context: Context) {}\n}",
            RepresentableProtocol.wkInterfaceObject, "WKInterfaceMap"
        ),
        (
            "visionOS", "visionOS 1",
            "struct Glass: UIViewRepresentable {\n    func makeUIView(context: Context) -> UILabel { UILabel() }\n    func updateUIView(_ label: UILabel, context: Context) {}\n}",
            .uiView, "UILabel"
        ),
        (
            "macOS", "macOS 26",
            "struct Press: NSGestureRecognizerRepresentable {\n    func makeNSGestureRecognizer(context: Context) -> NSPressGestureRecognizer { NSPressGestureRecognizer() }\n    func handleNSGestureRecognizerAction(_ r: NSPressGestureRecognizer, context: Context) {}\n}",
            .nsGestureRecognizer, "NSPressGestureRecognizer"
        )
    ])
    func everyPlatformAndProtocolIsHeld(platform: String, minimum: String, code: String, proto: RepresentableProtocol, wrapped: String) throws {
        let text = Self.recipe(platform: platform, minimum: minimum, wrapper: code, preferNative: "None as of iOS 27: nothing.")
        let (recipes, diagnostics) = importText(text, path: "Recipes/x.md", mode: .houseFormat)
        #expect(diagnostics == [])
        let recipe = try #require(recipes.first)
        #expect(recipe.wrapper?.protocol == proto)
        #expect(recipe.wrapper?.wrappedType == wrapped)
        #expect(recipe.platform.rawValue == platform)
        #expect(DeploymentTarget(parsing: minimum)?.platform == recipe.platform)
    }

    @Test func aPlatformTheProtocolLacksIsWarned() {
        let text = Self.recipe(platform: "watchOS", minimum: "watchOS 10", wrapper: Self.gesture, preferNative: "None as of iOS 27: nothing.")
        let (_, diagnostics) = importText(text, path: "Recipes/x.md", mode: .houseFormat)
        #expect(diagnostics.map(\.message).contains { $0.contains("`Platform: watchOS` does not match UIGestureRecognizerRepresentable") })
    }

    @Test func sourcesAndCheckMarkersAreReadInEitherOrder() throws {
        let text = Self.recipe(platform: "iOS", minimum: "iOS 18", wrapper: Self.gesture, preferNative: "None as of iOS 27: nothing.")
        let recipe = try #require(importText(text, path: "Recipes/x.md", mode: .houseFormat).recipes.first)
        #expect(recipe.pitfalls.map(\.source) == ["https://developer.apple.com/documentation/swiftui/a", "https://github.com/o/r/issues/1"])
        #expect(recipe.pitfalls.map(\.rule) == [nil, "stale-parent"])
        #expect(recipe.pitfalls[1].text == "**Another thing.** It breaks too.")
    }

    @Test func aSourceThatIsNotAURLIsWarned() {
        let pitfalls = "- **One.** Breaks. [source: the docs]\n- **Two.** Breaks."
        let text = Self.recipe(
            platform: "iOS", minimum: "iOS 18", wrapper: Self.gesture, preferNative: "None as of iOS 27: nothing.", pitfalls: pitfalls)
        let (_, diagnostics) = importText(text, path: "Recipes/x.md", mode: .houseFormat)
        #expect(diagnostics.map(\.message) == ["`[source: …]` takes one http(s) URL"])
    }

    static let mapNotes = """
        - iOS 17: `Map` with `MapContentBuilder` covers pins, camera and selection; keep the wrapper for overlays and clustering. [keep-if: addOverlay, clusteringIdentifier]
        - iOS 14: `Map(coordinateRegion:)` covers a bound region with simple pins; keep the wrapper for everything else; deprecated in iOS 17.
        - iOS 26: `MapReplacement` replaces the wrapper entirely.
        """

    @Test func coverageKeepIfAndDeprecationAreRead() throws {
        let text = Self.recipe(platform: "iOS", minimum: "iOS 18", wrapper: Self.gesture, preferNative: Self.mapNotes)
        let (recipes, diagnostics) = importText(text, path: "Recipes/x.md", mode: .houseFormat)
        #expect(diagnostics == [])
        let notes = try #require(recipes.first).preferNative
        #expect(notes.map(\.coverage) == [.partial, .partial, .replaces])
        #expect(notes[0].keepWrapperFor == "overlays and clustering")
        #expect(notes[0].keepIf == ["addOverlay", "clusteringIdentifier"])
        #expect(notes[0].text.hasSuffix("overlays and clustering."))
        #expect(notes[1].deprecated == OSVersion(17))
        #expect(notes[2].keepWrapperFor == nil)
    }

    @Test func onlyFullReplacementsMakeAWrapperUnneeded() throws {
        let text = Self.recipe(platform: "iOS", minimum: "iOS 13", wrapper: Self.gesture, preferNative: Self.mapNotes)
        let recipe = try #require(importText(text, path: "Recipes/x.md", mode: .houseFormat).recipes.first)
        let ios16 = DeploymentTarget(platform: .iOS, version: OSVersion(16))
        let ios18 = DeploymentTarget(platform: .iOS, version: OSVersion(18))
        let ios26 = DeploymentTarget(platform: .iOS, version: OSVersion(26))
        #expect(recipe.isStillNeeded(at: ios16))
        #expect(recipe.isStillNeeded(at: ios18))
        #expect(recipe.partialAlternatives(at: ios18).map(\.api) == ["Map", "Map(coordinateRegion:)"])
        #expect(!recipe.isStillNeeded(at: ios26))
        #expect(recipe.replacements(at: ios26).map(\.api) == ["MapReplacement"])
        #expect(recipe.preferNative[1].isDeprecated(at: ios18))
    }

    @Test func aDeprecatedReplacementNoLongerCounts() throws {
        let notes = "- iOS 14: `OldAPI` replaces the wrapper; deprecated in iOS 17."
        let text = Self.recipe(platform: "iOS", minimum: "iOS 13", wrapper: Self.gesture, preferNative: notes)
        let recipe = try #require(importText(text, path: "Recipes/x.md", mode: .houseFormat).recipes.first)
        #expect(!recipe.isStillNeeded(at: DeploymentTarget(platform: .iOS, version: OSVersion(15))))
        #expect(recipe.isStillNeeded(at: DeploymentTarget(platform: .iOS, version: OSVersion(17))))
    }

    @Test func aDottedNameDoesNotEndWhatTheWrapperIsKeptFor() throws {
        let note = BulletReader.preferNative(
            from:
                "From macOS 15 `containerBackground(_:for:)` covers window blending; keep the wrapper for the `.sidebar` and `.hudWindow` materials. More text.",
            line: 1, defaultPlatform: .macOS)
        #expect(note?.keepWrapperFor == "the .sidebar and .hudWindow materials")
    }

    @Test func aThirdPartyNoteThatKeepsTheWrapperIsPartial() throws {
        let note = BulletReader.preferNative(
            from: "From iOS 17 the SwiftUI `Map` covers most needs, but keep the wrapper for overlays.", line: 3, defaultPlatform: .iOS)
        #expect(note?.coverage == .partial)
        #expect(note?.keepWrapperFor == "overlays")
        #expect(BulletReader.preferNative(from: "For iOS 16+, prefer `ShareLink`.", line: 3, defaultPlatform: .iOS)?.coverage == .replaces)
    }

    @Test func newTargetsParse() {
        #expect(DeploymentTarget(parsing: "watchos10") == DeploymentTarget(platform: .watchOS, version: OSVersion(10)))
        #expect(DeploymentTarget(parsing: "visionos2") == DeploymentTarget(platform: .visionOS, version: OSVersion(2)))
        #expect(DeploymentTarget(parsing: "tvos18") == DeploymentTarget(platform: .tvOS, version: OSVersion(18)))
        #expect(DeploymentTarget(parsing: "ios27") == DeploymentTarget(platform: .iOS, version: OSVersion(27)))
    }
}
