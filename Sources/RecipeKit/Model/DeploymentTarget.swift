import Foundation

/// A platform and the lowest OS version an app supports, e.g. iOS 16.
public struct DeploymentTarget: Hashable, Codable, Sendable, CustomStringConvertible {
    public var platform: Platform
    public var version: OSVersion

    public init(platform: Platform, version: OSVersion) {
        self.platform = platform
        self.version = version
    }

    /// Parses `ios16`, `iOS 16.4`, `macos14`, `macOS-14`, `visionos2`; nil otherwise.
    public init?(parsing text: String) {
        let trimmed = text.trimmed
        // In ASCII text the first digit Character is the first digit byte: no Unicode lookups.
        let firstDigit =
            trimmed.isASCII
            ? trimmed.utf8.firstIndex { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            : trimmed.firstIndex(where: \.isASCIIDigit)
        guard let firstDigit else { return nil }
        var name = String(trimmed[..<firstDigit])
        while let last = name.last, last == " " || last == "-" || last == "_" { name.removeLast() }
        guard let platform = Platform(name: name),
            let version = OSVersion(String(trimmed[firstDigit...]))
        else { return nil }
        self.init(platform: platform, version: version)
    }

    /// `iOS 16`, `macOS 14.2`.
    public var description: String { "\(platform.rawValue) \(version)" }
}
