import Foundation

/// Reads and writes `state.json` in the state directory (`$XDG_STATE_HOME/recipes/`). Writes are
/// atomic (a temporary file renamed over the old one); a file that cannot be read back is moved
/// aside with a warning, never fatal.
public struct StateStore: Sendable {
    public let directory: String

    public init(directory: String) { self.directory = directory }

    /// The state file's path.
    public var path: String { (directory as NSString).appendingPathComponent("state.json") }

    /// The saved state (nil when there is none yet), and a warning when the file was unusable.
    public func load() -> (state: SavedState?, warning: String?) {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            return (nil, exists ? "could not read \(path); starting afresh" : nil)
        }
        do {
            let state = try JSONDecoder().decode(SavedState.self, from: data)
            return (state, nil)
        } catch {
            let aside = path + ".corrupt"
            try? FileManager.default.removeItem(atPath: aside)
            let moved = (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil
            return (nil, moved ? "the state file was damaged; moved it to \(aside)" : "the state file \(path) is damaged; ignoring it")
        }
    }

    /// Writes `state` atomically, creating the directory (mode 700) when needed.
    public func save(_ state: SavedState) throws {
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(state)
        let temporary = (directory as NSString).appendingPathComponent(".state.json.\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }
}
