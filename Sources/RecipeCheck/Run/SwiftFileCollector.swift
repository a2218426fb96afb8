#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

import RecipeKit

/// Finds the `.swift` files under the paths given to `recipes check`, in a stable order.
///
/// Folders are searched as recipe folders are (`FolderWalk`: links followed only inside the
/// folders given, loops and links out reported), skipping hidden folders and build output
/// (`.build`, `DerivedData`, `Pods`, `Carthage`).
public enum SwiftFileCollector {
    /// Folder names never searched.
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]

    /// A path that cannot be reached, and why.
    public struct MissingPath: Error, CustomStringConvertible {
        public var path: String
        public var reason: String = "no such file or directory"
        public var description: String { "\(path): \(reason)" }
    }

    /// The files to check: every given file as is, and every `.swift` file inside the given folders.
    /// Throws `MissingPath` for a path that cannot be reached; folders that cannot be listed become warnings.
    public static func collect(_ paths: [String]) throws -> (files: [String], warnings: [String]) {
        var files: [String] = []
        var walk = FolderWalk(folders: paths, wantsFile: { $0.hasSuffix(".swift") }, skipsFolder: skippedFolders.contains)
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { throw MissingPath(path: path, reason: FolderWalk.reason(errno)) }
            guard info.st_mode & S_IFMT == S_IFDIR else { files.append(path); continue }
            walk.walk(path)
            // `.` lists its files by their names alone.
            files += walk.found.filter { $0.stamp != nil }.map { path == "." ? String($0.path.dropFirst(2)) : $0.path }
            walk.clearFound()
        }
        return (files, walk.diagnostics.map { "\($0.path): \($0.message)" })
    }
}
