/// JSON-RPC 2.0 messages as MCP uses them: one object per line, requests with an id,
/// notifications without one.
enum JSONRPC {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
    /// MCP's code for a resource that does not exist.
    static let resourceNotFound = -32002

    /// One line read from the client, classified.
    enum Incoming {
        case request(id: JSONValue, method: String, params: JSONObject)
        case notification(method: String, params: JSONObject)
        /// A response to a request of ours, which this server never sends: ignored.
        case response
        /// Not a JSON-RPC message: answered with this error (and the id, when one could be read).
        case invalid(id: JSONValue, code: Int, message: String)
    }

    /// Classifies one message line.
    static func read(_ line: String) -> Incoming {
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            return .invalid(id: .null, code: parseError, message: "Parse error: \(error)")
        }
        if case .array = value {
            return .invalid(id: .null, code: invalidRequest, message: "Invalid request: batches are not supported; send one message per line")
        }
        guard let object = value.objectValue else {
            return .invalid(id: .null, code: invalidRequest, message: "Invalid request: a message is a JSON object")
        }
        let id = object["id"]
        if let id, !Self.isValidID(id) {
            return .invalid(id: .null, code: invalidRequest, message: "Invalid request: `id` must be a string or a number")
        }
        guard object["jsonrpc"]?.stringValue == "2.0" else {
            return .invalid(id: id ?? .null, code: invalidRequest, message: "Invalid request: `jsonrpc` must be \"2.0\"")
        }
        guard let methodValue = object["method"] else {
            if object["result"] != nil || object["error"] != nil { return .response }
            return .invalid(id: id ?? .null, code: invalidRequest, message: "Invalid request: no `method`")
        }
        guard let method = methodValue.stringValue else {
            return .invalid(id: id ?? .null, code: invalidRequest, message: "Invalid request: `method` must be a string")
        }
        var params = JSONObject()
        if let given = object["params"] {
            guard let paramsObject = given.objectValue else {
                return id.map { .invalid(id: $0, code: invalidParams, message: "Invalid params: `params` must be an object") }
                    ?? .notification(method: method, params: [:])
            }
            params = paramsObject
        }
        guard let id else { return .notification(method: method, params: params) }
        return .request(id: id, method: method, params: params)
    }

    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string, .int: true
        case .double(let d): d.rounded() == d
        default: false
        }
    }

    /// A success response.
    static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id, "result": result])
    }

    /// An error response.
    static func error(id: JSONValue, code: Int, message: String, data: JSONValue? = nil) -> JSONValue {
        var error: JSONObject = ["code": .int(Int64(code)), "message": .string(message)]
        if let data { error["data"] = data }
        return .object(["jsonrpc": "2.0", "id": id, "error": .object(error)])
    }

    /// A notification from the server.
    static func notification(method: String, params: JSONObject = [:]) -> JSONValue {
        var message: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
        if !params.members.isEmpty { message["params"] = .object(params) }
        return .object(message)
    }
}
