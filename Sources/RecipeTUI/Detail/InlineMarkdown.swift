import RecipeKit

/// Recipe prose as styled spans: RecipeKit's `InlineText` reads the inline Markdown, and this
/// maps what it read to styles (code spans in the code style, strong and emphasised text
/// emphasised).
enum InlineMarkdown {
    static func spans(_ text: String, base: Style = .plain) -> [Span] {
        InlineText.runs(text).map { run in
            Span(run.text, run.isCode ? .code : run.isStrong || run.isEmphasis ? .emphasis : base)
        }
    }
}
