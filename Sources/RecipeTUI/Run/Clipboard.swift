import Foundation
import RecipeKit

/// `y`: the text goes to the terminal as OSC 52 (which terminals may or may not honour, and
/// never confirm) and to the first clipboard command on `PATH` that takes it (`pbcopy`,
/// `wl-copy`, `xclip`, `xsel`). The message says which was used, and says "copied" only when a
/// command confirmed it.
public struct Clipboard: Sendable {
    /// A clipboard command and the arguments that make it read the text from stdin.
    public struct Command: Sendable, Equatable {
        public var name: String
        public var arguments: [String]
    }

    /// The commands tried, in order.
    public static let commands = [
        Command(name: "pbcopy", arguments: []),
        Command(name: "wl-copy", arguments: []),
        Command(name: "xclip", arguments: ["-selection", "clipboard"]),
        Command(name: "xsel", arguments: ["--clipboard", "--input"])
    ]

    /// How long a clipboard command may take before it is given up.
    static let timeout: TimeInterval = 2

    private let searchPath: String

    /// Looks commands up in `environment`'s `PATH`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        searchPath = environment["PATH"] ?? "/usr/bin:/bin"
    }

    /// Copies `request` and returns the status line message.
    /// Both get the text without what the screen does not show raw (`TerminalText.stripped`).
    public func copy(_ request: CopyRequest, terminal: any Terminal) -> StatusMessage {
        terminal.copyToClipboard(request.text)
        let text = TerminalText.stripped(request.text)
        for command in Self.commands {
            guard let path = executable(command.name) else { continue }
            if run(path, command.arguments, input: text) {
                return StatusMessage("copied \(request.description) with \(command.name)")
            }
        }
        return StatusMessage("sent by OSC 52 only (the terminal decides): no pbcopy, wl-copy, xclip or xsel")
    }

    /// The full path of `name` on the search path, if it is there and executable.
    func executable(_ name: String) -> String? {
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs `path` with `text` on stdin and nothing on the screen; true when it exited with 0.
    private func run(_ path: String, _ arguments: [String], input text: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        // A command that exits before reading (xsel without a display) closes the pipe: the write
        // must fail with EPIPE, not end the browser with SIGPIPE.
        let previous = signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? input.fileHandleForWriting.close()
        signal(SIGPIPE, previous)
        let deadline = Date().addingTimeInterval(Self.timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            return false
        }
        return process.terminationStatus == 0
    }
}
