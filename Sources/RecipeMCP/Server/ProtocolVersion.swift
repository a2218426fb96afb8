/// The MCP protocol revisions this server speaks, newest first.
enum ProtocolVersion {
    static let supported = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    /// The client's version when supported, else the newest this server supports.
    static func negotiate(_ requested: String?) -> String {
        guard let requested, supported.contains(requested) else { return supported[0] }
        return requested
    }
}
