import RecipeKit

/// One list row as styled text: a recipe (star, title, wrapped type, platform, native marker),
/// or a pitfall or native note under its recipe's title.
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
            let indent = state.page == .browse ? "  " : ""
            return fitted([star, Span(indent), Span("! ", .warning), Span(pitfallTitle(pitfall))],
                          trailer: [Span("  " + recipe.title, .dim)], width: width)
        case .preferNative(let index):
            let note = recipe.preferNative[index]
            return fitted([star, Span("  "), Span(nativeMarker + " ", .native), Span(note.api, .code)],
                          trailer: [Span("  " + recipe.title, .dim)], width: width)
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

    /// `lead` cut or padded so that `trailer` ends exactly at `width`; the trailer is dropped first
    /// when there is no room.
    private static func fitted(_ lead: [Span], trailer: [Span], width: Int) -> StyledLine {
        let trailerWidth = StyledLine(trailer).width
        let keepTrailer = width - trailerWidth >= 12
        let room = keepTrailer ? width - trailerWidth : width
        var spans: [Span] = []
        var used = 0
        for span in lead {
            let fitting = DisplayWidth.of(span.text) + used <= room ? span.text : DisplayWidth.truncate(span.text, to: room - used)
            spans.append(Span(fitting, span.style))
            used += DisplayWidth.of(fitting)
            if used >= room { break }
        }
        if used < room { spans.append(Span(String(repeating: " ", count: room - used))) }
        if keepTrailer { spans += trailer }
        return StyledLine(spans)
    }

    private static func pad(_ text: String, _ columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - DisplayWidth.of(text)))
    }
}
