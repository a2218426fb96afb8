import Foundation
import RecipeKit
import RecipeSearch

/// `recipes-bench`: load, index and query timings in one process, for `make bench`.
enum BenchSearch {
    static let help = """
        Usage: recipes-bench --recipes PATH --queries FILE [--iterations N] [--limit N] [--relevance] [--no-cache] [--hits OUT]
               recipes-bench --tui --recipes PATH --queries FILE [--size COLSxROWS]

        FILE is Bench/queries.tsv (query, recipe, pitfall; tab-separated). Loads the catalog without the
        cache (cold), indexes it, and runs each query in several shapes (as typed, complete words, a
        half-typed last word, one letter, one typo, two typos in an identifier, with a target of iOS 16),
        N times each (default 20), for the first --limit hits (default 10) with highlights and snippets;
        the peak memory is taken then (what a search that builds its index holds: the catalog, handed
        to the index as `recipes search` does until the index has copied what it keeps of it, and the
        index). Unless --no-cache, it then loads the catalog through the cache twice (the second load is
        the warm one). Prints JSON, with the recipe files' bytes (the text the index is measured against). With
        --relevance, also MRR and recall@5 of the labelled answers. --hits OUT writes every shape's query with
        its hits (recipe, pitfall, score) and hidden count, a line each, so that a change meant to be faster
        only can be diffed for identical answers. With --tui, times the browser instead:
        keystroke → frame for sessions that type each query key by key, move, open a hit and scroll, and
        each search from request to results frame, at --size (default 120x40).
        """

    static func run(_ arguments: BenchArguments) throws -> Int32 {
        guard let queriesPath = arguments.value("queries"),
            let text = try? String(contentsOfFile: queriesPath, encoding: .utf8)
        else {
            throw BenchArguments.Problem(message: "--queries FILE is required and must be readable")
        }
        let iterations = Int(arguments.value("iterations") ?? "20") ?? 20
        let limit = Int(arguments.value("limit") ?? "10") ?? 10
        let labelled = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("query\t") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
            .filter { $0.count >= 2 }
        if arguments.flag("tui") { return try TUIBenchmark.run(arguments, queries: labelled.map { $0[0] }) }

        let paths = try arguments.recipePaths()
        let textBytes = try RecipeFileWalk(paths).files.reduce(0) { $0 + Int($1.stamp?.size ?? 0) }
        let loadStart = DispatchTime.now()
        var loaded: Catalog? = try CatalogLoader().load(paths: paths)
        let loadSeconds = seconds(since: loadStart)
        let recipeCount = loaded!.recipes.count
        let indexStart = DispatchTime.now()
        let index = SearchIndex(catalog: loaded.take()!)
        let indexSeconds = seconds(since: indexStart)

        // Wall time, and this thread's CPU time: on a shared machine the first includes time the
        // scheduler gave to other processes, the second is the search's own work.
        var shapes: [String: [Double]] = [:]
        var cpuShapes: [String: [Double]] = [:]
        let hitsPath = arguments.value("hits")
        var answers: [String] = []
        let ios16 = DeploymentTarget(platform: .iOS, version: OSVersion(16))
        for (shape, queries) in QueryShapes.make(labelled.map { $0[0] }) {
            var times: [Double] = []
            var cpuTimes: [Double] = []
            for query in queries {
                let q = SearchQuery(text: query, target: shape == "target" ? ios16 : nil, limit: limit)
                if hitsPath != nil { answers.append(answerLine(shape, query, index.search(q))) }
                for _ in 0..<iterations {
                    let cpuStart = threadCPUSeconds()
                    let start = DispatchTime.now()
                    _ = index.search(q)
                    times.append(seconds(since: start) * 1000)
                    cpuTimes.append((threadCPUSeconds() - cpuStart) * 1000)
                }
            }
            shapes[shape] = times
            cpuShapes[shape] = cpuTimes
        }
        let peakRSSBytes = peakRSS()
        if let path = hitsPath {
            try answers.joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        var warmLoadSeconds: Double?
        if let cache = arguments.catalogCache() {
            _ = try CatalogLoader(cache: cache).load(paths: paths)
            let warmStart = DispatchTime.now()
            _ = try CatalogLoader(cache: cache).load(paths: paths)
            warmLoadSeconds = seconds(since: warmStart)
        }
        var report: [String: Any] = [
            "recipes": recipeCount, "textBytes": textBytes, "loadSeconds": loadSeconds, "indexSeconds": indexSeconds,
            "limit": limit, "peakRSSBytes": peakRSSBytes,
            "index": [
                "documents": index.statistics.documents, "terms": index.statistics.terms,
                "tokens": index.statistics.tokens, "postings": index.statistics.postings, "bytes": index.statistics.bytes
            ],
            "latencyMs": shapes.mapValues(summary).merging(["all": summary(shapes.values.flatMap { $0 })]) { a, _ in a },
            "cpuLatencyMs": cpuShapes.mapValues(summary).merging(["all": summary(cpuShapes.values.flatMap { $0 })]) { a, _ in a }
        ]
        if let warmLoadSeconds { report["warmLoadSeconds"] = warmLoadSeconds }
        if arguments.flag("relevance") { report["relevance"] = relevance(labelled, index: index) }
        let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
        return 0
    }

    /// One query's answer as a line of `--hits`: shape, query, then each hit and the hidden count.
    private static func answerLine(_ shape: String, _ query: String, _ results: SearchResults) -> String {
        let hits = results.hits.map { hit in
            "\(hit.recipeID)#\(hit.pitfallIndex.map(String.init) ?? "-")#\(hit.preferNativeIndex.map(String.init) ?? "-")@\(String(format: "%.4f", hit.score))"
        }
        return ([shape, query] + hits + ["hidden \(results.hiddenByTarget) \(results.hidden.map(\.recipeID))"]).joined(separator: "\t")
    }

    /// CPU time this thread has used, in seconds.
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    private static func summary(_ values: [Double]) -> [String: Double] {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return [:] }
        func at(_ q: Double) -> Double { sorted[min(sorted.count - 1, Int(q * Double(sorted.count)))] }
        return ["p50": at(0.5), "p99": at(0.99), "max": sorted.last!, "count": Double(sorted.count)]
    }

