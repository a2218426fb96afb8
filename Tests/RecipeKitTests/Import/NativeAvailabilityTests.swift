import Testing
@testable import RecipeKit

/// A version a document states that Apple's documentation contradicts is kept as written and named
/// in a note with the documented first version (issue 10, item 6).
@Suite struct NativeAvailabilityTests {
    static let document = """
        # Picking photos

        ```swift
        struct LibraryPicker: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
            func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}
        }
        ```

        Pitfalls:

        - **Prefer native.** Use `PhotosPicker` for iOS 17+ instead of this wrapper.
        - Prefer native: from tvOS 17 `ShareLink` shares without a wrapper.
        - Prefer native: from iOS 17 `Map` with `Marker` covers pins.
        """

    @Test func contradictedVersionsAreKeptAndNoted() throws {
        let (recipes, diagnostics) = importText(Self.document, path: "photos.md")
        let recipe = try #require(recipes.first)
        #expect(recipe.preferNative.map(\.api) == ["PhotosPicker", "ShareLink", "Map"])
        #expect(recipe.preferNative[0].since == OSVersion(17))  // as written
        #expect(recipe.preferNative[0].text.contains("iOS 17+"))
        #expect(diagnostics.map(\.line) == [12, 13])
        #expect(diagnostics.allSatisfy { $0.severity == .note })
        #expect(diagnostics[0].message == "the text says `PhotosPicker` from iOS 17; Apple documents it from iOS 16; the text is kept as written")
        #expect(diagnostics[1].message.hasPrefix("Apple documents `ShareLink` on iOS, macOS, watchOS, visionOS, not on tvOS"))
    }

    @Test func everyDocumentedFormOfAnAPIIsRight() {
        func note(_ api: String, _ platform: Platform, _ major: Int?) -> PreferNative {
            PreferNative(platform: platform, since: major.map { OSVersion($0) }, api: api, text: "", line: 1)
        }
        #expect(NativeAvailability.contradiction(note("Map", .iOS, 14)) == nil)
        #expect(NativeAvailability.contradiction(note("Map", .iOS, 17)) == nil)
        #expect(NativeAvailability.contradiction(note("TextEditor", .iOS, 26)) == nil)
        #expect(NativeAvailability.contradiction(note(".searchable(text:)", .iOS, 15)) == nil)
        #expect(NativeAvailability.contradiction(note("PhotosUI.PhotosPicker", .macOS, 13)) == nil)
        #expect(NativeAvailability.contradiction(note("ShareLink", .iOS, nil)) == nil)  // no version stated
        #expect(NativeAvailability.contradiction(note("SomethingElse", .iOS, 3)) == nil)  // not in the table
        #expect(NativeAvailability.contradiction(note("WebView", .iOS, 17)) != nil)
        #expect(NativeAvailability.contradiction(note("MultiDatePicker", .macOS, 13)) != nil)
    }

    /// Prose that keeps the wrapper only as a fallback for older systems says to prefer the native
    /// API it names, from the version its heading gives (a macOS release's name may sit before the
    /// number); the older version the fallback serves is no first version. A paragraph that names
    /// a fallback but no documented native API gives no note.
    @Test func aWrapperKeptAsAFallbackNamesTheNativeAPI() throws {
        let text = """
            # Maps on the Mac

            A few notes on maps in desktop apps.

            ## Maps in SwiftUI (macOS Sonoma 14+)

            The SwiftUI `Map` takes markers and annotations as content now. To keep supporting macOS 13, ship a small `NSViewRepresentable` fallback.

            ```swift
            struct OldMap: NSViewRepresentable {
                func makeNSView(context: Context) -> MKMapView { MKMapView() }
                func updateNSView(_ view: MKMapView, context: Context) {}
            }
            ```

            If the tiles fail to load, fall back to a static `MapSnapshot` image made by your own wrapper.
            """
        let (recipes, _) = importText(text, path: "maps.md")
        let recipe = try #require(recipes.first)
        #expect(recipe.preferNative.map(\.api) == ["Map"])
        #expect(recipe.preferNative.first?.platform == .macOS)
        #expect(recipe.preferNative.first?.since == OSVersion(14))
    }
}
