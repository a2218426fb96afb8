/// The representable requirements a wrapper implements.
public enum LifecycleMethod: String, Codable, Sendable, CaseIterable {
    case make, update, dismantle, sizeThatFits, makeCoordinator

    /// Maps a method name (`makeUIView`, `dismantleNSView`, `sizeThatFits`, …) to its role.
    public init?(methodName: String) {
        switch methodName {
        case "makeUIView", "makeUIViewController", "makeNSView", "makeNSViewController": self = .make
        case "updateUIView", "updateUIViewController", "updateNSView", "updateNSViewController": self = .update
        case "dismantleUIView", "dismantleUIViewController", "dismantleNSView", "dismantleNSViewController": self = .dismantle
        case "sizeThatFits": self = .sizeThatFits
        case "makeCoordinator": self = .makeCoordinator
        default: return nil
        }
    }
}
