import Dispatch
import RecipeKit

/// Keystroke → frame timings for `make bench`: each sample is `update` plus `render` into a
/// `ScreenBuffer` for one key, the work the run loop does before drawing (the terminal then only
/// redraws the cells that changed). Searches are timed apart, as the run loop draws the
/// keystroke's frame first and the results frame when the background search answers.
public enum KeystrokeBench {
    /// Runs every scenario on `catalog` at `size`; milliseconds per sample, by scenario name.
    public static func run(catalog: Catalog, size: TerminalSize = TerminalSize(columns: 200, rows: 50),
                           searcher: (any RecipeSearcher)? = nil) -> [String: [Double]] {
        let searcher = searcher ?? DefaultSearcher.make(catalog: catalog)
        var results: [String: [Double]] = [:]
        let fresh = { KeystrokeDriver(state: AppState(catalog: catalog, size: size), searcher: searcher) }

        var driver = fresh()
        results["move-selection"] = (0..<60).map { _ in time { driver.press(.character("j")) } }

        driver = fresh()
        driver.press(.tab)
        results["scroll-detail"] = (0..<60).map { _ in time { driver.press(.character("j")) } }

        var typing: [Double] = []
        var searching: [Double] = []
        var resultsFrame: [Double] = []
        for query in ["region loop", "cursor jumps", "canSendMail", "keyboard"] {
            driver = fresh()
            driver.press(.character("/"))
            for character in query {
                typing.append(time { driver.press(.character(character)) })
                guard let request = driver.pendingSearch else { continue }
                var outcome: SearchOutcome?
                searching.append(time { outcome = searcher.search(request) })
                if let outcome { resultsFrame.append(time { driver.send(.searchCompleted(outcome)) }) }
            }
        }
        results["type-query"] = typing
        results["search"] = searching
        results["search-results-frame"] = resultsFrame

        driver = fresh()
        var targets: [Double] = []
        for index in [5, 3, 0, 9, 0] {
            driver.press(.character("t"))
            for _ in 0..<index { driver.press(.character("j")) }
            targets.append(time { driver.press(.enter) })
        }
        results["change-target"] = targets

        driver = fresh()
        results["toggle-pitfalls-page"] = (0..<10).map { _ in time { driver.press(.character("p")) } }

        driver = fresh()
        let sizes = [TerminalSize(columns: 80, rows: 24), size, TerminalSize(columns: 40, rows: 12), size]
        results["resize"] = (0..<12).map { step in time { driver.send(.resize(sizes[step % sizes.count])) } }
        return results
    }

    private static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
}
