import Foundation
import Testing
@testable import RecipeMCP

/// The server's answers to single messages, in process, on the bundled library.
@Suite struct ServerTests {
    static let recipes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Recipes").path
    let server = MCPServer(configuration: .init(paths: [Self.recipes], cacheDirectory: nil, defaultTarget: nil, watchInterval: nil, version: "test"))

    func call(_ method: String, _ params: JSONValue = [:], id: JSONValue = 1) throws -> JSONValue {
        let request: JSONValue = ["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params]
        return try #require(server.handle(JSONWriter.line(request)))
    }

    func tool(_ name: String, _ arguments: JSONValue) throws -> JSONValue {
        try #require(try call("tools/call", ["name": .string(name), "arguments": arguments])["result"])
    }

    @Test(arguments: [("2025-06-18", "2025-06-18"), ("2025-11-25", "2025-11-25"), ("1999-01-01", "2025-11-25")])
    func initializeNegotiatesTheProtocolVersion(asked: String, answered: String) throws {
        let reply = try call("initialize", ["protocolVersion": .string(asked), "capabilities": [:], "clientInfo": ["name": "t", "version": "1"]])
        #expect(reply["result"]?["protocolVersion"]?.stringValue == answered)
        #expect(reply["result"]?["capabilities"]?["tools"] != nil)
        #expect(reply["result"]?["capabilities"]?["resources"]?["listChanged"] == .bool(true))
        #expect(reply["id"] == .int(1))
    }

    @Test func malformedJSONIsAParseErrorWithANullID() throws {
        let reply = try #require(server.handle(#"{"jsonrpc":"2.0","id":7,"method":"ping""#))
        #expect(reply["error"]?["code"] == .int(-32700))
        #expect(reply["id"] == .null)
    }

    @Test func anUnknownMethodIsMethodNotFoundWithTheRequestsID() throws {
        let reply = try call("recipes/teleport", id: "abc")
        #expect(reply["error"]?["code"] == .int(-32601))
        #expect(reply["id"] == .string("abc"))
    }

    @Test func notificationsGetNoAnswer() {
        #expect(server.handle(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
        #expect(server.handle(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}"#) == nil)
        #expect(server.handle(#"{"jsonrpc":"2.0","method":"no/such/notification"}"#) == nil)
        #expect(server.handle("   ") == nil)
    }

    @Test(arguments: [
        (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, -32600), (#""just a string""#, -32600),
        (#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, -32600), (#"{"jsonrpc":"2.0","id":{},"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":5}"#, -32600), (#"{"jsonrpc":"2.0","id":1,"method":"ping","params":[1]}"#, -32602)
    ])
    func invalidRequestsAreAnsweredNotFatal(line: String, code: Int64) throws {
        let reply = try #require(server.handle(line))
        #expect(reply["error"]?["code"] == .int(code))
        #expect(try call("ping")["result"] == .object([:]))
    }

    @Test func toolsAreListedWithBothSchemas() throws {
        let tools = try #require(try call("tools/list")["result"]?["tools"])
        guard case .array(let list) = tools else { Issue.record("no tool array"); return }
        #expect(list.compactMap { $0["name"]?.stringValue } == ["search_recipes", "get_recipe", "list_recipes", "check_swift"])
        for tool in list {
            #expect(tool["inputSchema"]?["type"]?.stringValue == "object")
            #expect(tool["outputSchema"]?["type"]?.stringValue == "object")
            #expect((tool["description"]?.stringValue?.count ?? 0) > 40)
        }
    }

    @Test func searchFindsThePitfallOfTheMapRegionLoop() throws {
        let result = try tool("search_recipes", ["query": "map region loops", "limit": 5])
        #expect(result["isError"] == .bool(false))
        guard case .array(let hits) = result["structuredContent"]?["hits"] else { Issue.record("no hits"); return }
        #expect(hits.contains { $0["recipe"]?.stringValue == "mkmapview" })
        #expect(result["content"]?.description.contains("mkmapview") == true)
    }

    static let badArguments: [(String, String)] = [
        (#"{}"#, "missing required argument `query`"),
        (#"{"query":5}"#, "`query` must be a string"),
        (#"{"query":"map","limit":0}"#, "`limit` must be between 1 and 50"),
        (#"{"query":"map","target":"android 4"}"#, "cannot read `target`"),
        (#"{"query":"map","colour":"red"}"#, "unknown argument `colour`")
    ]

    @Test(arguments: badArguments)
    func badArgumentsAreToolErrorsThatNameTheArgument(arguments: String, message: String) throws {
        let result = try tool("search_recipes", try JSONParser.parse(arguments))
        #expect(result["isError"] == .bool(true))
        #expect(result["content"]?.description.contains(message) == true)
    }

    @Test func anUnknownToolIsInvalidParams() throws {
        let reply = try call("tools/call", ["name": "rm_rf", "arguments": [:]])
        #expect(reply["error"]?["code"] == .int(-32602))
    }

    @Test func getRecipeToleratesATypoAndReturnsOneSection() throws {
        let whole = try tool("get_recipe", ["id": "MKMapVeiw"])
        #expect(whole["structuredContent"]?["id"]?.stringValue == "mkmapview")
        #expect(whole["structuredContent"]?["recipe"]?["wrapper"]?["wrappedType"]?.stringValue == "MKMapView")
        let pitfalls = try tool("get_recipe", ["id": "mkmapview", "section": "pitfalls"])
        guard case .array(let list) = pitfalls["structuredContent"]?["pitfalls"] else { Issue.record("no pitfalls"); return }
        #expect(list.count >= 2)
        let bad = try tool("get_recipe", ["id": "mkmapview", "section": "nonsense"])
        #expect(bad["isError"] == .bool(true))
    }

    /// A house recipe wrapping `type` whose only prefer-native note is `note`.
    static func recipe(_ type: String, note: String) -> String {
        """
        # \(type) wrapper

        > Wraps `\(type)`.

        - Platform: iOS
        - Minimum: iOS 13
        - Frameworks: SwiftUI, UIKit

        ## Wrapper

        ```swift
        struct \(type)Box: UIViewRepresentable {
            func makeUIView(context: Context) -> \(type) { \(type)() }
            func updateUIView(_ view: \(type), context: Context) {}
        }
        ```

        ## Call site

        ```swift
        struct S: View { var body: some View { \(type)Box() } }
        ```

        ## Pitfalls

        - **One.** It breaks.
        - **Two.** It breaks too.

        ## Prefer native

        \(note)
        """
    }

    @Test func listAtATargetKeepsAWrapperThatANativeAPIOnlyPartlyCovers() throws {
        let folder = NSTemporaryDirectory() + "recipes-mcp-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.recipe("MKMapView", note: "- iOS 14: `Map` covers simple pins; keep the wrapper for overlays.")
            .write(toFile: folder + "/map.md", atomically: true, encoding: .utf8)
        try Self.recipe("UIActivityIndicatorView", note: "- iOS 14: `ProgressView` replaces the wrapper.")
            .write(toFile: folder + "/spinner.md", atomically: true, encoding: .utf8)
        let server = MCPServer(configuration: .init(paths: [folder], cacheDirectory: nil, defaultTarget: nil, watchInterval: nil, version: "test"))
        let request: JSONValue = [
            "jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": ["name": "list_recipes", "arguments": ["target": "ios16", "needsWrapper": true]]
        ]
        let result = try #require(server.handle(JSONWriter.line(request))?["result"])
        guard case .array(let entries) = result["structuredContent"]?["recipes"] else { Issue.record("no recipes"); return }
        #expect(entries.compactMap { $0["id"]?.stringValue } == ["map"])
        #expect(result["structuredContent"]?["replacedAtTarget"] == .int(1))
        #expect(result["content"]?.description.contains("`Map` covers part of it at iOS 16; keep the wrapper for overlays") == true)
    }

    static let unguardedText = """
        import SwiftUI
        struct Field: UIViewRepresentable {
            @Binding var text: String
            var onCommit: () -> Void
            func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
            func makeUIView(context: Context) -> UITextField {
                let field = UITextField()
                field.delegate = context.coordinator
                return field
            }
            func updateUIView(_ field: UITextField, context: Context) {
                field.text = text
            }
            final class Coordinator: NSObject, UITextFieldDelegate {
                let parent: Field
                init(parent: Field) { self.parent = parent }
                func textFieldShouldReturn(_ textField: UITextField) -> Bool { parent.onCommit(); return true }
            }
        }
        """

    @Test func checkSwiftFindsAnUnguardedWriteInACodeString() throws {
        let result = try tool("check_swift", ["code": .string(Self.unguardedText)])
        #expect(result["isError"] == .bool(false))
        guard case .array(let findings) = result["structuredContent"]?["findings"] else { Issue.record("no findings"); return }
        #expect(findings.contains { $0["rule"]?.stringValue == "update-without-guard" })
        #expect(result["structuredContent"]?["representables"] == .int(1))
    }

    @Test func checkSwiftRefusesCodeOverTheLimitAndNeedsExactlyOneInput() throws {
        let big = String(repeating: "// x\n", count: CheckSwiftTool.maximumCodeBytes / 5 + 10)
        let tooBig = try tool("check_swift", ["code": .string(big)])
        #expect(tooBig["isError"] == .bool(true))
        #expect(tooBig["content"]?.description.contains("limit") == true)
        #expect(try tool("check_swift", [:])["isError"] == .bool(true))
        #expect(try tool("check_swift", ["code": "x", "path": "."])["isError"] == .bool(true))
    }

    @Test func everyRecipeIsAResource() throws {
        let list = try #require(try call("resources/list")["result"]?["resources"])
        guard case .array(let resources) = list else { Issue.record("no resources"); return }
        #expect(resources.contains { $0["uri"]?.stringValue == "recipe://mkmapview" })
        let read = try call("resources/read", ["uri": "recipe://mkmapview"])
        guard case .array(let contents) = read["result"]?["contents"] else { Issue.record("no contents"); return }
        #expect(contents.first?["text"]?.stringValue?.hasPrefix("# MKMapView") == true)
        #expect(try call("resources/read", ["uri": "recipe://nope"])["error"]?["code"] == .int(-32002))
        #expect(try call("resources/templates/list")["result"]?["resourceTemplates"] != nil)
    }
}

extension JSONValue: CustomStringConvertible {
    public var description: String { JSONWriter.line(self) }
}
