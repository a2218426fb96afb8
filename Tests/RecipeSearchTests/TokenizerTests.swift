import Testing
import RecipeSearch

@Suite struct TokenizerTests {
    @Test func camelCaseAndAcronymsKeepTheWholeWordAndItsParts() {
        let tokens = SearchTokenizer.tokens(in: "MKMapView")
        #expect(tokens.map(\.term) == ["mkmapview", "mk", "map", "view"])
        #expect(tokens.map(\.utf16Range) == [0..<9, 0..<2, 2..<5, 5..<9])
        #expect(tokens.map(\.position) == [0, 0, 1, 2])
        #expect(tokens[0].span == 3)
    }

    @Test func selectorsSplitIntoTheirWords() {
        let terms = SearchTokenizer.tokens(in: "mapView(_:regionDidChangeAnimated:)").map(\.term)
        #expect(terms == ["mapview", "map", "view", "regiondidchangeanimated", "region", "did", "change", "animated"])
    }

    @Test func snakeCaseAndDigits() {
        #expect(SearchTokenizer.tokens(in: "snake_case").map(\.term) == ["snakecase", "snake", "case"])
        #expect(SearchTokenizer.tokens(in: "H264 URLSession").map(\.term) == ["h264", "h", "264", "urlsession", "url", "session"])
    }

    @Test func caseAndDiacriticsFoldButRangesPointIntoTheOriginal() {
        let text = "Émile’s Straße"
        let tokens = SearchTokenizer.tokens(in: text)
        #expect(tokens.map(\.term) == ["emiles", "strasse"])
        #expect(tokens.map { String(text[$0.range(in: text)]) } == ["Émile’s", "Straße"])
    }

    /// Chinese and Japanese are written without spaces and mix Latin words in: where the writing
    /// system changes, a word ends, so the Latin words can be found.
    @Test func wordsEndWhereChineseJapaneseOrKoreanMeetOtherText() {
        #expect(SearchTokenizer.words(in: "进入web界面时报错").map(\.term) == ["进入", "web", "界面时报错"])
        #expect(SearchTokenizer.words(in: "WKWebViewでカーソルが飛ぶ").map(\.term) == ["wkwebview", "でカーソルが飛ぶ"])
        #expect(SearchTokenizer.words(in: "iOS에서 키보드").map(\.term) == ["ios", "에서", "키보드"])
        #expect(SearchTokenizer.words(in: "Émile’s café").map(\.term) == ["emiles", "cafe"])
    }

    @Test func utf16RangesCountSurrogatePairs() {
        let tokens = SearchTokenizer.tokens(in: "🗺 region")
        #expect(tokens.map(\.term) == ["region"])
        #expect(tokens[0].utf16Range == 3..<9)
    }

    @Test func wordsListsOnlyWholeWords() {
        #expect(SearchTokenizer.words(in: "regionDidChange loops").map(\.term) == ["regiondidchange", "loops"])
    }

    @Test(arguments: [
        ("reloads", "reload"), ("reloading", "reload"), ("reloaded", "reload"), ("reload", "reload"),
        ("animated", "animate"), ("animates", "animate"), ("jumps", "jump"), ("popping", "pop"),
        ("queries", "queri"), ("query", "queri"), ("ios", "ios"),
        // An "-es" after ch, sh, x or z, and a final "e" there, go with the rest of the word's forms.
        ("crashes", "crash"), ("crash", "crash"), ("crashed", "crash"), ("touches", "touch"),
        ("indexes", "index"), ("index", "index"), ("caches", "cach"), ("cache", "cach"), ("cached", "cach"),
        ("resizes", "resiz"), ("resize", "resiz"), ("resized", "resiz"), ("resizing", "resiz"), ("axes", "axe")
    ])
    func lightStemming(_ word: String, _ stem: String) {
        #expect(SearchTokenizer.stem(word) == stem)
    }

    @Test func matchRangesHighlightStemsPrefixesAndTypos() {
        let text = "The keyboard reloads; MKMapView jumps"
        let ranges = SearchTokenizer.matchRanges(of: "keybaord reloading map", in: text)
        let utf16 = Array(text.utf16)
        let matched = ranges.map { String(decoding: utf16[$0], as: UTF16.self) }
        #expect(matched == ["keyboard", "reloads", "Map"])
    }
}
