import Foundation

/// Whether prose speaks of the wrapper: a representable, a UIKit or AppKit type (`UIActivityViewController`,
/// `NSViewRepresentable`), or wrapping itself ("wrapper", "we wrap", 래핑, ラップ, 包装, 封装). Advice that
/// names a native API counts as a prefer-native note only beside such words.
enum WrapperMention {
    private static let type = try! NSRegularExpression(pattern: #"Representable\b|\b(?:UI|NS|WK|MK|AV|PK|PH|SF)[A-Z][A-Za-z]*"#)
    private static let wrapping = try! NSRegularExpression(
        pattern: #"\bwrap(?:per|pers|ping|ped|s)?\b|\brepresentables?\b|래핑|ラップ|ラッパー|包装|封装"#, options: [.caseInsensitive])

    /// True when `plain` (text without Markdown) mentions the wrapper.
    static func isIn(_ plain: String) -> Bool {
        type.matches(inWhole: plain) || wrapping.matches(inWhole: plain)
    }

    private static let representable = try! NSRegularExpression(
        pattern:
            #"[A-Z][A-Za-z]*Representable\b|\b(?:[Aa]|[Tt]he|[Yy]our|[Ee]ach|[Ee]very|[Tt]his|[Tt]hat|[Oo]ur|[Ii]ts)\s+representables?\b|\brepresentables\b|\b(?:make|update|dismantle)(?:UI|NS)View(?:Controller)?\b|\bmakeCoordinator\b"#
    )

    /// True when `plain` speaks of representables themselves: a protocol (`UIViewRepresentable`),
    /// the word as a noun ("a representable", "representables"; "the pane must remain
    /// representable" is not about SwiftUI), or a lifecycle method (`updateNSView`,
    /// `makeCoordinator`). A UIKit type alone is not enough: a document about `WKWebView` need
    /// not be about wrapping it.
    static func namesRepresentable(_ plain: String) -> Bool { representable.matches(inWhole: plain) }
}
