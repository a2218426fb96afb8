import Foundation
import Testing
@testable import RecipeTUI

@Suite struct BackgroundSearchRunnerTests {
    /// Answers after a pause, echoing the request's text as the only term.
    private struct SlowSearcher: RecipeSearcher {
        func search(_ request: SearchRequest) -> SearchOutcome {
            usleep(20_000)
            return SearchOutcome(
                rows: [], terms: [request.text], hidden: HiddenByTarget(), scope: request.scope,
                generation: request.generation)
        }
    }

    private func request(_ text: String, _ generation: Int) -> SearchRequest {
        SearchRequest(text: text, scope: .recipesAndPitfalls, target: nil, stillNeededOnly: false, generation: generation)
    }

    @Test func aNewerRequestSupersedesOnesNotStarted() throws {
        let runner = BackgroundSearchRunner { SlowSearcher() }
        for (generation, text) in ["r", "re", "reg", "regi", "region"].enumerated() { runner.submit(request(text, generation + 1)) }
        var outcomes: [SearchOutcome] = []
        let deadline = Date().addingTimeInterval(5)
        while runner.isBusy && Date() < deadline {
            if let outcome = runner.takeCompleted() { outcomes.append(outcome) }
            usleep(1_000)
        }
        if let outcome = runner.takeCompleted() { outcomes.append(outcome) }
        let last = try #require(outcomes.last)
        #expect(last.generation == 5)
        #expect(last.terms == ["region"])
        // The requests typed while the first ran were never run.
        #expect(outcomes.count <= 2)
    }
}
