import Foundation

/// Prose that says the wrapper is not needed because SwiftUI has a view for the job, without a
/// version ("This is not needed because SwiftUI provides the `Text` view which can be used
/// instead"): a prefer-native note from the API's first version on the wrapper's platform, as Apple
/// documents it (`NativeAvailability`).
///
/// Three things must be there: the API in a code span, documented on that platform; words that make
/// it the replacement ("instead", "not needed", "no need", "unnecessary", "don't need"); and
/// "SwiftUI" or "native". A sentence that gives a version is `NativeSinceAdvice`'s, and one that says
/// what the native API cannot do ("SwiftUI's `Map` doesn't support overlays, so we use MKMapView
/// instead") is a reason to keep the wrapper, not a note.
enum NativeInsteadAdvice {
    private static let replacement = try! NSRegularExpression(
        pattern: #"\binstead\b|\bnot needed\b|\bno need\b|\bunnecessary\b|\b(don['’]?t|do not|doesn['’]?t|does not) need\b"#,
        options: [.caseInsensitive])
    private static let native = try! NSRegularExpression(pattern: #"\bSwiftUI\b|\bnative(ly)?\b"#, options: [.caseInsensitive])
    private static let limitation = try! NSRegularExpression(
        pattern:
            #"\b(can['’]?t|cannot|doesn['’]?t|does not|isn['’]?t|is not|won['’]?t|lacks?|lacking|missing|not (yet )?(available|supported)|no way|unable|limited)\b"#,
        options: [.caseInsensitive])

    /// The note `text` gives on `platform`, or nil when it is not such advice.
    static func note(_ text: String, line: Int, platform: Platform) -> PreferNative? {
        let plain = InlineText.plain(text)
        guard replacement.matches(inWhole: plain), native.matches(inWhole: plain), !limitation.matches(inWhole: plain),
            ProseVersions.mentions(in: plain).isEmpty,
            let api = NativeAvailability.api(inCodeSpansOf: text, on: platform),
            let first = NativeAvailability.facts[api]?[platform]?.min()
        else { return nil }
        return BulletReader.preferNative(
            api: api, target: DeploymentTarget(platform: platform, version: first), text: text.trimmed, line: line, defaultPlatform: platform)
    }
}
