import Foundation

/// Finds OS versions named in prose: "from iOS 17", "iOS 17+", "For iOS 17+", "on iOS 26",
/// "iOS 16 or later", "(iOS 17 guidance)", "iOS 14-25", "macOS 14", "iOS17", "macOS Tahoe 26+" (a
/// macOS release's name before its number), also against the letters of another script ("はiOS 16以降").
public enum ProseVersions {
    /// One mention of a version in a text.
    public struct Mention: Hashable, Sendable {
        public var target: DeploymentTarget
        /// The upper end of a range such as `iOS 14-25`.
        public var upperBound: OSVersion?
        /// Where the mention is in the text.
        public var range: Range<String.Index>
    }

    private static let pattern = try! NSRegularExpression(
        pattern:
            #"(?<![A-Za-z0-9_])(iOS|iPadOS|macOS|Mac OS X|OS X|tvOS|watchOS|visionOS|Mac Catalyst)[ \u00A0]?(?:(?:Tahoe|Sequoia|Sonoma|Ventura|Monterey|Big Sur)[ \u00A0])?(\d{1,2}(?:\.\d{1,2}){0,2})(?:\s*[-–]\s*(\d{1,2}(?:\.\d{1,2})?))?(\+)?"#,
        options: [])

    /// Every mention, in text order.
    public static func mentions(in text: String) -> [Mention] {
        let ns = text as NSString
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { match in
            guard let platform = Platform(name: ns.substring(with: match.range(at: 1))),
                let version = OSVersion(ns.substring(with: match.range(at: 2))),
                let range = Range(match.range, in: text)
            else { return nil }
            let upper = match.range(at: 3).location != NSNotFound ? OSVersion(ns.substring(with: match.range(at: 3))) : nil
            return Mention(target: DeploymentTarget(platform: platform, version: version), upperBound: upper, range: range)
        }
    }

    /// The first version named in `text`, if any.
    public static func first(in text: String) -> DeploymentTarget? { mentions(in: text).first?.target }

    private static let defaultTargetPattern = try! NSRegularExpression(
        pattern: #"deployment target of (iOS|macOS|tvOS|watchOS|visionOS) ?(\d{1,2}(?:\.\d)?)"#, options: [.caseInsensitive])

    /// A document-wide minimum such as "All recipes assume a deployment target of iOS 16 or later".
    public static func documentDefaultTarget(in text: String) -> DeploymentTarget? {
        let ns = text as NSString
        guard let match = defaultTargetPattern.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)),
            let platform = Platform(name: ns.substring(with: match.range(at: 1))),
            let version = OSVersion(ns.substring(with: match.range(at: 2)))
        else { return nil }
        return DeploymentTarget(platform: platform, version: version)
    }
}
