/// A fenced (or recovered) block of code in a recipe.
public struct CodeBlock: Hashable, Codable, Sendable {
    /// What the block is for.
    public enum Role: String, Codable, Sendable {
        /// The representable and its coordinator.
        case wrapper
        /// A SwiftUI view that uses the wrapper.
        case callSite
        /// Supporting types: models, helpers, subclasses.
        case support
    }

    public var role: Role
    /// The info string's language (`swift`), empty when none.
    public var language: String
    public var code: String
    /// 1-based line of the first code line in its file.
    public var line: Int

    public init(role: Role, language: String, code: String, line: Int) {
        self.role = role
        self.language = language
        self.code = code
        self.line = line
    }
}
