/// A native SwiftUI API that replaces the wrapper from some OS version on.
public struct PreferNative: Hashable, Codable, Sendable {
    public var platform: Platform
    /// First version with the API; nil when the text names none.
    public var since: OSVersion?
    /// The API, e.g. `Map`, `PhotosPicker`, `.searchable(text:)`.
    public var api: String
    public var text: String
    /// 1-based line in its file.
    public var line: Int

    public init(platform: Platform, since: OSVersion?, api: String, text: String, line: Int) {
        self.platform = platform
        self.since = since
        self.api = api
        self.text = text
        self.line = line
    }

    /// True when an app at `target` can use the API instead of the wrapper.
    public func isAvailable(at target: DeploymentTarget) -> Bool {
        guard platform == target.platform else { return false }
        guard let since else { return true }
        return since <= target.version
    }

    /// Encodes `since` as `null` when absent, as the JSON contract asks.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(platform, forKey: .platform)
        try container.encode(since, forKey: .since)
        try container.encode(api, forKey: .api)
        try container.encode(text, forKey: .text)
        try container.encode(line, forKey: .line)
    }
}
