import Foundation

/// Prose that ties a native SwiftUI API to the version it arrived in, beside the wrapper: "From iOS
/// 16 you can use `ShareLink` instead of this wrapper", "ShareLink is only available from iOS 16, so
/// we wrap UIActivityViewController", "TextField를 … iOS15나 되어야 …, 그래서 UIViewRepresentable를
/// 통해서 …", "`ShareLink` はiOS 16以降でしか使えないので…": a prefer-native note from that version.
///
/// Three things must be there: an API Apple documents (`NativeAvailability`) on the version's
/// platform, named in a code span or as a CamelCase word of two or more parts (`ShareLink`, not
/// `Map`); a version, no earlier than the API's first, with a word that makes it the API's start
/// ("from", "since", "requires", "before", "or later", "+", 부터, 이상, 되어야, 以降, から, 以上, 起,
/// 开始, 之后); and the wrapper (`WrapperMention`).
enum NativeSinceAdvice {
    private static let camelCaseName = try! NSRegularExpression(pattern: #"(?<![A-Za-z0-9_.])([A-Z][a-z]+(?:[A-Z][a-z]+)+)(?![A-Za-z0-9_])"#)
    private static let gateBefore = try! NSRegularExpression(
        pattern:
            #"\b(?:from|since|starting (?:with|in|from|on)|requires?|required|needs?|introduced in|available (?:only )?(?:in|on|from|since)|before|prior to|until|below|older than|earlier than)\s+(?:the\s+)?$"#,
        options: [.caseInsensitive])
    private static let gateAfter = try! NSRegularExpression(
        pattern:
            #"^(?:\s*(?:or|and) (?:later|newer|above|up|higher)|\s*onwards?|\s*(?:부터|이상|이후|(?:이|가|나)?\s*되어야|以降|から|以上|及以上|起|开始|之后|以后))"#,
        options: [.caseInsensitive])

    /// The note `text` gives, or nil when it is not such advice.
    static func note(_ text: String, line: Int, defaultPlatform: Platform) -> PreferNative? {
        let plain = InlineText.plain(text)
        guard WrapperMention.isIn(plain), let api = api(in: text, plain: plain),
            let versions = NativeAvailability.facts[api]
        else { return nil }
        // A version before the API's first one is another API's ("`Map` has no clustering: set
        // `clusteringIdentifier` (iOS 11+)").
        guard
            let gated = ProseVersions.mentions(in: plain).first(where: { mention in
                guard let first = versions[mention.target.platform]?.min() else { return false }
                return mention.target.version >= first && isGate(mention, in: plain)
            })
        else { return nil }
        return BulletReader.preferNative(api: api, target: gated.target, text: text.trimmed, line: line, defaultPlatform: defaultPlatform)
    }

    /// The first API of the table `text` names: a code span, else a CamelCase word of the plain text.
    private static func api(in text: String, plain: String) -> String? {
        if let span = NativeAvailability.api(inCodeSpansOf: text) { return span }
        let ns = plain as NSString
        return camelCaseName.matches(in: plain, range: NSRange(location: 0, length: ns.length)).lazy
            .map { ns.substring(with: $0.range(at: 1)) }.first { NativeAvailability.facts[$0] != nil }
    }

    /// True when the words around `mention` make its version where an API starts.
    private static func isGate(_ mention: ProseVersions.Mention, in plain: String) -> Bool {
        if plain[mention.range].hasSuffix("+") { return true }
        let before = String(plain[..<mention.range.lowerBound].suffix(40))
        let after = String(plain[mention.range.upperBound...].prefix(20))
        return gateBefore.matches(inWhole: before) || gateAfter.matches(inWhole: after)
    }
}
