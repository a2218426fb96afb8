#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch

/// Walks folders for the files a caller wants, in name order, without recursion, and without
/// leaving the folders it was given:
///
/// - a symbolic link to a folder is followed only when the folder it leads to is inside one of
///   the given folders and was not walked yet; a link out of them, or back to a folder already
///   walked (a loop, a link to an ancestor), is reported once and not followed;
/// - `/proc`, `/sys` and `/dev` are never walked, even when given;
/// - a name that is not valid UTF-8 is reported, never dropped silently;
/// - every failure names its real cause (`strerror`), and folders are listed through file
///   descriptors opened one component at a time when a path is longer than `PATH_MAX`.
///
/// Each file found comes with the stamp of the `stat` the walk made of it (through `fstatat`, relative to
/// the open folder: one system call per wanted file or folder, a second one only for a link).
public struct FolderWalk {
    /// A file found: its path (the given folder, then names joined by `/`) and its stamp from
    /// the walk's `stat` (nil when it is not a regular file: a FIFO, a device).
    public struct Found {
        public var path: String
        public var stamp: FileStamp?
    }

    /// What to take: files whose name `wantsFile` accepts, folders `skipsFolder` does not refuse.
    /// Names starting with `.` are always skipped.
    public var wantsFile: (String) -> Bool
    public var skipsFolder: (String) -> Bool = { _ in false }

    public private(set) var found: [Found] = []
    public private(set) var diagnostics: [Diagnostic] = []
    /// "device:inode" of every folder walked. Text, not a pair: `Set<String>` is a type the
    /// program has already made by then, and each new set type costs a scan of every protocol
    /// conformance of the static binary at first use (a tenth of a millisecond, more than the walk
    /// of a small folder).
    private var visited = Set<String>()
    /// The real paths of the folders given, inside which links may lead.
    private let roots: [String]

    /// A walk of some of `folders` (the folders given; links may lead anywhere inside them).
    public init(folders: [String], wantsFile: @escaping (String) -> Bool, skipsFolder: @escaping (String) -> Bool = { _ in false }) {
        self.wantsFile = wantsFile
        self.skipsFolder = skipsFolder
        roots = folders.map { Self.realPath($0) ?? $0 }
    }

    /// The pseudo file systems never walked.
    static let pseudoFileSystems = ["/proc", "/sys", "/dev"]

    /// `strerror(code)` with a lower-case first letter, as messages here are written.
    public static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Forgets the files found so far (diagnostics and walked folders are kept).
    public mutating func clearFound() { found.removeAll() }

    /// Walks the folder at `root` (already known to be a folder), adding to `found`; `root` is
    /// printed as given. A folder already walked from an earlier root is not walked again.
    public mutating func walk(_ root: String) {
        if let pseudo = Self.pseudoFileSystem(containing: Self.realPath(root) ?? root) {
            diagnostics.append(Diagnostic(path: root, line: 1, severity: .warning, message: "\(pseudo) is not searched for files; skipped"))
            return
        }
        var pending = [root]
        while let folder = pending.popLast() {
            let fd = Self.openFolder(folder)
            guard fd >= 0 else {
                diagnostics.append(Diagnostic(path: folder, line: 1, severity: .warning, message: "cannot list folder: \(Self.reason(errno))"))
                continue
            }
            var info = stat()
            guard fstat(fd, &info) == 0, visited.insert(Self.identity(info)).inserted, let directory = fdopendir(fd) else {
                close(fd)
                continue
            }
            defer { closedir(directory) }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            var subfolders: [String] = []
            for entry in readEntries(directory, in: prefix) {
                if entry.isFolder {
                    subfolders.append(prefix + entry.name)
                } else {
                    found.append(Found(path: prefix + entry.name, stamp: entry.stamp))
                }
            }
            pending.append(contentsOf: subfolders.reversed())
        }
    }

    /// An entry of a folder to take: a wanted file (with its stamp) or a folder to walk.
    private struct Entry {
        var name: String
        var isFolder: Bool
        var stamp: FileStamp?
        /// Where the name's bytes are in the folder's name buffer, which orders the entries.
        var bytes: Range<Int>
    }

    /// A name listed in a folder, not stat'ed yet: where its bytes (NUL-ended) are in the
    /// folder's name buffer, the name when it is UTF-8, its `d_type`, and whether it is wanted.
    private struct Listed {
        var offset: Int
        var length: Int
        var name: String?
        var type: UInt8
        var wanted: Bool
        var bytes: Range<Int> { offset..<(offset + length) }
    }

    /// What `stat` says of a listed name: its `stat` following links (nil when that fails: a
    /// dangling link), and whether the name itself is a link.
    private struct Status {
        var info: stat?
        var isLink = false
    }

    /// The most names one thread stats at a time; a folder with fewer is stat'ed on this thread.
    private static let namesPerTask = 256

