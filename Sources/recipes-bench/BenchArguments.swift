import Foundation
import RecipeKit

/// The options of `recipes-bench`: `--name VALUE`, `--name=VALUE` and flags, checked against
/// the names it knows, so a mistyped option in Bench/run fails loudly instead of being ignored.
struct BenchArguments {
    /// A bad command line: printed with the usage, exit code 64.
    struct Problem: Error {
        var message: String
    }

    static let valueOptions: Set<String> = ["recipes", "queries", "iterations", "limit", "size", "hits"]
    static let flags: Set<String> = ["relevance", "tui", "no-cache", "help"]

    private var values: [String: [String]] = [:]
    private var setFlags: Set<String> = []

    init(_ arguments: [String]) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else { throw Problem(message: "unexpected argument '\(argument)'") }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if Self.flags.contains(name), value == nil {
                setFlags.insert(name)
            } else if Self.valueOptions.contains(name) {
                if value == nil {
                    guard index < arguments.count else { throw Problem(message: "--\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                values[name, default: []].append(value!)
            } else {
                throw Problem(message: "unknown option '--\(name)'")
            }
        }
    }

    func flag(_ name: String) -> Bool { setFlags.contains(name) }
    func value(_ name: String) -> String? { values[name]?.last }

    /// The `--recipes` paths; at least one is required.
    func recipePaths() throws -> [String] {
        guard let paths = values["recipes"], !paths.isEmpty else { throw Problem(message: "--recipes PATH is required") }
        return paths
    }

    /// The catalog cache under `$XDG_CACHE_HOME/recipes/`, unless `--no-cache`.
    func catalogCache() -> CatalogCache? {
        guard !flag("no-cache"), let directory = CatalogCache.defaultDirectory(environment: ProcessInfo.processInfo.environment)
        else { return nil }
        return CatalogCache(directory: directory)
    }
}
