import Testing

@testable import RecipeSearch

/// The coverage search takes its candidates best possible score first; candidates of equal bounds
/// keep their order, so that ties enter the pool as they did when the candidates were sorted.
@Suite struct CandidateQueueTests {
    @Test func candidatesComeOutAsAStableSortOrdersThem() {
        var seed: UInt64 = 7
        func random(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        for count in [0, 1, 2, 3, 17, 200] {
            // Few distinct bounds, so that many candidates tie.
            let candidates: [(upper: Float, doc: Int32)] = (0..<count).map { _ in (upper: Float(random(6)) / 2, doc: Int32(random(1000))) }
            var queue = CandidateQueue(candidates)
            var popped: [(upper: Float, doc: Int32)] = []
            while let next = queue.popFirst() { popped.append(next) }
            let order: [Int] = candidates.indices.sorted { (a: Int, b: Int) -> Bool in
                let (x, y) = (candidates[a].upper, candidates[b].upper)
                return x != y ? x > y : a < b
            }
            let sorted: [(upper: Float, doc: Int32)] = order.map { candidates[$0] }
            #expect(popped.map { $0.upper } == sorted.map { $0.upper }, "\(count)")
            #expect(popped.map { $0.doc } == sorted.map { $0.doc }, "\(count)")
        }
    }
}
