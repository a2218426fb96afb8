import Testing
@testable import RecipeSearch

@Suite struct TypoMatcherTests {
    private func distance(_ a: String, _ b: String) -> Int? {
        guard let matcher = TypoMatcher(word: a) else { return nil }
        return Array(b.utf8).withUnsafeBufferPointer { matcher.distance(to: $0) }
    }

    @Test func editsAllowedGrowWithLength() {
        #expect(TypoMatcher.maxEdits(forLength: 4) == 0)
        #expect(TypoMatcher.maxEdits(forLength: 5) == 1)
        #expect(TypoMatcher.maxEdits(forLength: 8) == 1)
        #expect(TypoMatcher.maxEdits(forLength: 9) == 2)
        #expect(TypoMatcher(word: "view") == nil)
    }

    @Test func aTranspositionIsOneEdit() {
        #expect(distance("keybaord", "keyboard") == 1)
        #expect(distance("jumsp", "jumps") == 1)
    }

    @Test func anEditOfTheFirstLetterCountsAsTwo() {
        #expect(distance("napview", "mapview") == nil)
        #expect(distance("legionloop", "regionloop") == 2)
        #expect(distance("egionloops", "regionloops") == 2)
        #expect(distance("eregionloop", "regionloop") == 2)
        #expect(distance("ergionloop", "regionloop") == 2)
        #expect(distance("legionlops", "regionloop") == nil)
    }

    @Test func twoEditsFromNineLetters() {
        #expect(distance("navigaton", "navigation") == 1)
        #expect(distance("navgaton", "navigation") == nil)  // 8 letters: one edit only
        #expect(distance("navgatoin", "navigation") == 2)
        #expect(distance("nvgatoion", "navigation") == nil)
    }

    /// The bit-parallel distance agrees with a plain dynamic-programming OSA distance.
    @Test func bitParallelDistanceMatchesDynamicProgramming() {
        var seed: UInt64 = 42
        func random(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        let alphabet = Array("abcde".utf8)
        for _ in 0..<2000 {
            let a = [alphabet[0]] + (0..<(4 + random(10))).map { _ in alphabet[random(alphabet.count)] }
            var b = a
            for _ in 0..<random(4) {
                switch random(4) {
                case 0 where b.count > 2: b.remove(at: 1 + random(b.count - 1))
                case 1: b.insert(alphabet[random(alphabet.count)], at: 1 + random(b.count))
                case 2 where b.count > 2: b[1 + random(b.count - 1)] = alphabet[random(alphabet.count)]
                default: if b.count > 3 { let i = 1 + random(b.count - 2); b.swapAt(i, i + 1) }
                }
            }
            let matcher = TypoMatcher(word: String(decoding: a, as: UTF8.self))!
            let expected = osa(Array(a.dropFirst()), Array(b.dropFirst()))
            let got = b.withUnsafeBufferPointer { matcher.distance(to: $0) }
            #expect(got == (expected <= matcher.maxEdits ? expected : nil), "\(a) \(b)")
        }
    }

    private func osa(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
