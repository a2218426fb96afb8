import Dispatch
import Foundation

/// Runs searches on a background queue so typing never waits for them. Only the newest request
/// waiting to start is kept (a newer keystroke supersedes an older query), and only the newest
/// outcome; the state drops outcomes of superseded generations.
public final class BackgroundSearchRunner: SearchRunner, @unchecked Sendable {
    private let queue = DispatchQueue(label: "recipes.tui.search", qos: .userInitiated)
    private let lock = NSLock()
    private var pending: SearchRequest?
    private var completed: SearchOutcome?
    private var running = false
    /// Touched on `queue` only.
    private var searcher: (any RecipeSearcher)?
    private let makeSearcher: @Sendable () -> any RecipeSearcher

    /// `makeSearcher` runs once on the background queue (building an index can take a while).
    public init(makeSearcher: @escaping @Sendable () -> any RecipeSearcher) {
        self.makeSearcher = makeSearcher
        queue.async { self.searcher = self.makeSearcher() }
    }

    public func submit(_ request: SearchRequest) {
        lock.lock()
        pending = request
        let start = !running
        running = true
        lock.unlock()
        if start { queue.async { self.drain() } }
    }

    /// Runs pending requests until none is left.
    private func drain() {
        while true {
            lock.lock()
            guard let request = pending else {
                running = false
                lock.unlock()
                return
            }
            pending = nil
            lock.unlock()
            let searcher = self.searcher ?? makeSearcher()
            self.searcher = searcher
            let outcome = searcher.search(request)
            lock.lock()
            completed = outcome
            lock.unlock()
        }
    }

    public func takeCompleted() -> SearchOutcome? {
        lock.lock()
        defer { completed = nil; lock.unlock() }
        return completed
    }

    public var isBusy: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running || completed != nil
    }
}
