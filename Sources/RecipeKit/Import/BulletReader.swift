import Foundation

/// Classifies and reads the bullets of pitfall and note lists: a native-API recommendation
/// ("Prefer native: from iOS 17 the SwiftUI `Map`…", "**iOS 17 alternative.** …") or a pitfall.
enum BulletReader {
    private static let apiAfterVerb = try! NSRegularExpression(
        pattern: #"\b(?:prefer|use|try)\s+(?:the\s+)?(?:native\s+)?(?:SwiftUI(?:'s)?\s+)?(\.?[A-Z][A-Za-z]+|\.[a-z]\w+)"#, options: [.caseInsensitive]
    )

    /// True when the bullet recommends a native SwiftUI API instead of the wrapper.
    static func isPreferNative(_ text: String) -> Bool {
        let plain = InlineText.plain(text).lowercased()
        if plain.hasPrefix("prefer native") || plain.hasPrefix("native alternative") { return true }
        guard let lead = InlineText.leadIn(text)?.title.lowercased() ?? text.split(separator: ":").first.map({ $0.lowercased() }) else {
            return false
        }
        let plainLead = InlineText.plain(lead)
        return plainLead.range(of: #"\balternative\b"#, options: .regularExpression) != nil
            || plainLead.hasPrefix("native ") || plainLead.contains("prefer native")
    }

    /// A native alternative from a bullet or paragraph; nil when it names no API.
    static func preferNative(from text: String, line: Int, defaultPlatform: Platform) -> PreferNative? {
        guard let api = nativeAPI(in: text) else { return nil }
        return preferNative(api: api, target: ProseVersions.first(in: text), text: text, line: line, defaultPlatform: defaultPlatform)
    }

    /// The note that `text` makes recommending `api` from `target` (nil: no version stated, on
    /// `defaultPlatform`), with the coverage the text says.
    static func preferNative(api: String, target: DeploymentTarget?, text: String, line: Int, defaultPlatform: Platform) -> PreferNative {
        let platform = target?.platform ?? defaultPlatform
        let coverage = NativeCoverage.read(text, platform: platform)
        return PreferNative(
            platform: platform, since: target?.version, api: api, text: text, line: line,
            coverage: coverage.coverage ?? .replaces, keepWrapperFor: coverage.keepWrapperFor,
            deprecated: coverage.deprecated)
    }

    /// The API a recommendation names: its first code span that is not a version, else the word after "prefer"/"use".
    static func nativeAPI(in text: String) -> String? {
        for span in InlineText.codeSpans(text) where !span.isEmpty && !span.contains(" ") || span.hasPrefix(".") {
            return normalizeAPI(span)
        }
        let plain = InlineText.plain(text)
        let ns = plain as NSString
        if let match = apiAfterVerb.firstMatch(in: plain, range: NSRange(location: 0, length: ns.length)) {
            let word = ns.substring(with: match.range(at: 1))
            if !["native", "SwiftUI", "the", "it", "this"].contains(word) { return word }
        }
        return nil
    }

    /// `PhotosUI.PhotosPicker` → `PhotosPicker`; `.searchable(text:)` unchanged.
    static func normalizeAPI(_ span: String) -> String {
        let parts = span.split(separator: ".")
        if !span.hasPrefix("."), parts.count == 2, parts.allSatisfy({ $0.first?.isUppercase == true }), !span.contains("(") {
            return String(parts[1])
        }
        return span
    }

    /// A pitfall from a bullet: its bold lead-in (when there is one) becomes the title.
    static func pitfall(from text: String, line: Int, rule: String? = nil, source: String? = nil) -> Pitfall {
        let title = InlineText.leadIn(text).map { InlineText.trimmedTitle(InlineText.plain($0.title)) }
        return Pitfall(id: "", title: title, text: text, line: line, rule: rule, source: source)
    }
}
