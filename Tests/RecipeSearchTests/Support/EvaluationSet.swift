import Foundation

/// The real questions of `Bench/queries.tsv` (the first column), for tests that hold for every query.
enum EvaluationSet {
    static func queries() throws -> [String] {
        let text = try String(contentsOf: BundledLibrary.root.appendingPathComponent("Bench/queries.tsv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst(0).compactMap { line in
            guard !line.hasPrefix("#"), !line.hasPrefix("query\t") else { return nil }
            return line.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init)
        }
    }
}
