import Foundation

/// Finds the bundled `Recipes/` folder from any working directory: beside an installed binary
/// (`PREFIX/share/recipes/Recipes`), in the checkout the binary was built in, or in the checkout
/// this source file was compiled from.
public enum BundledRecipes {
    /// The folder, or nil when none of the places has it.
    public static func folder(executable: String = CommandLine.arguments.first ?? "", sourceFile: String = #filePath) -> String? {
        var candidates: [URL] = []
        let exe = resolvedExecutable(executable)
        let binDir = exe.deletingLastPathComponent()
        candidates.append(binDir.appendingPathComponent("../share/recipes/Recipes").standardized)
        var dir = binDir
        for _ in 0..<6 {  // .build/x86_64-unknown-linux-gnu/release/recipes → the checkout
            candidates.append(dir.appendingPathComponent("Recipes"))
            dir = dir.deletingLastPathComponent()
        }
        // Sources/RecipeKit/Loading/BundledRecipes.swift → the checkout
        let checkout = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().appendingPathComponent("../../../Recipes").standardized
        candidates.append(checkout)
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("README.md").path) }?.path
    }

    private static func resolvedExecutable(_ argument: String) -> URL {
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: link)
        }
        return URL(fileURLWithPath: argument).resolvingSymlinksInPath()
    }
}
