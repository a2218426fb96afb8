import Foundation

/// Long output on a terminal goes through a pager, as git and gh do: `$PAGER` (run by `/bin/sh`,
/// so it may carry arguments), else `less -R`; with `LESS` unset it becomes `FRX` (quit when it
/// fits, keep colours, leave the text on screen). Short output, a pipe, `--no-pager` or
/// `PAGER=cat` (or empty) print directly.
struct Pager {
    var environment: [String: String]

    /// Prints `text`, through the pager when it is longer than the screen.
    func show(_ text: String, disabled: Bool) {
        let output = text.hasSuffix("\n") ? text : text + "\n"
        guard !disabled, let size = TerminalGeometry.size(environment: environment),
            output.utf8.reduce(0, { $0 + ($1 == 0x0A ? 1 : 0) }) >= size.rows,
            let command = pagerCommand, run(command, input: output)
        else {
            FileHandle.standardOutput.write(Data(output.utf8))
            return
        }
    }

    /// The pager to run; nil when the user asked for none.
    var pagerCommand: String? {
        let set = environment["RECIPES_PAGER"] ?? environment["PAGER"]
        guard let set else { return "less -R" }
        let trimmed = set.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }

    /// Runs `command` with `input` on its stdin and the terminal as its stdout; false when it
    /// could not start (the caller prints instead).
    private func run(_ command: String, input: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var env = environment
        if env["LESS"] == nil { env["LESS"] = "FRX" }
        process.environment = env
        let pipe = Pipe()
        process.standardInput = pipe
        // A pager that quits early closes the pipe: writing must not kill us with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            return false
        }
        let handle = pipe.fileHandleForWriting
        try? handle.write(contentsOf: Data(input.utf8))
        try? handle.close()
        process.waitUntilExit()
        // 127: the shell found no such program.
        return process.terminationStatus != 127
    }
}