    /// MRR and recall@5 over the labelled answers: the pitfall itself, and any hit of the recipe.
    private static func relevance(_ labelled: [[String]], index: SearchIndex) -> [String: Double] {
        var mrr = (pitfall: 0.0, recipe: 0.0), recall = (pitfall: 0.0, recipe: 0.0)
        for row in labelled {
            let hits = index.search(SearchQuery(text: row[0], limit: 10)).hits
            let pitfallID = row.count > 2 ? row[2] : ""
            let exact = hits.firstIndex { hit in
                hit.recipeID == row[1]
                    && (pitfallID.isEmpty || index.describe(hit).pitfallID == pitfallID)
            }
            var seen: [String] = []
            for hit in hits where !seen.contains(hit.recipeID) { seen.append(hit.recipeID) }
            let recipeRank = seen.firstIndex(of: row[1])
            if let r = exact { mrr.pitfall += 1 / Double(r + 1); if r < 5 { recall.pitfall += 1 } }
            if let r = recipeRank { mrr.recipe += 1 / Double(r + 1); if r < 5 { recall.recipe += 1 } }
        }
        let n = Double(max(labelled.count, 1))
        return [
            "queries": Double(labelled.count), "mrr": mrr.pitfall / n, "recallAt5": recall.pitfall / n,
            "recipeMRR": mrr.recipe / n, "recipeRecallAt5": recall.recipe / n
        ]
    }

    /// Peak resident memory of this process (VmHWM), in bytes; 0 where /proc is missing.
    private static func peakRSS() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) * 1024
    }
}

/// The query shapes `recipes-bench` times, derived from the labelled queries.
enum QueryShapes {
    static func make(_ queries: [String]) -> [(String, [String])] {
        let words = queries.map { $0.split(separator: " ").map(String.init) }
        let identifiers = Set(words.joined().filter { $0.count >= 9 && $0.contains(where: \.isUppercase) }).sorted()
        return [
            ("asTyped", queries),
            ("complete", queries.map { $0 + " " }),
            ("prefix", words.map { w in (w.dropLast() + [String(w.last!.prefix(max(1, w.last!.count / 2)))]).joined(separator: " ") }),
            ("oneLetter", words.map { String($0[0].prefix(1)).lowercased() }),
            ("typo", words.map { w in w.map { $0.count >= 5 ? swapped($0, at: 2) : $0 }.joined(separator: " ") + " " }),
            (
                "twoTypoIdentifier",
                identifiers.map { id in
                    var chars = Array(swapped(id, at: 2))
                    chars.remove(at: chars.count - 2)
                    return String(chars) + " "
                }
            ),
            ("target", queries)
        ]
    }

    /// `word` with the letters at `i` and `i + 1` swapped (one transposition).
    private static func swapped(_ word: String, at i: Int) -> String {
        var chars = Array(word)
        guard chars.count > i + 1 else { return word }
        chars.swapAt(i, i + 1)
        return String(chars)
    }
}
