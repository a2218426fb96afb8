import Foundation
import Testing
@testable import RecipeCheck
import RecipeKit

/// `Baseline` keys findings by rule, path, scope and normalised line, never by line number.
@Suite struct BaselineTests {
    func finding(_ line: Int, snippet: String, scope: String = "Map.updateUIView(_:context:)", path: String = "Sources/Map.swift") -> Finding {
        Finding(rule: .updateWithoutGuard, path: path, line: line, column: 9, message: "m", link: nil, scope: scope, snippet: snippet)
    }

    @Test func eachEntryAbsorbsOneFindingWhateverItsLine() throws {
        let baseline = Baseline(findings: [finding(10, snippet: "map.region = region")])
        let decoded = try JSONDecoder().decode(Baseline.self, from: baseline.encoded())
        #expect(decoded == baseline)
        let (new, known) = decoded.filter([
            finding(42, snippet: "map.region = region", path: "./Sources/Map.swift"),
            finding(43, snippet: "map.region = region")
        ])
        #expect(known == 1)
        #expect(new.map(\.line) == [43])
        #expect(decoded.filter([finding(10, snippet: "map.region = region", scope: "Map.other()")]).known == 0)
    }

    @Test func theSARIFFingerprintIgnoresTheLineButNotTheCode() {
        let here = Baseline.fingerprint(finding(10, snippet: "map.region = region"))
        #expect(here == Baseline.fingerprint(finding(99, snippet: "map.region = region")))
        #expect(here != Baseline.fingerprint(finding(10, snippet: "map.region = other")))
    }

    @Test func snippetsIgnoreIndentationAndRunsOfSpaces() {
        #expect(Baseline.normalised(Array("\t  map.region   =\tregion  \r".utf8)[...]) == "map.region = region")
    }
}
