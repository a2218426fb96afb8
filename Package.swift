// swift-tools-version:6.0
// The recipes knowledge base: see ARCHITECTURE.md.
import PackageDescription

let package = Package(
    name: "recipes",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "recipes", targets: ["recipes"]),
        .library(name: "RecipeKit", targets: ["RecipeKit"])
    ],
    targets: [
        // cmark-gfm and its GFM extensions (tables), from Debian's libcmark-gfm-dev.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // ncursesw macros and globals exposed as C functions Swift can call.
        .target(
            name: "CNcurses",
            cSettings: [.define("_XOPEN_SOURCE_EXTENDED"), .define("NCURSES_WIDECHAR", to: "1")],
            linkerSettings: [.linkedLibrary("ncursesw"), .linkedLibrary("tinfo")]
        ),
        // The allocator call that gives freed memory back to the system (malloc_trim on glibc).
        .target(name: "CMemory"),
        .target(name: "RecipeKit", dependencies: ["CCmark"]),
        .target(name: "RecipeSearch", dependencies: ["RecipeKit", "CMemory"]),
        .target(name: "RecipeCheck", dependencies: ["RecipeKit"]),
        .target(name: "RecipeTUI", dependencies: ["RecipeSearch", "RecipeKit", "CNcurses"]),
        // `recipes mcp`: the Model Context Protocol server over the catalog, the index and the checker.
        .target(name: "RecipeMCP", dependencies: ["RecipeKit", "RecipeSearch", "RecipeCheck"]),
        .executableTarget(
            name: "recipes",
            dependencies: ["RecipeKit", "RecipeSearch", "RecipeCheck", "RecipeTUI", "RecipeMCP"]
        ),
        // The browser without a terminal (keystroke driver, scripted terminal, inline searches):
        // for tests and benches, never linked into `recipes`.
        .target(name: "RecipeTUIHarness", dependencies: ["RecipeTUI", "RecipeSearch", "RecipeKit"]),
        // `make bench`'s in-process timings; built by Bench/run, not installed.
        .executableTarget(name: "recipes-bench", dependencies: ["RecipeKit", "RecipeSearch", "RecipeTUI", "RecipeTUIHarness"]),
        .testTarget(name: "RecipeKitTests", dependencies: ["RecipeKit"]),
        .testTarget(name: "RecipeSearchTests", dependencies: ["RecipeSearch", "RecipeKit"]),
        .testTarget(name: "RecipeCheckTests", dependencies: ["RecipeCheck", "RecipeKit"], exclude: ["Fixtures", "Precision"]),
        .testTarget(name: "RecipeTUITests", dependencies: ["RecipeTUI", "RecipeTUIHarness", "RecipeSearch", "RecipeKit"], exclude: ["Snapshots"]),
        .testTarget(name: "RecipeMCPTests", dependencies: ["RecipeMCP", "RecipeKit"]),
        .testTarget(name: "CLITests", dependencies: ["RecipeKit"])
    ]
)
