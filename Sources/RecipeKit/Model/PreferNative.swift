/// A native SwiftUI API that replaces the wrapper, or covers part of what it does, from some OS version on.
public struct PreferNative: Hashable, Codable, Sendable {
    /// How much of the wrapper's job the native API does.
    public enum Coverage: String, Codable, Sendable, CaseIterable {
        /// The native API does everything the wrapper does: drop the wrapper.
        case replaces
        /// The native API covers some uses; the wrapper is still needed for others (`keepWrapperFor`).
        case partial
    }

    public var platform: Platform
    /// First version with the API; nil when the text names none.
    public var since: OSVersion?
    /// The API, e.g. `Map`, `PhotosPicker`, `.searchable(text:)`.
    public var api: String
    public var text: String
    /// 1-based line in its file.
    public var line: Int
    public var coverage: Coverage
    /// What the wrapper is still kept for when the coverage is partial ("overlays and clustering").
    public var keepWrapperFor: String?
    /// Swift identifiers whose use in a project's wrapper shows it needs what the native API lacks
    /// (`addOverlay`, `videoGravity`); `recipes check` reads them.
    public var keepIf: [String]
    /// The version in which the native API is deprecated, when the note says so.
    public var deprecated: OSVersion?

    public init(
        platform: Platform, since: OSVersion?, api: String, text: String, line: Int,
        coverage: Coverage = .replaces, keepWrapperFor: String? = nil, keepIf: [String] = [], deprecated: OSVersion? = nil
    ) {
        self.platform = platform
        self.since = since
        self.api = api
        self.text = text
        self.line = line
        self.coverage = coverage
        self.keepWrapperFor = keepWrapperFor
        self.keepIf = keepIf
        self.deprecated = deprecated
    }

    /// True when an app at `target` can use the API (it may still only cover part of the wrapper's job).
    public func isAvailable(at target: DeploymentTarget) -> Bool {
        guard platform == target.platform else { return false }
        guard let since else { return true }
        return since <= target.version
    }

    /// True when the API is deprecated at `target`.
    public func isDeprecated(at target: DeploymentTarget) -> Bool {
        guard platform == target.platform, let deprecated else { return false }
        return deprecated <= target.version
    }

    /// True when an app at `target` can drop the wrapper for this API: available, a full
    /// replacement, and not deprecated there.
    public func replacesWrapper(at target: DeploymentTarget) -> Bool {
        coverage == .replaces && isAvailable(at: target) && !isDeprecated(at: target)
    }

    /// Encodes `since`, `keepWrapperFor` and `deprecated` as `null` when absent, as the JSON contract asks.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(platform, forKey: .platform)
        try container.encode(since, forKey: .since)
        try container.encode(api, forKey: .api)
        try container.encode(text, forKey: .text)
        try container.encode(line, forKey: .line)
        try container.encode(coverage, forKey: .coverage)
        try container.encode(keepWrapperFor, forKey: .keepWrapperFor)
        try container.encode(keepIf, forKey: .keepIf)
        try container.encode(deprecated, forKey: .deprecated)
    }

    private enum CodingKeys: String, CodingKey {
        case platform, since, api, text, line, coverage, keepWrapperFor, keepIf, deprecated
    }
}
