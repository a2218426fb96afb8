import Foundation
import RecipeKit
import RecipeSearch

/// How `runTUI` starts: the deployment target, colours, where state lives, and where to write
/// the code block on exit.
public struct TUIOptions: Sendable {
    /// The target to filter by from the start; nil keeps the saved one (or none).
    public var initialTarget: DeploymentTarget?
    /// False for a monochrome look (set when `NO_COLOR` is set and not empty).
    public var useColour: Bool
    /// Where favourites and the reading position are kept; nil keeps nothing.
    public var stateDirectory: String?
    /// When set, the code block on screen at exit is written there; `-` means stdout.
    public var outputPath: String?
    /// Where the search index is kept between runs (nil: built in memory each time), and the files
    /// the catalog was loaded from.
    public var indexCache: SearchIndexCache?
    public var indexSources: IndexSources?
    /// Loads the catalog again (after `e` edited a recipe), with the files it came from; nil
    /// keeps the catalog as it was.
    public var reload: (@Sendable () -> (catalog: Catalog, sources: IndexSources?)?)?

    public init(
        initialTarget: DeploymentTarget? = nil, useColour: Bool = true, stateDirectory: String? = nil, outputPath: String? = nil,
        indexCache: SearchIndexCache? = nil, indexSources: IndexSources? = nil,
        reload: (@Sendable () -> (catalog: Catalog, sources: IndexSources?)?)? = nil
    ) {
        self.initialTarget = initialTarget
        self.useColour = useColour
        self.stateDirectory = stateDirectory
        self.outputPath = outputPath
        self.indexCache = indexCache
        self.indexSources = indexSources
        self.reload = reload
    }

    /// Options from the environment: `NO_COLOR` and `$XDG_STATE_HOME/recipes` (else `~/.local/state/recipes`).
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        initialTarget: DeploymentTarget? = nil, outputPath: String? = nil
    ) {
        self.init(
            initialTarget: initialTarget, useColour: (environment["NO_COLOR"] ?? "").isEmpty,
            stateDirectory: Self.stateDirectory(environment: environment), outputPath: outputPath)
    }

    /// `$XDG_STATE_HOME/recipes` when that is an absolute path, else `$HOME/.local/state/recipes`; nil without either.
    public static func stateDirectory(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") { return xdg + "/recipes" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/recipes" }
        return nil
    }
}
