import Foundation

/// Loads recipes from files and folders into a `Catalog`, in parallel, with a diagnostic
/// (file:line) for every file it skips or could only partly read. It never crashes on bad input.
public struct CatalogLoader: Sendable {
    /// Files larger than this are skipped with a warning.
    public static let maximumFileSize = 4 * 1024 * 1024
    /// File name endings that hold recipes.
    public static let recipeExtensions: Set<String> = ["md", "markdown", "txt"]

    public var mode: DocumentImporter.Mode
    /// Where imported files are remembered between runs; nil (the default) parses every file.
    public var cache: CatalogCache?

    public init(mode: DocumentImporter.Mode = .automatic, cache: CatalogCache? = nil) {
        self.mode = mode
        self.cache = cache
    }

    /// The error for a path that does not exist or cannot be listed.
    public struct PathError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Loads every recipe file under `paths` (files, or folders searched recursively).
    /// Throws `PathError` when a path does not exist; unreadable files inside folders are warnings.
    public func load(paths: [String]) throws -> Catalog {
        var diagnostics: [Diagnostic] = []
        let files = try collectFiles(paths, diagnostics: &diagnostics)
        return load(files: files, diagnostics: diagnostics)
    }

    /// Finds the recipe files under `paths`, in a stable order, following symlinks once
    /// (see `RecipeFileWalk`).
    public func collectFiles(_ paths: [String], diagnostics: inout [Diagnostic]) throws -> [String] {
        let walk = try RecipeFileWalk(paths)
        diagnostics += walk.diagnostics
        return walk.files.map(\.path)
    }

    /// Reads and imports `files` on all cores (through the cache when there is one); recipe ids
    /// are made unique across the catalog.
    public func load(files: [String], diagnostics initial: [Diagnostic] = []) -> Catalog {
        let loaded: [(recipes: [Recipe], diagnostics: [Diagnostic])]
        if let cache {
            loaded = cache.load(files, mode: mode) { self.loadFile($0) }.results
        } else {
            let results = UnsafeResults(count: files.count)
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                results.set(index, loadFile(files[index]))
            }
            loaded = results.values
        }
        var recipes: [Recipe] = []
        var diagnostics = initial
        for result in loaded {
            recipes += result.recipes
            diagnostics += result.diagnostics
        }
        var claims = Slug.Claims()
        for index in recipes.indices {
            let id = recipes[index].id.isEmpty ? "recipe" : recipes[index].id
            let unique = claims.claim(id)
            if unique != id {
                diagnostics.append(
                    Diagnostic(
                        path: recipes[index].source.path, line: recipes[index].source.line, severity: .warning,
                        message: "duplicate recipe id `\(id)`: this one is `\(unique)`"))
            }
            recipes[index].id = unique
        }
        return Catalog(recipes: recipes, diagnostics: diagnostics)
    }

    /// Reads one file and imports it; every failure becomes a diagnostic.
    public func loadFile(_ path: String) -> (recipes: [Recipe], diagnostics: [Diagnostic]) {
        switch FileText.read(path, maximumSize: Self.maximumFileSize) {
        case .failure(let diagnostic):
            return ([], [diagnostic])
        case .success(let file):
            var result = DocumentImporter.importDocument(path: path, text: file.text, mode: mode)
            result.diagnostics = file.diagnostics + result.diagnostics
            return result
        }
    }
}

/// Per-index result slots written by `concurrentPerform` workers, each index by one worker only.
private final class UnsafeResults: @unchecked Sendable {
    private(set) var values: [(recipes: [Recipe], diagnostics: [Diagnostic])]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: ([], []), count: count) }

    func set(_ index: Int, _ value: (recipes: [Recipe], diagnostics: [Diagnostic])) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}
