/// Words that say the asker has a problem with what the query names ("Animated GIFs not working",
/// "map view broken", "fix: web view"): such a query asks for what goes wrong, so the pitfalls of
/// a recipe it names are answers of their own rather than folded into the recipe. The words are
/// folded as the tokenizer folds them (no apostrophes: "doesn't" is "doesnt").
enum TroubleWords {
    static let all: Set<String> = [
        "not", "no", "never", "cant", "cannot", "doesnt", "dont", "didnt", "isnt", "arent", "wasnt", "werent", "wont", "wouldnt",
        "broken", "breaks", "issue", "issues", "problem", "problems", "bug", "bugs", "buggy", "glitch", "glitches",
        "fix", "fixed", "fixes", "fixing", "wrong", "weird", "weirdly", "strange", "strangely", "unexpected"
    ]

    /// True when one of the query's words (optional ones included) reports trouble.
    static func isReported(in words: [QueryWord]) -> Bool {
        words.contains { !$0.isTranslation && all.contains($0.term) }
    }
}
