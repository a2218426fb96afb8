import Foundation

/// An Apple platform a recipe or a native API belongs to.
public enum Platform: String, Codable, Sendable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// Parses a platform name case-insensitively (`ios`, `iPadOS`, `Mac OS`, `OS X`, `xrOS`).
    public init?(name: String) {
        let folded = name.lowercased().replacingOccurrences(of: " ", with: "")
        switch folded {
        case "ios", "ipados", "iphoneos", "maccatalyst", "catalyst": self = .iOS
        case "macos", "macosx", "osx", "mac": self = .macOS
        case "tvos": self = .tvOS
        case "watchos": self = .watchOS
        case "visionos", "xros": self = .visionOS
        default: return nil
        }
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
