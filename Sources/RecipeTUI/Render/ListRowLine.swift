import RecipeKit

/// One list row as styled text: a recipe (star, title, wrapped type, platform, native marker),
/// or a pitfall, native note or delegate method under its recipe's title.
enum ListRowLine {
    /// The marker for "a native API replaces this wrapper at the target".
    static let nativeMarker = "◆"

    static func line(for row: ListRow, in state: AppState, width: Int) -> StyledLine {
        let recipe = state.catalog.recipes[row.recipeIndex]
        let star = state.favourites.contains(recipe.id) ? Span("★", .favourite) : Span(" ")
        switch row.kind {
        case .recipe:
            return recipeLine(recipe, star: star, target: state.target, width: width)
        case .pitfall(let index):
            let pitfall = recipe.pitfalls[index]
            return fitted([star, Span("! ", .warning), Span(pitfallTitle(pitfall))],
                          trailer: [Span(" · " + recipe.title, .dim)], width: width, trailerFlexible: true)
        case .delegateMethod(let index):
            let method = recipe.delegateMethods[index]
            return fitted([star, Span("ƒ ", .type), Span(method.selector, .code)],
                          trailer: [Span(" · " + recipe.title, .dim)], width: width, trailerFlexible: true)
        case .preferNative(let index):
            let note = recipe.preferNative[index]
            return fitted([star, Span(nativeMarker + " ", .native), Span(note.api, .code)],
                          trailer: [Span(" · " + recipe.title, .dim)], width: width, trailerFlexible: true)
        }
    }

    /// A pitfall's bold lead-in, else its text up to the first sentence end.
    static func pitfallTitle(_ pitfall: Pitfall) -> String {
        if let title = pitfall.title, !title.isEmpty { return title }
        let plain = InlineMarkdown.spans(pitfall.text).map(\.text).joined()
        if let end = plain.firstIndex(where: { $0 == "." || $0 == ";" }) { return String(plain[...end]) }
        return plain
    }

    private static func recipeLine(_ recipe: Recipe, star: Span, target: DeploymentTarget?, width: Int) -> StyledLine {
        var trailer: [Span] = []
        if width >= 50, let wrapped = recipe.wrapper?.wrappedType {
            let column = min(18, width / 3)
            trailer.append(Span(" " + pad(DisplayWidth.truncate(wrapped, to: column), column), .type))
        }
        if width >= 28 { trailer.append(Span(" " + pad(recipe.platform.rawValue, 5), .dim)) }
        let native = target.map { !recipe.nativeAlternatives(at: $0).isEmpty } ?? false
        trailer.append(native ? Span(" " + nativeMarker, .native) : Span("  "))
        return fitted([star, Span(" "), Span(recipe.title)], trailer: trailer, width: width)
    }

    /// `lead` cut or padded so that `trailer` ends exactly at `width`. A fixed trailer is dropped
    /// when it leaves the lead fewer than 12 columns; a flexible one gets what the lead leaves,
    /// the lead taking at most three fifths when both are long.
    private static func fitted(_ lead: [Span], trailer: [Span], width: Int, trailerFlexible: Bool = false) -> StyledLine {
        let leadWidth = StyledLine(lead).width
        let trailerWidth = StyledLine(trailer).width
        var trailer = trailer
        let room: Int
        if trailerFlexible {
            room = min(leadWidth, max(width * 3 / 5, width - trailerWidth))
            trailer = cut(trailer, to: width - room)
        } else if width - trailerWidth >= 12 {
            room = width - trailerWidth
        } else {
            room = width
            trailer = []
        }
        var spans = cut(lead, to: room)
        let used = StyledLine(spans).width
        if used < room { spans.append(Span(String(repeating: " ", count: room - used))) }
        return StyledLine(spans + trailer)
    }

    /// `spans` cut to `columns`, with `…` where cut.
    private static func cut(_ spans: [Span], to columns: Int) -> [Span] {
        var result: [Span] = []
        var used = 0
        for span in spans {
            guard used < columns else { break }
            let text = DisplayWidth.truncate(span.text, to: columns - used)
            result.append(Span(text, span.style))
            used += DisplayWidth.of(text)
            if text != span.text { break }
        }
        return result
    }

    private static func pad(_ text: String, _ columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - DisplayWidth.of(text)))
    }
}
