/// First versions of native SwiftUI APIs as Apple documents them, compiled from
/// `../shared/facts/native-availability.md` (the availability blocks of Apple's documentation pages).
///
/// An API may have more than one documented first version (`Map` is iOS 14, its `MapContentBuilder`
/// form iOS 17; `TextEditor` is iOS 14, its `AttributedString` form iOS 26): a document that names any
/// of them is right. A platform missing from an entry means the API is not on it.
enum NativeAvailability {
    typealias Versions = [Platform: [OSVersion]]

    private static func v(_ major: Int, _ minor: Int = 0) -> OSVersion { OSVersion(major, minor) }

    /// By API name as recommendations write it (without a leading `.` and arguments).
    static let facts: [String: Versions] = [
        "Map": [.iOS: [v(14), v(17)], .macOS: [v(11), v(14)], .tvOS: [v(14), v(17)], .watchOS: [v(7), v(10)]],
        "LookAroundPreview": [.iOS: [v(17)], .macOS: [v(14)]],
        "PhotosPicker": [.iOS: [v(16)], .macOS: [v(13)], .watchOS: [v(9)]],
        "photosPickerStyle": [.iOS: [v(17)], .macOS: [v(14)]],
        "ShareLink": [.iOS: [v(16)], .macOS: [v(13)], .watchOS: [v(9)], .visionOS: [v(1)]],
        "searchable": [.iOS: [v(15)], .macOS: [v(12)], .tvOS: [v(15)], .watchOS: [v(8)], .visionOS: [v(1)]],
        "TextEditor": [.iOS: [v(14), v(26)], .macOS: [v(11), v(26)], .visionOS: [v(1), v(26)]],
        "TextSelection": [.iOS: [v(18)], .macOS: [v(15)], .tvOS: [v(18)], .watchOS: [v(11)], .visionOS: [v(2)]],
        "TextField": [.iOS: [v(13), v(16)], .macOS: [v(10, 15), v(13)], .tvOS: [v(13), v(16)], .watchOS: [v(6), v(9)], .visionOS: [v(1)]],
        "WebView": [.iOS: [v(26)], .macOS: [v(26)], .visionOS: [v(26)]],
        "WebPage": [.iOS: [v(26)], .macOS: [v(26)], .visionOS: [v(26)]],
        "VideoPlayer": [.iOS: [v(14)], .macOS: [v(11)], .tvOS: [v(14)], .watchOS: [v(7)], .visionOS: [v(1)]],
        "ContentUnavailableView": [.iOS: [v(17)], .macOS: [v(14)], .tvOS: [v(17)], .watchOS: [v(10)], .visionOS: [v(1)]],
        "fileImporter": [.iOS: [v(14)], .macOS: [v(11)], .visionOS: [v(1)]],
        "fileExporter": [.iOS: [v(14), v(17)], .macOS: [v(11), v(14)], .visionOS: [v(1)]],
        "ColorPicker": [.iOS: [v(14)], .macOS: [v(11)], .visionOS: [v(1)]],
        "PasteButton": [.iOS: [v(16)], .macOS: [v(10, 15), v(11), v(13)], .visionOS: [v(1)]],
        "Gauge": [.iOS: [v(16)], .macOS: [v(13)], .watchOS: [v(7)], .visionOS: [v(1)]],
        "Chart": [.iOS: [v(16)], .macOS: [v(13)], .tvOS: [v(16)], .watchOS: [v(9)], .visionOS: [v(1)]],
        "scrollTargetBehavior": [.iOS: [v(17)], .macOS: [v(14)], .tvOS: [v(17)], .watchOS: [v(10)], .visionOS: [v(1)]],
        "tabViewStyle": [.iOS: [v(14)], .tvOS: [v(14)], .watchOS: [v(7)], .visionOS: [v(1)]],
        "PageTabViewStyle": [.iOS: [v(14)], .tvOS: [v(14)], .watchOS: [v(7)], .visionOS: [v(1)]],
        "Canvas": [.iOS: [v(15)], .macOS: [v(12)], .tvOS: [v(15)], .watchOS: [v(8)], .visionOS: [v(1)]],
        "TimelineView": [.iOS: [v(15)], .macOS: [v(12)], .tvOS: [v(15)], .watchOS: [v(8)], .visionOS: [v(1)]],
        "SpriteView": [.iOS: [v(14)], .macOS: [v(11)], .tvOS: [v(14)], .watchOS: [v(7)]],
        "SceneView": [.iOS: [v(14)], .macOS: [v(11)], .tvOS: [v(14)], .watchOS: [v(7)], .visionOS: [v(1)]],
        "RealityView": [.iOS: [v(18)], .macOS: [v(15)], .visionOS: [v(1)], .tvOS: [v(26)]],
        "presentationDetents": [.iOS: [v(16)], .macOS: [v(13)], .tvOS: [v(16)], .watchOS: [v(9)], .visionOS: [v(1)]],
        "FocusState": [.iOS: [v(15)], .macOS: [v(12)], .tvOS: [v(15)], .watchOS: [v(8)], .visionOS: [v(1)]],
        "ImageRenderer": [.iOS: [v(16)], .macOS: [v(13)], .tvOS: [v(16)], .watchOS: [v(9)], .visionOS: [v(1)]],
        "MultiDatePicker": [.iOS: [v(16)], .visionOS: [v(1)]],
        "refreshable": [.iOS: [v(15)], .macOS: [v(12)], .tvOS: [v(15)], .watchOS: [v(8)], .visionOS: [v(1)]],
        "AsyncImage": [.iOS: [v(15)], .macOS: [v(12)], .tvOS: [v(15)], .watchOS: [v(8)], .visionOS: [v(1)]],
        "Link": [.iOS: [v(14)], .macOS: [v(11)], .tvOS: [v(14)], .watchOS: [v(7)], .visionOS: [v(1)]],
        "ProgressView": [.iOS: [v(14)], .macOS: [v(11)], .tvOS: [v(14)], .watchOS: [v(7)], .visionOS: [v(1)]],
        "sensoryFeedback": [.iOS: [v(17)], .macOS: [v(14)], .tvOS: [v(17)], .watchOS: [v(10)], .visionOS: [v(26)]],
        "onScrollGeometryChange": [.iOS: [v(18)], .macOS: [v(15)], .tvOS: [v(18)], .watchOS: [v(11)], .visionOS: [v(2)]],
        "onGeometryChange": [.iOS: [v(16)], .macOS: [v(13)], .tvOS: [v(16)], .watchOS: [v(9)], .visionOS: [v(1)]],
        "DocumentGroup": [.iOS: [v(14)], .macOS: [v(11)], .visionOS: [v(1)]],
        "inspector": [.iOS: [v(17)], .macOS: [v(14)]],
        "contextMenu": [.iOS: [v(13), v(16)], .macOS: [v(10, 15), v(13)], .tvOS: [v(14), v(16)], .visionOS: [v(1)]],
        "Grid": [.iOS: [v(16)], .macOS: [v(13)], .tvOS: [v(16)], .watchOS: [v(9)], .visionOS: [v(1)]],
        "Layout": [.iOS: [v(16)], .macOS: [v(13)], .tvOS: [v(16)], .watchOS: [v(9)], .visionOS: [v(1)]],
        "NavigationStack": [.iOS: [v(16)], .macOS: [v(13)], .tvOS: [v(16)], .watchOS: [v(9)], .visionOS: [v(1)]],
        "NavigationSplitView": [.iOS: [v(16)], .macOS: [v(13)], .tvOS: [v(16)], .watchOS: [v(9)], .visionOS: [v(1)]],
        "Table": [.iOS: [v(16)], .macOS: [v(12)], .visionOS: [v(1)]],
        "openURL": [.iOS: [v(14), v(26)], .macOS: [v(11), v(26)], .tvOS: [v(14), v(26)], .watchOS: [v(7), v(26)], .visionOS: [v(1), v(26)]],
        "SignInWithAppleButton": [.iOS: [v(14)], .macOS: [v(11)], .tvOS: [v(14)], .watchOS: [v(7)], .visionOS: [v(1)]],
        "LocationButton": [.iOS: [v(15)], .watchOS: [v(8)]],
        "quickLookPreview": [.iOS: [v(14)], .macOS: [v(11)]],
        // Not in the facts file: developer.apple.com/documentation/swiftui/text and …/toggle give
        // iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0.
        "Text": [.iOS: [v(13)], .macOS: [v(10, 15)], .tvOS: [v(13)], .watchOS: [v(6)], .visionOS: [v(1)]],
        "Toggle": [.iOS: [v(13)], .macOS: [v(10, 15)], .tvOS: [v(13)], .watchOS: [v(6)], .visionOS: [v(1)]]
    ]

