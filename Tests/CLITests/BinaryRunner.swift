import Foundation

/// Runs the built `recipes` binary and captures what it prints.
struct BinaryRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary under test: `RECIPES_BIN` (set by `make test`), else the debug build of this checkout.
    static var binary: String? {
        if let env = ProcessInfo.processInfo.environment["RECIPES_BIN"], FileManager.default.isExecutableFile(atPath: env) { return env }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for config in ["debug", "release"] {
            let path = root.appendingPathComponent(".build/\(config)/recipes").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// One scratch cache folder for the whole test run.
    static let cacheHome = scratchFolder + "/recipes-cli-cache-" + UUID().uuidString

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        guard let binary else { throw RunnerError.noBinary }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "RECIPES_PATH")
        env["XDG_CACHE_HOME"] = cacheHome  // never the user's cache
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    enum RunnerError: Error, CustomStringConvertible {
        case noBinary
        var description: String { "no recipes binary: run `make test` (sets RECIPES_BIN) or `swift build` first" }
    }
}
