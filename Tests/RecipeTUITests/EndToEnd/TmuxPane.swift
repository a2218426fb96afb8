import Foundation

/// A tmux server of its own (`tmux -L <unique> -f /dev/null`) with one pane running a command,
/// for end-to-end tests of the real binary. Waits by polling `capture-pane`, never by sleeping blindly.
final class TmuxPane {
    /// Why a wait gave up.
    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    private let socket = "recipes-e2e-\(UUID().uuidString.prefix(8))"
    let workDirectory: URL

    /// True when a tmux binary is on the PATH.
    static var isAvailable: Bool { (try? run(["tmux", "-V"]).status) == 0 }

    /// Starts a `columns` × `rows` pane running, through `sh -c`, the command that `command`
    /// makes from a fresh work directory's path.
    init(columns: Int, rows: Int, command: (String) -> String) throws {
        workDirectory = URL(fileURLWithPath: scratchFolder).appendingPathComponent("recipes-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        let result = try Self.run([
            "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "e2e",
            "-x", "\(columns)", "-y", "\(rows)", "sh", "-c", command(workDirectory.path)
        ])
        guard result.status == 0 else { throw Timeout(description: "tmux did not start: \(result.output)") }
        let facts = try Self.run(["tmux", "-L", socket, "display-message", "-p", "-t", "e2e", "#{pane_pid} #{socket_path}"])
            .output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 1)
        panePID = facts.first.map(String.init) ?? ""
        socketPath = facts.count > 1 ? String(facts[1]) : ""
    }

    /// The pane's shell, leader of the pane's process group.
    let panePID: String
    /// The server's socket file, removed with the server.
    private let socketPath: String

    deinit {
        // The pane's processes may ignore the SIGHUP that kill-server sends, which would keep the
        // server waiting for them: end the whole process group first.
        if let pid = pid_t(panePID) { kill(-pid, SIGKILL) }
        _ = try? Self.run(["tmux", "-L", socket, "kill-server"])
        if !socketPath.isEmpty { unlink(socketPath) }
        try? FileManager.default.removeItem(at: workDirectory)
    }

    /// Sends tmux key names (`Enter`, `Escape`, `j`).
    func send(_ keys: String...) throws { _ = try tmux(["send-keys", "-t", "e2e"] + keys) }

    /// Types `text` literally.
    func type(_ text: String) throws { _ = try tmux(["send-keys", "-t", "e2e", "-l", text]) }

    /// Resizes the window.
    func resize(columns: Int, rows: Int) throws {
        _ = try tmux(["resize-window", "-t", "e2e", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The pane's text now.
    func capture() throws -> String { try tmux(["capture-pane", "-p", "-t", "e2e"]) }

    /// A tmux format value of the pane (`#{alternate_on}`, `#{pane_pid}`).
    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "e2e", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the pane until `condition` holds for its text; returns that text.
    @discardableResult
    func waitUntil(_ what: String, timeout: TimeInterval = 10, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = ""
        while Date() < deadline {
            screen = try capture()
            if condition(screen) { return screen }
            usleep(30_000)
        }
        throw Timeout(description: "timed out waiting for \(what); the pane shows:\n\(screen)")
    }

    /// Polls until a file exists in the work directory; returns its text.
    func waitForFile(_ name: String, timeout: TimeInterval = 10) throws -> String {
        let path = workDirectory.appendingPathComponent(name).path
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), !text.isEmpty { return text }
            usleep(30_000)
        }
        throw Timeout(description: "timed out waiting for \(path); the pane shows:\n\((try? capture()) ?? "")")
    }

    /// Polls until the browser shows its search line and a selected row: the catalog is loaded,
    /// so a key sent now acts on a recipe (the first frame may come before the list is filled).
    @discardableResult
    func waitForList(timeout: TimeInterval = 10) throws -> String {
        try waitUntil("the search line and the first row", timeout: timeout) { $0.contains("/ search") && $0.contains("row 1 of") }
    }

    /// Polls until the pane shows `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> String {
        try waitUntil("“\(text)”", timeout: timeout) { $0.contains(text) }
    }

    /// Runs another tmux command on this server (`pipe-pane`, `show-buffer`, `set-option`).
    @discardableResult
    func command(_ arguments: String...) throws -> String { try tmux(arguments) }

    private func tmux(_ arguments: [String]) throws -> String {
        let result = try Self.run(["tmux", "-L", socket] + arguments)
        guard result.status == 0 else { throw Timeout(description: "tmux \(arguments.joined(separator: " ")): \(result.output)") }
        return result.output
    }

    /// Runs a program found on the PATH; returns its exit status and combined output. Uses
    /// posix_spawn and waitpid rather than `Process`, whose wait can hang inside a test task, and
    /// a file rather than a pipe, which a daemonizing tmux server would hold open forever.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let outputPath = URL(fileURLWithPath: scratchFolder).appendingPathComponent("recipes-e2e-out-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else { throw Timeout(description: "cannot run \(arguments[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, output)
    }
}
