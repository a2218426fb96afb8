import Foundation

/// An Apple platform a recipe or a native API belongs to.
public enum Platform: String, Codable, Sendable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// Parses a platform name case-insensitively (`ios`, `iPadOS`, `Mac OS`, `OS X`, `xrOS`).
    public init?(name: String) {
        let folded = name.isASCII ? Self.foldedASCII(name) : name.lowercased().replacingOccurrences(of: " ", with: "")
        switch folded {
        case "ios", "ipados", "iphoneos", "maccatalyst", "catalyst": self = .iOS
        case "macos", "macosx", "osx", "mac": self = .macOS
        case "tvos": self = .tvOS
        case "watchos": self = .watchOS
        case "visionos", "xros": self = .visionOS
        default: return nil
        }
    }

    /// An ASCII name lower-cased without spaces, on bytes (Foundation's `replacingOccurrences`
    /// bridges through NSString).
    private static func foldedASCII(_ name: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 where byte != UInt8(ascii: " ") {
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
