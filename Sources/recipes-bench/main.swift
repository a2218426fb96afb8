import Foundation

// `make bench`'s in-process measurements (see BenchSearch.help); a developer tool, not installed.
do {
    let arguments = try BenchArguments(Array(CommandLine.arguments.dropFirst()))
    if arguments.flag("help") {
        print(BenchSearch.help)
        exit(0)
    }
    exit(try BenchSearch.run(arguments))
} catch let problem as BenchArguments.Problem {
    FileHandle.standardError.write(Data("recipes-bench: \(problem.message)\n\(BenchSearch.help)\n".utf8))
    exit(64)
} catch {
    FileHandle.standardError.write(Data("recipes-bench: \(error)\n".utf8))
    exit(1)
}
