/// The object a representable creates in `makeCoordinator` to receive delegate callbacks.
public struct Coordinator: Hashable, Codable, Sendable {
    public var typeName: String
    /// Conformed protocols, without `NSObject` and without attributes such as `@preconcurrency`.
    public var protocols: [String]
    /// True when the class or its methods are `@MainActor`.
    public var isMainActor: Bool

    public init(typeName: String, protocols: [String], isMainActor: Bool) {
        self.typeName = typeName
        self.protocols = protocols
        self.isMainActor = isMainActor
    }
}

/// A delegate or data-source method the coordinator implements.
public struct DelegateMethod: Hashable, Codable, Sendable {
    /// Objective-C style selector, e.g. `mapView(_:regionDidChangeAnimated:)`.
    public var selector: String
    /// The protocol that declares it, when known.
    public var `protocol`: String?
    /// The declaration line as written, e.g. `func mapView(_ map: MKMapView, regionDidChangeAnimated animated: Bool)`.
    public var signature: String
    /// 1-based line in the recipe's file.
    public var line: Int

    public init(selector: String, protocol: String?, signature: String, line: Int) {
        self.selector = selector
        self.protocol = `protocol`
        self.signature = signature
        self.line = line
    }
}
