#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the recipe files under files and folders: folders searched recursively in name order,
/// hidden entries and README.md skipped, symlinks followed once (a loop or a folder reached twice
/// is walked once). Each file found is stamped (size, modification time) on the way, so that a
/// cache can tell whether it changed without a second `stat`.
///
/// Uses `opendir`/`readdir` and `fstatat` relative to the open folder: listing 10,000 files costs
/// one system call per file, not several path lookups.
public struct RecipeFileWalk {
    /// A file found, with its stamp (nil when it is not a regular file).
    public struct File: Sendable {
        public var path: String
        public var stamp: FileStamp?
    }

    public private(set) var files: [File] = []
    public private(set) var diagnostics: [Diagnostic] = []
    private var visited = Set<String>()

    /// Walks `paths`; throws `CatalogLoader.PathError` when one does not exist.
    public init(_ paths: [String]) throws {
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw CatalogLoader.PathError(path: path, reason: "no such file or directory")
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(Self.normalized(path))
            } else {
                files.append(File(path: path, stamp: FileStamp(info)))
            }
        }
    }

    private mutating func walk(_ root: String) {
        var pending = [root]
        while let folder = pending.popLast() {
            let real = realpath(folder, nil)
            defer { free(real) }
            guard visited.insert(real.map { String(cString: $0) } ?? folder).inserted else { continue }  // a symlink loop or a folder seen twice
            guard let directory = opendir(folder) else {
                diagnostics.append(Diagnostic(path: folder, line: 1, severity: .warning, message: "cannot list folder: permission denied or unreadable"))
                continue
            }
            defer { closedir(directory) }
            let fd = dirfd(directory)
            var entries: [(name: String, isFolder: Bool, stamp: FileStamp?)] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                guard !name.hasPrefix(".") else { continue }
                var info = stat()
                guard fstatat(fd, name, &info, 0) == 0 else { continue }  // a dangling link
                let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
                guard isFolder || Self.isRecipeFile(name) else { continue }
                entries.append((name, isFolder, FileStamp(info)))
            }
            entries.sort { $0.name < $1.name }
            let prefix = folder == "/" ? "/" : folder + "/"
            var subfolders: [String] = []
            for entry in entries {
                if entry.isFolder {
                    subfolders.append(prefix + entry.name)
                } else {
                    files.append(File(path: prefix + entry.name, stamp: entry.stamp))
                }
            }
            pending.append(contentsOf: subfolders.reversed())
        }
    }

    /// A `.md`, `.markdown` or `.txt` file (any case) other than a README.md.
    static func isRecipeFile(_ name: String) -> Bool {
        let bytes = name.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > bytes.startIndex else { return false }
        let ext = bytes[bytes.index(after: dot)...]
        guard ext.count <= 8, ext.allSatisfy({ $0 < 0x80 }) else { return false }
        let lowered = String(decoding: ext.map { $0 | (($0 >= 0x41 && $0 <= 0x5A) ? 0x20 : 0) }, as: UTF8.self)
        return CatalogLoader.recipeExtensions.contains(lowered) && !(bytes.count == 9 && name.lowercased() == "readme.md")
    }

    /// `path` with repeated slashes folded and a trailing slash dropped, as folder paths are
    /// printed ("Recipes//" → "Recipes").
    static func normalized(_ path: String) -> String {
        var out: [UInt8] = []
        for byte in path.utf8 where !(byte == UInt8(ascii: "/") && out.last == UInt8(ascii: "/")) { out.append(byte) }
        if out.count > 1, out.last == UInt8(ascii: "/") { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }
}