    /// The first API of the table that a code span of `text` names (with `platform`, one Apple
    /// documents on it).
    static func api(inCodeSpansOf text: String, on platform: Platform? = nil) -> String? {
        InlineText.codeSpans(text).map(BulletReader.normalizeAPI).map(key).first { api in
            guard let versions = facts[api] else { return false }
            return platform.map { versions[$0] != nil } ?? true
        }
    }

    /// `.searchable(text:)` → `searchable`; `PhotosUI.PhotosPicker` → `PhotosPicker`.
    static func key(_ api: String) -> String {
        var name = api.hasPrefix(".") ? String(api.dropFirst()) : api
        if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
        return String(name.split(separator: ".").last ?? Substring(name))
    }

    /// What Apple documents against `note`, when it contradicts the version or platform the text
    /// gives; nil when the note agrees (or names an API not in the table).
    static func contradiction(_ note: PreferNative) -> String? {
        guard let versions = facts[key(note.api)] else { return nil }
        guard let documented = versions[note.platform] else {
            let platforms = versions.keys.sorted().map(\.rawValue).joined(separator: ", ")
            return "Apple documents `\(key(note.api))` on \(platforms), not on \(note.platform.rawValue); the text is kept as written"
        }
        guard let since = note.since, !documented.contains(where: { $0.major == since.major && $0.minor == since.minor }) else { return nil }
        let list = documented.map { "\(note.platform.rawValue) \($0)" }.joined(separator: " and ")
        return
            "the text says `\(key(note.api))` from \(note.platform.rawValue) \(since); Apple documents it from \(list); the text is kept as written"
    }
}
