import Foundation
import Testing
@testable import RecipeMCP

/// `recipes mcp` as a client sees it: the real binary on pipes, framing and abuse included.
@Suite(.serialized) struct StdioTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `RECIPES_BIN` (set by `make test`), else a build of this checkout.
    static var binary: String? {
        if let env = ProcessInfo.processInfo.environment["RECIPES_BIN"], FileManager.default.isExecutableFile(atPath: env) { return env }
        return ["debug", "release"].map { root.appendingPathComponent(".build/\($0)/recipes").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A running `recipes mcp` with its pipes.
    final class Server: @unchecked Sendable {
        let process = Process()
        let input = Pipe(), output = Pipe(), errors = Pipe()
        private let lock = NSLock()
        private var lines: [String] = []
        private var buffer = Data()

        init(arguments: [String]) throws {
            guard let binary = StdioTests.binary else { throw CocoaError(.fileNoSuchFile) }
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["mcp"] + arguments
            var env = ProcessInfo.processInfo.environment
            env.removeValue(forKey: "RECIPES_PATH")
            env["RECIPES_NO_CACHE"] = "1"
            process.environment = env
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.lock()
                self.buffer.append(data)
                while let newline = self.buffer.firstIndex(of: 0x0A) {
                    self.lines.append(String(decoding: self.buffer[self.buffer.startIndex..<newline], as: UTF8.self))
                    self.buffer.removeSubrange(self.buffer.startIndex...newline)
                }
                self.lock.unlock()
            }
            try process.run()
        }

        func send(_ text: String) { input.fileHandleForWriting.write(Data((text + "\n").utf8)) }
        func sendRaw(_ data: Data) { input.fileHandleForWriting.write(data) }

        /// The lines received so far, once `count` have arrived or `timeout` seconds passed.
        func received(atLeast count: Int, timeout: Double = 20) -> [String] {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                lock.lock()
                let now = lines
                lock.unlock()
                if now.count >= count { return now }
                Thread.sleep(forTimeInterval: 0.02)
            }
            lock.lock()
            defer { lock.unlock() }
            return lines
        }

        /// Closes stdin and waits for the exit status.
        func finish() -> Int32 {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    static let initialize =
        #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"stdio-test","version":"1"}}}"#

    @Test func abuseIsAnsweredInOrderAndEOFEndsItCleanly() throws {
        let server = try Server(arguments: ["--recipes", Self.root.appendingPathComponent("Recipes").path])
        server.send(Self.initialize)
        server.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        server.send("{not json")
        server.sendRaw(Data(repeating: UInt8(ascii: "x"), count: MCPServer.maximumMessageBytes + 1000) + Data("\n".utf8))
        server.send(#"{"jsonrpc":"2.0","id":"b","method":"no/such"}"#)
        server.send(#"{"jsonrpc":"2.0","id":3,"method":"ping"}"#)
        server.send(#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"search_recipes","arguments":{"query":"cursor jumps"}}}"#)
        server.sendRaw(Data(#"{"jsonrpc":"2.0","id":5,"method":"pi"#.utf8))  // EOF mid-message
        let status = server.finish()
        let lines = server.received(atLeast: 7)
        #expect(status == 0)
        let replies = try lines.map { try JSONParser.parse($0) }
        #expect(replies.map { $0["id"] ?? .null } == [.int(0), .null, .null, .string("b"), .int(3), .int(4), .null])
        #expect(replies.map { $0["error"]?["code"] ?? .null } == [.null, .int(-32700), .int(-32700), .int(-32601), .null, .null, .int(-32700)])
        #expect(replies[5]["result"]?["structuredContent"]?["hits"] != nil)
    }

    @Test func aClosedOutputPipeEndsTheServerQuietly() throws {
        let server = try Server(arguments: ["--recipes", Self.root.appendingPathComponent("Recipes").path])
        server.output.fileHandleForReading.readabilityHandler = nil
        try server.output.fileHandleForReading.close()
        signal(SIGPIPE, SIG_IGN)  // the server may be gone before the last request is written
        let requests = (1...50).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"tools/call","params":{"name":"list_recipes","arguments":{}}}"# }
        server.send(requests.joined(separator: "\n"))  // 6 KB: fits the pipe buffer in one write
        #expect(server.finish() == 0)
        #expect(server.process.terminationReason == .exit)
    }

    @Test func anEditedRecipeFolderIsAnnouncedAndReadAgain() throws {
        let folder = NSTemporaryDirectory() + "recipes-mcp-watch-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let original = try String(contentsOf: Self.root.appendingPathComponent("Recipes/mkmapview.md"), encoding: .utf8)
        try original.write(toFile: folder + "/mkmapview.md", atomically: true, encoding: .utf8)
        let server = try Server(arguments: ["--recipes", folder])
        server.send(Self.initialize)
        server.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        server.send(#"{"jsonrpc":"2.0","id":1,"method":"resources/list"}"#)
        #expect(server.received(atLeast: 2).count == 2)
        try original.replacingOccurrences(of: "# MKMapView with", with: "# Renamed MKMapView with")
            .write(toFile: folder + "/mkmapview.md", atomically: true, encoding: .utf8)
        let announced = server.received(atLeast: 3, timeout: 15)
        #expect(announced.count >= 3)
        #expect(announced.dropFirst(2).first?.contains("notifications/resources/list_changed") == true)
        server.send(#"{"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":"recipe://mkmapview"}}"#)
        let read = server.received(atLeast: 4)
        #expect(read.last?.contains("# Renamed MKMapView") == true)
        #expect(server.finish() == 0)
    }
}