    /// The wanted files and the folders to walk of one folder, in name order.
    private mutating func readEntries(_ directory: OpaquePointer, in prefix: String) -> [Entry] {
        let fd = dirfd(directory)
        var names: [CChar] = []
        var listed: [Listed] = []
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            // The raw name, not a decoded one, so that a name that is not UTF-8 is still found.
            let cName = (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self)
            let raw = UnsafeBufferPointer(start: cName, count: strlen(cName))
            guard raw.first != CChar(UInt8(ascii: ".")) else { continue }
            let name = String(validating: UnsafeRawBufferPointer(raw), as: UTF8.self)
            // `d_type` tells a plain file or folder from a link without a `stat`: a file not
            // wanted is passed over unread, and only a link (or an entry of unknown type) needs the
            // second `stat` that tells whether it is one.
            let type = entry.pointee.d_type
            let wanted = name.map(wantsFile) ?? false
            if type == UInt8(DT_REG), name != nil, !wanted { continue }
            listed.append(Listed(offset: names.count, length: raw.count, name: name, type: type, wanted: wanted))
            names.append(contentsOf: raw)
            names.append(0)
        }
        let statuses = Self.status(of: listed, names: names, in: fd)
        var entries: [Entry] = []
        for (i, item) in listed.enumerated() {
            let status = statuses[i]
            guard let info = status.info else { continue }  // a dangling link
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            guard let name = item.name else {
                let shown = names[item.offset..<(item.offset + item.length)].withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
                if isFolder || wantsFile(shown) {
                    diagnostics.append(
                        Diagnostic(
                            path: prefix + shown, line: 1, severity: .warning,
                            message: "the name is not valid UTF-8 (shown with U+FFFD); rename it to load it"))
                }
                continue
            }
            if isFolder {
                guard !skipsFolder(name) else { continue }
                if status.isLink, !followsLink(prefix + name, to: info) { continue }
                entries.append(Entry(name: name, isFolder: true, bytes: item.bytes))
            } else if item.wanted {
                entries.append(Entry(name: name, isFolder: false, stamp: FileStamp(info), bytes: item.bytes))
            }
        }
        // Byte order (`memcmp`), the order of `String`'s `<` for names in the same normal form:
        // comparing thousands of names as `String`s cost more than the `stat`s of their files.
        // Their positions are sorted, not the entries themselves, which are costly to move.
        let order = names.withUnsafeBufferPointer { names in
            let base = names.baseAddress!
            return entries.indices.sorted { i, j in
                let (a, b) = (entries[i].bytes, entries[j].bytes)
                let order = memcmp(base + a.lowerBound, base + b.lowerBound, min(a.count, b.count))
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
        return order.map { entries[$0] }
    }

    /// The `Status` of each listed name, in order, relative to the folder `fd`. A large folder
    /// is stat'ed on all cores: a walk of thousands of files is mostly these system calls.
    private static func status(of listed: [Listed], names: [CChar], in fd: Int32) -> [Status] {
        var statuses = [Status](repeating: Status(), count: listed.count)
        let tasks = (listed.count + namesPerTask - 1) / namesPerTask
        names.withUnsafeBufferPointer { names in
            listed.withUnsafeBufferPointer { listed in
                statuses.withUnsafeMutableBufferPointer { statuses in
                    // Each task writes only its own slots of `statuses`.
                    nonisolated(unsafe) let (names, listed, statuses) = (names, listed, statuses)
                    let statRange: @Sendable (Int) -> Void = { task in
                        for index in (task * namesPerTask)..<min(listed.count, (task + 1) * namesPerTask) {
                            statuses[index] = status(of: listed[index], name: names.baseAddress! + listed[index].offset, in: fd)
                        }
                    }
                    if tasks > 1 { DispatchQueue.concurrentPerform(iterations: tasks, execute: statRange) } else if tasks == 1 { statRange(0) }
                }
            }
        }
        return statuses
    }

    private static func status(of item: Listed, name: UnsafePointer<CChar>, in fd: Int32) -> Status {
        var info = stat(), link = stat()
        guard fstatat(fd, name, &info, 0) == 0 else { return Status() }
        let isLink =
            item.type != UInt8(DT_REG) && item.type != UInt8(DT_DIR)
            && fstatat(fd, name, &link, AT_SYMLINK_NOFOLLOW) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
        return Status(info: info, isLink: isLink)
    }

    /// Whether to follow the link at `path` to the folder `info`: only inside the given folders,
    /// and only to a folder not walked yet. Otherwise says why, once (each link is read once).
    private mutating func followsLink(_ path: String, to info: stat) -> Bool {
        let target = Self.realPath(path) ?? path
        if visited.contains(Self.identity(info)) {
            diagnostics.append(
                Diagnostic(
                    path: path, line: 1, severity: .warning,
                    message: "symbolic link back to \(target), a folder already searched (a loop); not followed"))
            return false
        }
        guard roots.contains(where: { target == $0 || target.hasPrefix($0 == "/" ? "/" : $0 + "/") }),
            Self.pseudoFileSystem(containing: target) == nil
        else {
            diagnostics.append(
                Diagnostic(
                    path: path, line: 1, severity: .warning,
                    message: "symbolic link to \(target), outside the folders given; not followed"))
            return false
        }
        return true
    }

    private static func identity(_ info: stat) -> String { String(UInt64(info.st_dev)) + ":" + String(UInt64(info.st_ino)) }

    /// `/proc`, `/sys` or `/dev` when `path` (a real path) is inside one of them.
    static func pseudoFileSystem(containing path: String) -> String? {
        pseudoFileSystems.first { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// `realpath(3)`, nil when it fails (a path longer than `PATH_MAX`, a removed folder).
    static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// Opens a folder for reading; a path longer than `PATH_MAX` is opened one component at a time.
    static func openFolder(_ path: String) -> Int32 {
        PathOpen.open(path, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
}
