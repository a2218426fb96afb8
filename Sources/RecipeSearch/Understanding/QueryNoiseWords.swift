/// Words that never tell one recipe from another in this library, however often people put them in
/// an issue title: the framework every recipe is about, the words that say "this is a report", and
/// verbs of wanting and trying. (Words the recipes' own titles use, such as "never", "old", "every"
/// or "adding", are not noise however common they are in titles.) Like English stopwords they are never required; in a long query
/// they are not scored at all.
enum QueryNoiseWords {
    static let all: Set<String> = [
        "swiftui", "swift", "uikit", "appkit", "xcode", "ios", "ipados", "app", "apps",
        "issue", "issues", "problem", "problems", "bug", "bugs", "question", "help", "please", "anyone",
        "fix", "fixed", "fixes", "fixing", "resolved", "resolve", "feat", "chore", "refactor",
        "work", "works", "working", "worked", "properly", "correctly", "anymore", "still",
        "break", "breaks", "broke", "broken", "breaking",
        "need", "needs", "want", "wants", "trying", "try", "way", "possible", "example", "examples",
        "support", "supporting", "make", "making", "thing", "things", "something", "stuff", "anything",
        "also", "even", "like", "sometimes", "time", "times", "now",
        // code words pasted from a declaration
        "var", "let", "func", "private", "public", "self"
    ]
}
