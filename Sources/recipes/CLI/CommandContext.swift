import Foundation
import RecipeKit
import RecipeSearch

/// What a command runs with: output streams, styling, and the catalog the common options name.
struct CommandContext {
    var style: Style
    var environment: [String: String]
    /// `--verbose`: print every loading diagnostic, not only the summary line.
    var verbose = false

    /// Writes to standard output (buffered by stdio) through the terminal-text filter: only the
    /// style's own colour sequences reach the terminal as escape sequences.
    func print(_ text: String = "", terminator: String = "\n") {
        Swift.print(TerminalText.visible(text, allowing: style.escapeSequences), terminator: terminator)
    }

    /// Writes to standard error, through the same filter.
    func printError(_ text: String) {
        Console.error(text, allowing: style.escapeSequences)
    }

    /// The paths to load: `--recipes` options, else `RECIPES_PATH` (colon-separated), else the bundled library.
    func recipePaths(_ arguments: ParsedArguments) throws -> [String] {
        let given = arguments.all("recipes")
        if !given.isEmpty { return given }
        if let env = environment["RECIPES_PATH"], !env.isEmpty {
            return env.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        }
        guard let bundled = BundledRecipes.folder() else {
            throw CommandFailure(message: "cannot find the bundled Recipes/ folder; pass --recipes PATH or set RECIPES_PATH")
        }
        return [bundled]
    }

    /// Loads the catalog the arguments name, in `mode`.
    func loadCatalog(_ arguments: ParsedArguments, mode: DocumentImporter.Mode = .automatic) throws -> Catalog {
        let paths = try recipePaths(arguments)
        do {
            return try CatalogLoader(mode: mode, cache: catalogCache(arguments)).load(paths: paths)
        } catch let error as CatalogLoader.PathError {
            throw CommandFailure(message: error.description)
        }
    }

    /// The cache of imported files under `$XDG_CACHE_HOME/recipes/`, unless `--no-cache` or
    /// `RECIPES_NO_CACHE=1` turns it off (or no cache folder can be named).
    func catalogCache(_ arguments: ParsedArguments) -> CatalogCache? {
        let disabled = arguments.flag("no-cache") || environment["RECIPES_NO_CACHE"].map { !$0.isEmpty && $0 != "0" } == true
        guard !disabled, let directory = CatalogCache.defaultDirectory(environment: environment) else { return nil }
        return CatalogCache(directory: directory)
    }

    /// The recipe files the arguments name, stamped for the search index cache; with `cache`, also
    /// the index kept there for them when none changed.
    func recipeSources(_ arguments: ParsedArguments, cache: SearchIndexCache?) throws -> (sources: IndexSources, index: SearchIndex?) {
        let paths = try recipePaths(arguments)
        do {
            return try cache?.open(paths: paths, mode: "automatic") ?? (IndexSources(paths: paths, mode: "automatic"), nil)
        } catch let error as CatalogLoader.PathError {
            throw CommandFailure(message: error.description)
        }
    }

    /// Loads the catalog of `sources` (through the catalog cache unless it is off).
    func loadCatalog(_ arguments: ParsedArguments, sources: IndexSources) -> Catalog {
        CatalogLoader(cache: catalogCache(arguments)).load(files: sources.files, diagnostics: sources.diagnostics)
    }

    /// The search index cache beside the catalog cache (off with it: --no-cache, RECIPES_NO_CACHE).
    func indexCache(_ arguments: ParsedArguments) -> SearchIndexCache? {
        catalogCache(arguments).map { SearchIndexCache(directory: $0.directory) }
    }

    /// Prints, once, a summary on stderr when loading produced warnings ("3 files, 2 warnings"),
    /// and with `--verbose` every diagnostic (notes included).
    func reportDiagnostics(_ catalog: Catalog) {
        let files = Set(catalog.recipes.map(\.source.path) + catalog.diagnostics.map(\.path)).count
        reportDiagnostics(catalog.diagnostics, files: files)
    }

    /// Prints the summary of `diagnostics` (from `files` files, when known) on stderr.
    func reportDiagnostics(_ diagnostics: [Diagnostic], files: Int? = nil) {
        if verbose {
            for diagnostic in diagnostics.sorted(by: { ($0.path, $0.line) < ($1.path, $1.line) }) {
                printError(TerminalText.visible(diagnostic.description, singleLine: true))
            }
        }
        let problems = diagnostics.filter { $0.severity >= .warning }
        guard !problems.isEmpty else { return }
        let counted = files.map { "\($0) file\($0 == 1 ? "" : "s"), " } ?? ""
        let hint = verbose ? "" : " (--verbose for each; recipes lint --explain FILE shows an import)"
        printError(style.warning("recipes: \(counted)\(problems.count) warning\(problems.count == 1 ? "" : "s") while loading") + hint)
    }
}

/// A failure that ends a command with a message on stderr and exit code 1.
struct CommandFailure: Error {
    var message: String
}

/// Standard error, written unbuffered so that it interleaves correctly with the terminal, and
/// filtered (`TerminalText`): messages quote file names, paths and arguments.
enum Console {
    static func error(_ text: String, allowing sequences: [String] = []) {
        FileHandle.standardError.write(Data((TerminalText.visible(text, allowing: sequences) + "\n").utf8))
    }
}
