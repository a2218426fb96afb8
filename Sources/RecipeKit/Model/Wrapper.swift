import Foundation

/// The SwiftUI protocols that bridge a UIKit, AppKit or WatchKit type.
public enum RepresentableProtocol: String, Codable, Sendable, CaseIterable {
    case uiView = "UIViewRepresentable"
    case uiViewController = "UIViewControllerRepresentable"
    case nsView = "NSViewRepresentable"
    case nsViewController = "NSViewControllerRepresentable"
    /// iOS 18 (and Mac Catalyst 18); Apple's page lists no visionOS or tvOS.
    case uiGestureRecognizer = "UIGestureRecognizerRepresentable"
    /// macOS 26.
    case nsGestureRecognizer = "NSGestureRecognizerRepresentable"
    /// watchOS 6.
    case wkInterfaceObject = "WKInterfaceObjectRepresentable"

    /// The platforms the protocol exists on, its default first: UI… on iOS, tvOS and visionOS,
    /// NS… on macOS, WK… on watchOS. (Apple documents the UIKit gesture protocol for iOS only.)
    public var platforms: [Platform] {
        switch self {
        case .uiView, .uiViewController: [.iOS, .tvOS, .visionOS]
        case .uiGestureRecognizer: [.iOS]
        case .nsView, .nsViewController, .nsGestureRecognizer: [.macOS]
        case .wkInterfaceObject: [.watchOS]
        }
    }

    /// The protocol's default platform: iOS for the UI… protocols, macOS for NS…, watchOS for WK….
    public var platform: Platform { platforms[0] }

    /// The factory method whose return type is the wrapped type (`makeUIView`, …).
    public var makeMethod: String { "make" + wrappedKind }

    /// The method SwiftUI calls on every state change (`updateUIView`, …).
    public var updateMethod: String { "update" + wrappedKind }

    /// The static teardown method (`dismantleUIView`, …).
    public var dismantleMethod: String { "dismantle" + wrappedKind }

    /// The associated type naming the wrapped type (`UIViewType`, `UIGestureRecognizerType`, …).
    public var associatedType: String { wrappedKind + "Type" }

    /// The gesture protocols' action callback (`handleUIGestureRecognizerAction`); nil for the others.
    public var actionMethod: String? {
        switch self {
        case .uiGestureRecognizer, .nsGestureRecognizer: "handle" + wrappedKind + "Action"
        default: nil
        }
    }

    /// What the protocol's requirements are named after: `UIView`, `NSViewController`, `WKInterfaceObject`.
    private var wrappedKind: String {
        switch self {
        case .uiView: "UIView"
        case .uiViewController: "UIViewController"
        case .nsView: "NSView"
        case .nsViewController: "NSViewController"
        case .uiGestureRecognizer: "UIGestureRecognizer"
        case .nsGestureRecognizer: "NSGestureRecognizer"
        case .wkInterfaceObject: "WKInterfaceObject"
        }
    }
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
