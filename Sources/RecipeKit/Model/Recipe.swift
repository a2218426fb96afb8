/// One wrapper recipe: the representable, its coordinator, code, pitfalls and native alternatives.
public struct Recipe: Hashable, Codable, Sendable {
    /// A stable slug, unique in a catalog (`mkmapview`).
    public var id: String
    public var title: String
    /// One or two sentences on what the recipe wraps and why.
    public var summary: String
    /// Where the recipe starts.
    public var source: SourceLocation
    /// The representable; nil when no representable was found.
    public var wrapper: Wrapper?
    public var coordinator: Coordinator?
    public var delegateMethods: [DelegateMethod]
    /// Which representable requirements the wrapper implements.
    public var lifecycle: [LifecycleMethod]
    public var codeBlocks: [CodeBlock]
    public var pitfalls: [Pitfall]
    /// Other remarks that are neither pitfalls nor native alternatives.
    public var notes: [String]
    public var preferNative: [PreferNative]
    /// The recipe's statement that no native API replaces the wrapper, when it makes one.
    public var noNativeReplacement: String?
    /// The lowest OS the recipe's code supports.
    public var minimumTarget: DeploymentTarget?
    /// Frameworks the code imports or the recipe names (`MapKit`, `SwiftUI`).
    public var frameworks: [String]
    public var tags: [String]

    public init(
        id: String, title: String, summary: String = "", source: SourceLocation,
        wrapper: Wrapper? = nil, coordinator: Coordinator? = nil, delegateMethods: [DelegateMethod] = [],
        lifecycle: [LifecycleMethod] = [], codeBlocks: [CodeBlock] = [], pitfalls: [Pitfall] = [],
        notes: [String] = [], preferNative: [PreferNative] = [], noNativeReplacement: String? = nil,
        minimumTarget: DeploymentTarget? = nil, frameworks: [String] = [], tags: [String] = []
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.source = source
        self.wrapper = wrapper
        self.coordinator = coordinator
        self.delegateMethods = delegateMethods
        self.lifecycle = lifecycle
        self.codeBlocks = codeBlocks
        self.pitfalls = pitfalls
        self.notes = notes
        self.preferNative = preferNative
        self.noNativeReplacement = noNativeReplacement
        self.minimumTarget = minimumTarget
        self.frameworks = frameworks
        self.tags = tags
    }

    /// The recipe's platform: the wrapper's, else the minimum target's, else iOS.
    public var platform: Platform { wrapper?.platform ?? minimumTarget?.platform ?? .iOS }

    /// True when an app at `target` can use this recipe: same platform, minimum target not above it.
    public func applies(to target: DeploymentTarget) -> Bool {
        guard platform == target.platform else { return false }
        guard let minimum = minimumTarget, minimum.platform == target.platform else { return true }
        return minimum.version <= target.version
    }

    /// The native alternatives an app at `target` can already use instead of this wrapper.
    public func nativeAlternatives(at target: DeploymentTarget) -> [PreferNative] {
        preferNative.filter { $0.isAvailable(at: target) }
    }

    /// The native APIs that fully replace this wrapper at `target` (partial ones and ones
    /// deprecated there left out).
    public func replacements(at target: DeploymentTarget) -> [PreferNative] {
        preferNative.filter { $0.replacesWrapper(at: target) }
    }

    /// The native APIs available at `target` that cover only part of the wrapper's job.
    public func partialAlternatives(at target: DeploymentTarget) -> [PreferNative] {
        preferNative.filter { $0.isAvailable(at: target) && !$0.replacesWrapper(at: target) }
    }

    /// True when no native API available at `target` fully replaces the wrapper: partial
    /// replacements are shown, not counted.
    public func isStillNeeded(at target: DeploymentTarget) -> Bool {
        !preferNative.contains { $0.replacesWrapper(at: target) }
    }

    /// The pitfall with this id, if any.
    public func pitfall(id: String) -> Pitfall? { pitfalls.first { $0.id == id } }

    private enum CodingKeys: String, CodingKey {
        case id, title, summary, source, wrapper, coordinator, delegateMethods, lifecycle, codeBlocks
        case pitfalls, notes, preferNative, noNativeReplacement, minimumTarget, frameworks, tags
    }

    /// Encodes every key, with `null` for absent values, as the JSON contract asks.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(summary, forKey: .summary)
        try c.encode(source, forKey: .source)
        try c.encode(wrapper, forKey: .wrapper)
        try c.encode(coordinator, forKey: .coordinator)
        try c.encode(delegateMethods, forKey: .delegateMethods)
        try c.encode(lifecycle, forKey: .lifecycle)
        try c.encode(codeBlocks, forKey: .codeBlocks)
        try c.encode(pitfalls, forKey: .pitfalls)
        try c.encode(notes, forKey: .notes)
        try c.encode(preferNative, forKey: .preferNative)
        try c.encode(noNativeReplacement, forKey: .noNativeReplacement)
        try c.encode(minimumTarget, forKey: .minimumTarget)
        try c.encode(frameworks, forKey: .frameworks)
        try c.encode(tags, forKey: .tags)
    }
}
