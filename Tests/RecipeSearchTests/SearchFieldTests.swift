import Testing
@testable import RecipeSearch

@Suite struct SearchFieldTests {
    @Test func ordinalsFollowTheDeclarationOrder() {
        #expect(SearchField.allCases.map(\.ordinal) == Array(SearchField.allCases.indices))
    }

    @Test func fieldsOrderByWeightThenDeclaration() {
        let sorted = SearchField.allCases.sorted()
        #expect(sorted.first == .title)
        #expect(sorted.last == .code)
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            #expect(a.weight > b.weight || (a.weight == b.weight && a.ordinal < b.ordinal))
        }
    }
}
