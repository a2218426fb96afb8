#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the recipe files under files and folders: folders searched in name order (see
/// `FolderWalk`: links followed only inside the folders given, loops and links out reported,
/// non-UTF-8 names reported), hidden entries and README.md skipped. Each file found is stamped
/// (size, times, inode) on the way, so that a cache can tell whether it changed without a
/// second `stat`.
public struct RecipeFileWalk {
    /// A file found, with its stamp (nil when it is not a regular file).
    public struct File: Sendable {
        public var path: String
        public var stamp: FileStamp?
    }

    public private(set) var files: [File] = []
    public private(set) var diagnostics: [Diagnostic] = []

    /// Walks `paths`; throws `CatalogLoader.PathError` (with the system's reason) when one
    /// cannot be reached.
    public init(_ paths: [String]) throws {
        var walk = FolderWalk(folders: paths.map(Self.normalized), wantsFile: Self.isRecipeFile)
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw CatalogLoader.PathError(path: path, reason: FolderWalk.reason(errno))
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk.walk(Self.normalized(path))
                files += walk.found.map { File(path: $0.path, stamp: $0.stamp) }
                walk.clearFound()
            } else {
                files.append(File(path: path, stamp: FileStamp(info)))
            }
        }
        diagnostics = walk.diagnostics
    }

    /// A `.md`, `.markdown` or `.txt` file (any case) other than a README.md.
    static func isRecipeFile(_ name: String) -> Bool {
        let bytes = name.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > bytes.startIndex else { return false }
        let ext = bytes[bytes.index(after: dot)...]
        guard ext.count <= 8, ext.allSatisfy({ $0 < 0x80 }) else { return false }
        // Compared byte for byte, lowered on the way: no String made or hashed per file.
        let lowered = ext.lazy.map { $0 | (($0 >= 0x41 && $0 <= 0x5A) ? 0x20 : 0) }
        return CatalogLoader.recipeExtensions.contains { $0.utf8.elementsEqual(lowered) }
            && !(bytes.count == 9 && name.lowercased() == "readme.md")
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
