import Foundation
import RecipeCheck
import RecipeKit
import RecipeSearch

/// `recipes mcp`: the catalog and the checker served to coding agents over the Model Context
/// Protocol, JSON-RPC 2.0 on standard input and output, one message per line. Nothing but
/// protocol messages goes to standard output; logs go to standard error.
public final class MCPServer: @unchecked Sendable {
    /// What the server serves.
    public struct Configuration: Sendable {
        /// The recipe files and folders (`--recipes`, `RECIPES_PATH`, else the bundled library).
        public var paths: [String]
        /// The catalog cache, as the CLI uses it; nil with `--no-cache`.
        public var cacheDirectory: String?
        /// The target tools use when a call names none (`--target`).
        public var defaultTarget: DeploymentTarget?
        /// Seconds between looks at the recipe files for `notifications/resources/list_changed`; nil: never.
        public var watchInterval: Double?
        /// The version reported in `serverInfo`.
        public var version: String

        public init(paths: [String], cacheDirectory: String?, defaultTarget: DeploymentTarget?, watchInterval: Double? = 2, version: String) {
            self.paths = paths
            self.cacheDirectory = cacheDirectory
            self.defaultTarget = defaultTarget
            self.watchInterval = watchInterval
            self.version = version
        }
    }

    /// The largest message read; a longer line is answered with a parse error.
    public static let maximumMessageBytes = 8 * 1024 * 1024

    static let tools: [any MCPTool.Type] = [SearchRecipesTool.self, GetRecipeTool.self, ListRecipesTool.self, CheckSwiftTool.self]

    private let configuration: Configuration
    private let session: CatalogSession
    private let lock = NSLock()
    private var initialized = false

    public init(configuration: Configuration) {
        self.configuration = configuration
        session = CatalogSession(paths: configuration.paths, cache: configuration.cacheDirectory.map { CatalogCache(directory: $0) })
    }

    /// Serves standard input until it ends; returns the exit status (0 at the end of the input or
    /// when the client closes its end of standard output).
    public func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let output = MessageOutput { exit(0) }
        log("serving \(configuration.paths.joined(separator: ", ")) over stdio")
        if let interval = configuration.watchInterval { startWatching(every: interval, output: output) }
        var reader = LineReader(maximumLength: Self.maximumMessageBytes)
        while let line = reader.next() {
            switch line {
            case .tooLong:
                output.send(
                    JSONRPC.error(id: .null, code: JSONRPC.parseError, message: "Parse error: message longer than \(Self.maximumMessageBytes) bytes"))
            case .message(let text):
                if let reply = handle(text) { output.send(reply) }
            }
        }
        return 0
    }

    /// The answer to one message line: a response for a request or an invalid message, nil for a
    /// notification (or a blank line).
    public func handle(_ line: String) -> JSONValue? {
        guard !line.allSatisfy(\.isWhitespace) else { return nil }
        switch JSONRPC.read(line) {
        case .invalid(let id, let code, let message):
            return JSONRPC.error(id: id, code: code, message: message)
        case .response:
            return nil
        case .notification(let method, _):
            if method == "notifications/initialized" {
                lock.lock()
                initialized = true
                lock.unlock()
            }
            return nil  // notifications/cancelled: every request is answered before the next is read
        case .request(let id, let method, let params):
            do {
                return JSONRPC.result(id: id, try respond(to: method, params: params))
            } catch let error as RequestError {
                return JSONRPC.error(id: id, code: error.code, message: error.message)
            } catch {
                return JSONRPC.error(id: id, code: JSONRPC.internalError, message: "Internal error: \(error)")
            }
        }
    }

    private func respond(to method: String, params: JSONObject) throws -> JSONValue {
        switch method {
        case "initialize":
            return initializeResult(params)
        case "ping":
            return .object([:])
        case "tools/list":
            return ["tools": .array(Self.tools.map { $0.listing })]
        case "tools/call":
            return try callTool(params)
        case "resources/list":
            return try RecipeResources.list(session.current())
        case "resources/templates/list":
            return ["resourceTemplates": [RecipeResources.template]]
        case "resources/read":
            guard let uri = params["uri"]?.stringValue else {
                throw RequestError.invalidParams("resources/read needs `uri`, a string such as recipe://mkmapview")
            }
            return try RecipeResources.read(uri: uri, from: session.current(), target: configuration.defaultTarget)
        case "prompts/list":
            return ["prompts": []]
        default:
            throw RequestError(code: JSONRPC.methodNotFound, message: "Method not found: \(method)")
        }
    }

    private func initializeResult(_ params: JSONObject) -> JSONValue {
        let version = ProtocolVersion.negotiate(params["protocolVersion"]?.stringValue)
        if let client = params["clientInfo"]?["name"]?.stringValue { log("client \(client), protocol \(version)") }
        return [
            "protocolVersion": .string(version),
            "capabilities": ["tools": ["listChanged": false], "resources": ["listChanged": true, "subscribe": false]],
            "serverInfo": ["name": "recipes", "title": "recipes: SwiftUI representable recipes", "version": .string(configuration.version)],
            "instructions": """
            Before writing a UIViewRepresentable, UIViewControllerRepresentable, NSViewRepresentable or gesture-recognizer \
            wrapper, search_recipes for the wrapped type or the symptom, get_recipe for the wrapper, its delegate \
            selectors, pitfalls and the native SwiftUI API (with its first OS version) that may replace it, and \
            check_swift the code you wrote.
            """
        ]
    }

    private func callTool(_ params: JSONObject) throws -> JSONValue {
        guard let name = params["name"]?.stringValue else { throw RequestError.invalidParams("tools/call needs `name`, a string") }
        guard let tool = Self.tools.first(where: { $0.name == name }) else {
            throw RequestError.invalidParams("Unknown tool: \(name); tools are \(Self.tools.map { $0.name }.joined(separator: ", "))")
        }
        var arguments = JSONObject()
        if let given = params["arguments"], given != .null {
            guard let object = given.objectValue else { throw RequestError.invalidParams("tools/call `arguments` must be an object") }
            arguments = object
        }
        let context = ToolContext(session: session, defaultTarget: configuration.defaultTarget)
        do {
            let output = try tool.call(arguments, context: context)
            return [
                "content": [["type": "text", "text": .string(output.markdown)]], "structuredContent": .object(output.structured), "isError": false
            ]
        } catch let error as ToolError {
            return ["content": [["type": "text", "text": .string(error.message)]], "isError": true]
        } catch let error as CatalogLoader.PathError {
            return ["content": [["type": "text", "text": .string("cannot load the recipes: \(error.description)")]], "isError": true]
        }
    }

    /// Looks at the recipe files every `interval` seconds and tells an initialized client when
    /// they changed.
    private func startWatching(every interval: Double, output: MessageOutput) {
        _ = session.filesChangedSinceLastLook()
        let thread = Thread { [session, weak self] in
            while true {
                Thread.sleep(forTimeInterval: interval)
                guard let self else { return }
                guard session.filesChangedSinceLastLook() else { continue }
                self.lock.lock()
                let ready = self.initialized
                self.lock.unlock()
                if ready { output.send(JSONRPC.notification(method: "notifications/resources/list_changed")) }
            }
        }
        thread.start()
    }

    private func log(_ text: String) {
        FileHandle.standardError.write(Data(("recipes mcp: " + text + "\n").utf8))
    }
}
