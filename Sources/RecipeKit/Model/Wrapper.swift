import Foundation

/// The four SwiftUI protocols that bridge a UIKit or AppKit type.
public enum RepresentableProtocol: String, Codable, Sendable, CaseIterable {
    case uiView = "UIViewRepresentable"
    case uiViewController = "UIViewControllerRepresentable"
    case nsView = "NSViewRepresentable"
    case nsViewController = "NSViewControllerRepresentable"

    /// iOS for the UI… protocols, macOS for the NS… ones.
    public var platform: Platform { rawValue.hasPrefix("NS") ? .macOS : .iOS }

    /// The factory method whose return type is the wrapped type (`makeUIView`, …).
    public var makeMethod: String {
        switch self {
        case .uiView: "makeUIView"
        case .uiViewController: "makeUIViewController"
        case .nsView: "makeNSView"
        case .nsViewController: "makeNSViewController"
        }
    }

    /// The method SwiftUI calls on every state change (`updateUIView`, …).
    public var updateMethod: String { makeMethod.replacingOccurrences(of: "make", with: "update") }

    /// The static teardown method (`dismantleUIView`, …).
    public var dismantleMethod: String { makeMethod.replacingOccurrences(of: "make", with: "dismantle") }
}

/// The representable struct of a recipe and the UIKit/AppKit type it wraps.
public struct Wrapper: Hashable, Codable, Sendable {
    public var `protocol`: RepresentableProtocol
    /// The struct's name, e.g. `TrailMapView`.
    public var typeName: String
    /// The return type of `makeUIView`/`makeUIViewController`/`makeNSView…`, e.g. `MKMapView`.
    public var wrappedType: String?
    public var platform: Platform

    public init(protocol: RepresentableProtocol, typeName: String, wrappedType: String?, platform: Platform? = nil) {
        self.protocol = `protocol`
        self.typeName = typeName
        self.wrappedType = wrappedType
        self.platform = platform ?? `protocol`.platform
    }
}
