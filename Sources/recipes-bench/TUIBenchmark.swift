import Foundation
import RecipeKit
import RecipeTUI
import RecipeTUIHarness

/// `recipes-bench --tui`: keystroke → frame times of the terminal browser, driven without
/// a terminal through `KeystrokeDriver`, for `make bench`.
///
/// For each query of the set it plays a session: '/', the query typed key by key, moving down the
/// hits, opening one, scrolling its detail, next and previous match, and Esc until the query is
/// clear (one Esc goes back to the results, the next clears them). Each key is timed
/// from the key to its rendered frame (update and render: what the run loop does before it draws).
/// The search a keystroke starts runs off the key path in the real browser; it is timed
/// separately, from the request to the frame showing its results.
enum TUIBenchmark {
    static func run(_ arguments: BenchArguments, queries: [String]) throws -> Int32 {
        let size = try parseSize(arguments.value("size") ?? "120x40")

        let loadStart = DispatchTime.now()
        let catalog = try CatalogLoader(cache: arguments.catalogCache()).load(paths: arguments.recipePaths())
        let loadSeconds = seconds(since: loadStart)
        let indexStart = DispatchTime.now()
        var driver = KeystrokeDriver(catalog: catalog, size: size)
        let indexSeconds = seconds(since: indexStart)

        var timings = Timings()
        for query in queries {
            timings.key("keys") { driver.press(.character("/")) }
            for character in query {
                timings.key("typing") { driver.press(.character(character)) }
                timings.key("search") { driver.finishSearch() }
            }
            for key: Key in [.down, .down, .down, .enter, .tab, .pageDown, .pageDown, .character("n"), .character("N"), .tab, .up] {
                timings.key("keys") { driver.press(key) }
                timings.key("search") { driver.finishSearch() }
            }
            // Esc goes back to the results, then clears the query: each session starts afresh.
            for _ in 0..<3 where !driver.state.browse.query.isEmpty || driver.state.focus == .detail {
                timings.key("keys") { driver.press(.escape) }
                timings.key("search") { driver.finishSearch() }
            }
        }
        let report: [String: Any] = [
            "recipes": catalog.recipes.count, "loadSeconds": loadSeconds, "indexSeconds": indexSeconds,
            "size": "\(size.columns)x\(size.rows)", "sessions": queries.count,
            "keystrokeToFrameMs": timings.summary(["typing", "keys"], cpu: false),
            "keystrokeToFrameCPUMs": timings.summary(["typing", "keys"], cpu: true),
            "typingMs": timings.summary(["typing"], cpu: false),
            "searchToFrameMs": timings.summary(["search"], cpu: false),
            "searchToFrameCPUMs": timings.summary(["search"], cpu: true)
        ]
        let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
        return 0
    }

    /// `120x40` → 120 columns, 40 rows.
    private static func parseSize(_ text: String) throws -> TerminalSize {
        let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
            throw BenchArguments.Problem(message: "--size takes COLSxROWS, e.g. 120x40, not '\(text)'")
        }
        return TerminalSize(columns: parts[0], rows: parts[1])
    }

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    /// Wall and thread CPU milliseconds per kind of step.
    private struct Timings {
        private var wall: [String: [Double]] = [:]
        private var cpu: [String: [Double]] = [:]

        mutating func key(_ kind: String, _ body: () -> Void) {
            let cpuStart = threadCPUSeconds()
            let start = DispatchTime.now()
            body()
            wall[kind, default: []].append(seconds(since: start) * 1000)
            cpu[kind, default: []].append((threadCPUSeconds() - cpuStart) * 1000)
        }

        func summary(_ kinds: [String], cpu useCPU: Bool) -> [String: Double] {
            let sorted = kinds.flatMap { (useCPU ? cpu : wall)[$0] ?? [] }.sorted()
            guard !sorted.isEmpty else { return [:] }
            func at(_ q: Double) -> Double { sorted[min(sorted.count - 1, Int(q * Double(sorted.count)))] }
            return ["p50": at(0.5), "p99": at(0.99), "max": sorted.last!, "count": Double(sorted.count)]
        }

        private func threadCPUSeconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
    }
}
