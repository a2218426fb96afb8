import Foundation

/// Reads how much of a wrapper's job a prefer-native note says the native API does:
/// "… replaces the wrapper …" (full), or "covers …; keep the wrapper for overlays and clustering"
/// (partial, with what the wrapper is kept for, up to the end of its sentence: a dot inside a name such
/// as `.sidebar` does not end it), and "deprecated in iOS 17" when the note says so.
public enum NativeCoverage {
    struct Reading {
        /// nil when the text says neither "replaces" nor "keep the wrapper for".
        var coverage: PreferNative.Coverage?
        var keepWrapperFor: String?
        var deprecated: OSVersion?
    }

    private static let keepPattern = try! NSRegularExpression(
        pattern: #"\b(?:keep|still (?:need|use|wrap)|you still need)\b[^.;]*?\bwrapper\b(?:\s+(?:for|when|if|to)\b)?\s*((?:[^.;]|\.(?=\S))*)"#,
        options: [.caseInsensitive])
    private static let replacesPattern = try! NSRegularExpression(
        pattern: #"\b(?:replaces|supersedes)\b|\bno (?:longer )?need (?:for )?(?:the |a )?wrapper\b|\bdrop the wrapper\b"#,
        options: [.caseInsensitive])
    private static let deprecatedPattern = try! NSRegularExpression(
        pattern: #"\bdeprecated\s+(?:in|from|since|as of|at)\s+(iOS|iPadOS|macOS|tvOS|watchOS|visionOS)\s*(\d{1,2}(?:\.\d{1,2}){0,2})"#,
        options: [.caseInsensitive])

    /// True when `text` says whether the native API replaces the wrapper or covers part of it;
    /// `recipes lint` notes every prefer-native bullet that does not.
    public static func isStated(in text: String) -> Bool { read(text, platform: .iOS).coverage != nil }

    /// What `text` (Markdown inline syntax allowed) says of the note's coverage, on `platform`.
    static func read(_ text: String, platform: Platform) -> Reading {
        let plain = InlineText.plain(text)
        // ASCII text (one UTF-16 unit per byte) is measured and cut on its bytes, other text through NSString.
        let isASCII = plain.isASCII
        let ns: NSString? = isASCII ? nil : plain as NSString
        let whole = NSRange(location: 0, length: ns?.length ?? plain.utf8.count)
        func substring(_ range: NSRange) -> String {
            guard let ns else {
                let bytes = plain.utf8, start = bytes.index(bytes.startIndex, offsetBy: range.location)
                return String(decoding: bytes[start..<bytes.index(start, offsetBy: range.length)], as: UTF8.self)
            }
            return ns.substring(with: range)
        }
        var reading = Reading()
        // A pattern runs only on text that may hold its words: ASCII text (where case-insensitive
        // matching is ASCII case folding) lacking them cannot match.
        let lowered = isASCII ? plain.lowercased() : nil
        func mayHold(_ words: String...) -> Bool { lowered.map { text in words.contains { text.hasBytes($0) } } ?? true }
        if mayHold("wrapper"), mayHold("keep", "still"), let match = keepPattern.firstMatch(in: plain, range: whole) {
            reading.coverage = .partial
            let kept = substring(match.range(at: 1)).trimmed
            reading.keepWrapperFor = kept.isEmpty ? nil : kept
        } else if mayHold("replaces", "supersedes", "wrapper"), replacesPattern.firstMatch(in: plain, range: whole) != nil {
            reading.coverage = .replaces
        }
        for match in mayHold("deprecated") ? deprecatedPattern.matches(in: plain, range: whole) : [] {
            guard Platform(name: substring(match.range(at: 1))) == platform else { continue }
            reading.deprecated = OSVersion(substring(match.range(at: 2)))
            break
        }
        return reading
    }
}
