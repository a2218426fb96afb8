import Testing
@testable import RecipeTUI

@Suite struct TermMatcherTests {
    @Test func matchesCaseInsensitivelyAtWordStarts() {
        let matcher = TermMatcher(terms: ["region"])
        #expect(matcher.ranges(in: "The Region loops; regions") == [4..<10, 18..<24])
        #expect(matcher.ranges(in: "subregion").isEmpty)
    }

    @Test func matchesCamelCaseParts() {
        let matcher = TermMatcher(terms: ["change"])
        #expect(matcher.ranges(in: "regionDidChangeAnimated") == [9..<15])
    }

    @Test func prefersTheLongerTermAtTheSamePlace() {
        let matcher = TermMatcher(terms: ["map", "mapview"])
        #expect(matcher.ranges(in: "MapView and map") == [0..<7, 12..<15])
    }

    @Test func emptyTermsMatchNothing() {
        #expect(TermMatcher(terms: [""]).isEmpty)
        #expect(TermMatcher(terms: []).ranges(in: "text").isEmpty)
    }
}
