import Foundation

/// `e`: the recipe's file in `$VISUAL` (else `$EDITOR`, else `vi`) at a line, run through
/// `/bin/sh` as git runs its editor, so `EDITOR="code -w"` works. The terminal is handed over
/// while it runs.
public struct Editor: Sendable {
    /// The editor command as the user set it.
    public let command: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let set = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        command = set ?? "vi"
    }

    /// The program and arguments that open `request`: `sh -c 'EDITOR "$@"' EDITOR +LINE PATH`.
    public func invocation(_ request: EditRequest) -> (program: String, arguments: [String]) {
        ("/bin/sh", ["-c", command + " \"$@\"", command, "+\(request.line)", request.path])
    }

    /// Runs the editor on `request` with the terminal handed over; the message for the status line.
    public func open(_ request: EditRequest, terminal: any Terminal) -> StatusMessage {
        guard FileManager.default.fileExists(atPath: request.path) else {
            return StatusMessage("cannot edit \(request.path): no such file", isError: true)
        }
        let (program, arguments) = invocation(request)
        var status: Int32 = 0
        var failure: String?
        terminal.handOver {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
            do {
                try process.run()
                process.waitUntilExit()
                status = process.terminationStatus
            } catch {
                failure = error.localizedDescription
            }
        }
        let name = (request.path as NSString).lastPathComponent
        if let failure { return StatusMessage("could not start \(command): \(failure)", isError: true) }
        if status != 0 { return StatusMessage("\(command) exited with status \(status); \(name) reloaded", isError: true) }
        return StatusMessage("edited \(name):\(request.line); reloaded")
    }
}
