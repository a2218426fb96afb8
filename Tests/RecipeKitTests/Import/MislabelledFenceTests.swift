import Testing

@testable import RecipeKit

/// Documentation sites whose highlighter has no Swift fence their Swift as another language: a
/// block that is plainly Swift is read as Swift whatever its label, and code of other languages
/// is not.
@Suite struct MislabelledFenceTests {
    @Test func aRepresentableFencedAsJavaIsImported() throws {
        let text = """
            # Embed the booking screen

            ## The host controller

            ```java
            import UIKit

            class BookingHostController: UIViewController {}
            ```

            ## The representable

            ```kotlin
            struct BookingScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> BookingHostController {
                    BookingHostController()
                }
                func updateUIViewController(_ controller: BookingHostController, context: Context) {}
            }
            ```
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first { $0.wrapper != nil })
        #expect(recipe.wrapper?.typeName == "BookingScreen")
        #expect(recipe.wrapper?.wrappedType == "BookingHostController")
    }

    @Test func otherLanguagesStayOtherLanguages() {
        #expect(DocumentCode.isSwift(language: "java", code: "import UIKit\n\nstruct Card: UIViewRepresentable {}\n"))
        #expect(!DocumentCode.isSwift(language: "objc", code: "@import UIKit;\n\n@interface Card : UIView {\n}\n@end\n"))
        #expect(!DocumentCode.isSwift(language: "kotlin", code: "class Card : View {\n    fun draw() {}\n}\n"))
        #expect(!DocumentCode.isSwift(language: "js", code: "import React from 'react';\nfunction Card() { return null; }\n"))
    }
}
