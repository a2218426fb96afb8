#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `.swift` files under the paths given to `recipes check`, in a stable order.
///
/// Folders are searched recursively, skipping hidden folders and build output (`.build`,
/// `DerivedData`, `Pods`, `Carthage`); symbolic links to folders are followed once.
public enum SwiftFileCollector {
    /// Folder names never searched.
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]

    /// A path that does not exist.
    public struct MissingPath: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "\(path): no such file or directory" }
    }

    /// The files to check: every given file as is, and every `.swift` file inside the given folders.
    /// Throws `MissingPath` for a path that does not exist; folders that cannot be listed become warnings.
    public static func collect(_ paths: [String]) throws -> (files: [String], warnings: [String]) {
        var files: [String] = []
        var warnings: [String] = []
        var visited = Set<[UInt64]>()
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { throw MissingPath(path: path) }
            guard info.st_mode & S_IFMT == S_IFDIR else { files.append(path); continue }
            walk(path, prefix: path == "." ? "" : path, visited: &visited, files: &files, warnings: &warnings)
        }
        return (files, warnings)
    }

    private static func walk(_ folder: String, prefix: String, visited: inout Set<[UInt64]>, files: inout [String], warnings: inout [String]) {
        var info = stat()
        guard stat(folder, &info) == 0, visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
        guard let directory = opendir(folder) else {
            warnings.append("\(folder): cannot list folder: \(String(cString: strerror(errno)))")
            return
        }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) } }
            if name.hasPrefix(".") { continue }  // hidden folders and files, `.` and `..`, `.build`
            entries.append((name, entry.pointee.d_type))
        }
        closedir(directory)
        let base = prefix.isEmpty ? "" : prefix.hasSuffix("/") ? prefix : prefix + "/"
        let folderBase = folder.hasSuffix("/") ? folder : folder + "/"
        for entry in entries.sorted(by: { $0.name < $1.name }) {
            let full = folderBase + entry.name
            var type = entry.type
            if type == 0 || type == 10 {  // DT_UNKNOWN, DT_LNK: ask stat, which follows links
                var child = stat()
                guard stat(full, &child) == 0 else { continue }  // a dangling link
                type = child.st_mode & S_IFMT == S_IFDIR ? 4 : child.st_mode & S_IFMT == S_IFREG ? 8 : 0
            }
            if type == 4 {  // DT_DIR
                if skippedFolders.contains(entry.name) { continue }
                walk(full, prefix: base + entry.name, visited: &visited, files: &files, warnings: &warnings)
            } else if type == 8, entry.name.hasSuffix(".swift") {  // DT_REG
                files.append(base + entry.name)
            }
        }
    }
}
