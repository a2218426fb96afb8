/// The representable requirements a wrapper implements.
public enum LifecycleMethod: String, Codable, Sendable, CaseIterable {
    case make, update, dismantle, sizeThatFits, makeCoordinator, handleAction

    /// Maps a method name (`makeUIView`, `dismantleNSView`, `handleUIGestureRecognizerAction`,
    /// `sizeThatFits`, …) to its role, for every representable protocol.
    public init?(methodName: String) {
        switch methodName {
        case "sizeThatFits": self = .sizeThatFits
        case "makeCoordinator": self = .makeCoordinator
        default:
            guard let role = Self.byName[methodName] else { return nil }
            self = role
        }
    }

    /// `make…`, `update…`, `dismantle…` and `handle…Action` of every protocol.
    private static let byName: [String: LifecycleMethod] = {
        var names: [String: LifecycleMethod] = [:]
        for proto in RepresentableProtocol.allCases {
            names[proto.makeMethod] = .make
            names[proto.updateMethod] = .update
            names[proto.dismantleMethod] = .dismantle
            if let action = proto.actionMethod { names[action] = .handleAction }
        }
        return names
    }()
}
