import Foundation

/// Prose that keeps the wrapper only as a fallback for older systems ("WWDC25 introduced `WebView`…
/// If you need to support macOS 15, keep a `WKWebView`-based `NSViewRepresentable` fallback")
/// says to prefer the native API it names: a prefer-native note.
enum FallbackAdvice {
    private static let fallback = try! NSRegularExpression(
        pattern: #"\b(fallbacks?|fall back|falling back)\b|回退|降级|フォールバック|대체 구현"#, options: [.caseInsensitive])

    /// The note `text` gives, when it advises a wrapper as a fallback and names a native API
    /// Apple documents (`NativeAvailability`): from the version of the nearest heading that names
    /// one (`## WebKit for SwiftUI (macOS Tahoe 26+)`), else the version the text marks with `+`;
    /// the older version the fallback is for is no first version of the native API.
    /// `headings`: the heading path of the text's section, outermost first, asked for only when
    /// the text is such advice.
    static func note(_ text: String, headings: () -> [String], line: Int, defaultPlatform: Platform) -> PreferNative? {
        let plain = InlineText.plain(text)
        guard fallback.matches(inWhole: plain), WrapperMention.isIn(plain),
            let api = InlineText.codeSpans(text).map(BulletReader.normalizeAPI).first(where: { NativeAvailability.facts[$0] != nil })
        else { return nil }
        let marked = ProseVersions.mentions(in: plain).first { plain[$0.range].hasSuffix("+") }?.target
        let target = headings().reversed().lazy.compactMap { ProseVersions.first(in: InlineText.plain($0)) }.first ?? marked
        return BulletReader.preferNative(api: api, target: target, text: text.trimmed, line: line, defaultPlatform: defaultPlatform)
    }
}
