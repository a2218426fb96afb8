/// A request that cannot be answered with a result: a JSON-RPC error with its code.
struct RequestError: Error {
    var code: Int
    var message: String

    static func invalidParams(_ message: String) -> RequestError {
        RequestError(code: JSONRPC.invalidParams, message: message)
    }
}

/// A tool call whose arguments are wrong or whose work failed: reported, as the MCP
/// specification asks for tool errors, as a result with `isError` so that the model can read it.
struct ToolError: Error {
    var message: String
}
