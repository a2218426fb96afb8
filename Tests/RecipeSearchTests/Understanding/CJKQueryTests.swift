import RecipeKit
import RecipeSearch
import Testing

/// Questions asked in Chinese, Japanese or Korean about English recipes: their Latin words are words of
/// their own, and the terms they hold bring in their English words (`CJKGlossary`).
@Suite struct CJKQueryTests {
    static let catalog = Catalog(recipes: [
        TestCatalog.recipe(
            "bridge", title: "A web view script bridge",
            pitfalls: [
                ("Adding the handler twice crashes.", "Registering the same message handler again raises an exception."),
                ("Scripts run before the page loads.", "Inject the JavaScript at document end.")
            ]),
        TestCatalog.recipe(
            "refresh", title: "A scroll view with pull to refresh",
            pitfalls: [("Pull to refresh does nothing on short content.", "Content shorter than the frame never bounces.")]),
        TestCatalog.recipe(
            "field", title: "A text field with focus",
            pitfalls: [
                ("The cursor jumps to the end.", "Writing the text on every update moves the caret."),
                ("Composed characters get doubled.", "Replacing the text while an input method is composing cancels the composition.")
            ]),
        TestCatalog.recipe(
            "parent", title: "A coordinator that calls back to its parent",
            pitfalls: [("The coordinator keeps a stale parent.", "The copy made in makeCoordinator never sees later values.")]),
        TestCatalog.recipe(
            "loop", title: "A looping background video",
            pitfalls: [("The user's music stops when the screen opens.", "A session that does not mix interrupts the other audio.")]),
        TestCatalog.recipe(
            "navigation", title: "A navigation controller bridge",
            pitfalls: [("Swipe to go back stops working.", "Replacing the back button removes the edge gesture.")]),
        TestCatalog.recipe(
            "overlay", title: "A gesture overlay",
            pitfalls: [("The buttons under the overlay stop working.", "The overlay's gesture takes every touch.")]),
        TestCatalog.recipe(
            "photos", title: "A photo picker",
            pitfalls: [
                ("The picked order is scrambled.", "Results arrive in the order their loads finish, not the order the user picked."),
                ("Images arrive on a background queue.", "Hop to the main actor before touching the view.")
            ]),
        TestCatalog.recipe(
            "canvas", title: "A drawing canvas",
            pitfalls: [("Stroke colours stay light in dark mode.", "A colour converted once never changes with the appearance.")])
    ])
    static let index = SearchIndex(catalog: catalog)

    static func top(_ question: String) -> String? {
        index.search(SearchQuery(text: question, limit: 3)).hits.first.map { QuestionFixtures.key($0, catalog) }
    }

    @Test func chineseQuestionsFindTheirEnglishAnswers() {
        #expect(Self.top("当第二次进入web界面时报错") == "bridge#p0")  // "entering the web page a second time: error"
        #expect(Self.top("内容太少时不能下拉刷新") == "refresh#p0")  // "pull to refresh fails when there is little content"
        #expect(Self.top("注入js问题") == "bridge#p1")  // "a problem injecting js"
        #expect(Self.top("当二次创建web时，报错") == "bridge#p0")  // "creating the web view a second time: error"
        // The words a representable is built of: "the coordinator's parent is out of date".
        #expect(Self.top("协调器的父级过时了") == "parent#p0")
        #expect(Self.top("如何把背景视频的音乐禁止掉") == "loop#p0")  // "how to stop the background video's music"
        #expect(Self.top("自定义返回按钮后 侧滑手势失效") == "navigation#p0")  // "after a custom back button, swiping back stops working"
        #expect(Self.top("每次选择照片之后顺序都乱了") == "photos#p0")  // "after each photo pick the order is all mixed up"
    }

    @Test func japaneseQuestionsFindTheirEnglishAnswers() {
        #expect(Self.top("入力中にカーソルが飛ぶ") == "field#p0")  // "the cursor jumps while typing"
        #expect(Self.top("コーディネーターの親ビューが古い") == "parent#p0")  // "the coordinator's parent view is old"
    }

    @Test func koreanQuestionsFindTheirEnglishAnswers() {
        // "drawing colours change with light and dark mode": the words carry their particles (모드에).
        #expect(Self.top("라이트/다크 모드에 따른 그리기 색상 변경") == "canvas#p0")
        #expect(Self.top("텍스트필드 커서가 끝으로 이동") == "field#p0")  // "the text field's cursor moves to the end"
        #expect(Self.top("웹뷰를 두번 열면 크래시") == "bridge#p0")  // "opening the web view twice crashes"
        // "consonants and vowels come apart in the text field": Hangul composition broken by an update.
        #expect(Self.top("텍스트필드 자음, 모음 분리 현상") == "field#p1")
    }

    @Test func aTermWithoutAGlossaryEntryFindsNothingRatherThanEverything() {
        #expect(Self.index.search(SearchQuery(text: "天气")).hits.isEmpty)
    }
}
