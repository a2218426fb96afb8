import Foundation

/// The `PLATFORM VERSION:` that opens a house prefer-native bullet (`iOS 17: \`Map\` …`), matched
/// as the pattern `^(iOS|macOS|tvOS|watchOS|visionOS)\s+(\d+(?:\.\d+){0,2})\+?:\s*`.
struct VersionLead {
    var platform: String
    var version: String
    /// The text after the lead and the spaces that follow it.
    var rest: String

    private static let pattern = try! NSRegularExpression(pattern: #"^(iOS|macOS|tvOS|watchOS|visionOS)\s+(\d+(?:\.\d+){0,2})\+?:\s*"#)
    private static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"].map { Array($0.utf8) }

    /// The lead of `text`, or nil when it does not start with one.
    ///
    /// ASCII text is matched on bytes (where `\s` and `\d` are ASCII classes and the greedy match
    /// is the only one the pattern allows); other text goes through `NSRegularExpression`.
    init?(_ text: String) {
        if text.isASCII, let matched = text.utf8.withContiguousStorageIfAvailable(Self.matchASCII) {
            guard let matched else { return nil }
            self = matched
        } else {
            let ns = text as NSString
            guard let match = Self.pattern.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else { return nil }
            self.init(
                platform: ns.substring(with: match.range(at: 1)), version: ns.substring(with: match.range(at: 2)),
                rest: ns.substring(from: match.range.upperBound))
        }
    }

    private init(platform: String, version: String, rest: String) {
        self.platform = platform
        self.version = version
        self.rest = rest
    }

    private static func matchASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> VersionLead? {
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        func skipDigits(from i: Int) -> Int { var j = i; while isDigit(j) { j += 1 }; return j }
        guard let name = platforms.first(where: { bytes.starts(with: $0) }) else { return nil }
        var i = name.count
        let spaces = i
        while i < bytes.count, bytes[i].isASCIIWhitespace { i += 1 }
        guard i > spaces, isDigit(i) else { return nil }
        let versionStart = i
        i = skipDigits(from: i)
        for _ in 0..<2 where i < bytes.count && bytes[i] == UInt8(ascii: ".") && isDigit(i + 1) {
            i = skipDigits(from: i + 1)
        }
        let versionEnd = i
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
        i += 1
        while i < bytes.count, bytes[i].isASCIIWhitespace { i += 1 }
        return VersionLead(platform: text(0..<name.count), version: text(versionStart..<versionEnd), rest: text(i..<bytes.count))
    }
}
