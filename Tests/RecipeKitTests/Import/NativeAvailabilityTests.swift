import Testing
@testable import RecipeKit

/// A version a document states that Apple's documentation contradicts is kept as written and named
/// in a note with the documented first version (issue 10, item 6).
@Suite struct NativeAvailabilityTests {
    /// "SwiftUI has a view for this" without a version is a note from the view's first version, as
    /// Apple documents it; a sentence that says what the native view cannot do is no note.
    @Test func aNativeViewNamedAsTheReplacementWithoutAVersionIsPreferred() throws {
        let text = """
            # A badge label

            ```swift
            struct Badge: UIViewRepresentable {
                var text: String
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ label: UILabel, context: Context) { label.text = text }
            }
            ```

            You rarely need this wrapper: SwiftUI has the `Text` view, which can be used instead.
            """
        let badge = try #require(importText(text, path: "badge.md").recipes.first)
        #expect(badge.preferNative.map(\.api) == ["Text"])
        #expect(badge.preferNative.first?.since == OSVersion(13))
        let limited = text.replacingOccurrences(
            of: "You rarely need this wrapper: SwiftUI has the `Text` view, which can be used instead.",
            with: "SwiftUI's `Text` cannot draw a badge outline, so we use UILabel instead.")
        #expect(try #require(importText(limited, path: "badge.md").recipes.first).preferNative.isEmpty)
    }

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

    /// A document that pins a native API to the version it arrived in, beside its wrapper, in any
    /// of the languages people write in, says to prefer that API from that version.
    @Test(arguments: [
        "Until iOS 16 SwiftUI had no `ShareLink`, which is why this wrapper exists.",
        "ShareLink only works from iOS 16, so older systems get a wrapped UIActivityViewController.",
        "With iOS 16 or later, reach for `ShareLink` and drop the representable.",
        "ShareLink은 iOS 16부터 쓸 수 있어서 UIViewControllerRepresentable로 감쌌다.",
        "ShareLinkはiOS 16以降なので、UIViewControllerRepresentableで包みました。",
        "ShareLink 需要 iOS 16 起才能用，所以这里用 UIViewControllerRepresentable 封装。"
    ])
    func aNativeAPIPinnedToItsVersionBesideTheWrapperIsPreferred(_ advice: String) throws {
        let (recipes, _) = importText(shareSheetDocument(advice), path: "share.md")
        let note = try #require(recipes.first?.preferNative.first)
        #expect(note.api == "ShareLink")
        #expect(note.platform == .iOS)
        #expect(note.since == OSVersion(16))
    }

    /// The same words without the wrapper, or with a version older than the API, are no such advice.
    @Test(arguments: [
        "Show `ContentUnavailableView` from iOS 17 when the list is empty; a plain `Text` will do instead.",
        "SwiftUI's `ShareLink` cannot do this; the activity items' subject needs iOS 13 or later, set in the wrapper."
    ])
    func aVersionThatIsNotTheNativeAPIsStartGivesNoNote(_ prose: String) {
        let (recipes, _) = importText(shareSheetDocument(prose), path: "share.md")
        #expect(recipes.first?.preferNative.isEmpty == true)
    }

    private func shareSheetDocument(_ paragraph: String) -> String {
        """
        # Sharing from SwiftUI

        A sheet to share the current item.

        \(paragraph)

        ```swift
        struct ShareSheet: UIViewControllerRepresentable {
            let items: [Any]
            func makeUIViewController(context: Context) -> UIActivityViewController {
                UIActivityViewController(activityItems: items, applicationActivities: nil)
            }
            func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
        }
        ```
        """
    }
}
