import RecipeKit

/// One list row as styled text: a recipe (star, title, then the list's columns: wrapped type,
/// platform when rows differ in it, the native API at the target), or a pitfall, native note or
/// delegate method under its recipe's title.
enum ListRowLine {
    /// The marker for "a native API replaces this wrapper at the target".
    static let nativeMarker = NativeLabel.replacesMarker

    static func line(for row: ListRow, in state: AppState, width: Int) -> StyledLine {
        let recipe = state.catalog.recipes[row.recipeIndex]
        let star = state.favourites.contains(recipe.id) ? Span("★", .favourite) : Span(" ")
        switch row.kind {
        case .recipe:
            return recipeLine(
                recipe, facts: state.facts[row.recipeIndex], star: star, target: state.target,
                columns: state.list.columns, width: width)
        case .pitfall(let index):
            let pitfall = recipe.pitfalls[index]
            return fitted(
                [star, Span("! ", .warning), Span(pitfallTitle(pitfall))],
                trailer: [Span(" · " + recipe.title, .dim)], width: width, trailerFlexible: true)
        case .delegateMethod(let index):
            let method = recipe.delegateMethods[index]
            return fitted(
                [star, Span("ƒ ", .type), Span(method.selector, .code)],
                trailer: [Span(" · " + recipe.title, .dim)], width: width, trailerFlexible: true)
        case .preferNative(let index):
            let note = recipe.preferNative[index]
            let marker = note.coverage == .partial ? NativeLabel.partialMarker : nativeMarker
            return fitted(
                [star, Span(marker + " ", .native), Span(note.api, .code)],
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

    /// `★ Title…  WrappedType  iOS  ◆ ShareLink`: the title is cut, not the columns; on a
    /// narrow pane the columns go, the native one last (down to its marker alone).
    private static func recipeLine(
        _ recipe: Recipe, facts: RecipeFacts, star: Span, target: DeploymentTarget?,
        columns: ListColumns, width: Int
    ) -> StyledLine {
        let native = target.flatMap { facts.native(at: $0) }
        let nativeFull = columns.nativeWidth > 0 ? columns.nativeWidth + 1 : 0
        let room = width - 2 - 22  // the title keeps 22 columns before a column is shown
        var trailer: [Span] = []
        var used = 0
        let typeWidth = columns.typeWidth > 0 ? min(columns.typeWidth, max(8, width / 4)) + 1 : 0
        if typeWidth > 0, used + typeWidth + min(nativeFull, 3) <= room {
            let wrapped = recipe.wrapper?.wrappedType ?? ""
            trailer.append(Span(" " + pad(DisplayWidth.truncate(wrapped, to: typeWidth - 1), typeWidth - 1), .type))
            used += typeWidth
        }
        if columns.showsPlatform, used + 6 + min(nativeFull, 3) <= room {
            trailer.append(Span(" " + pad(recipe.platform.rawValue, 5), .dim))
            used += 6
        }
        if nativeFull > 0 {
            // The API's name, cut when the pane is narrow; only the marker when even that does not fit.
            let available = room - used
            let fits = available >= 8
            let columnWidth = fits ? min(nativeFull, available) - 1 : 2
            var text = ""
            if let native { text = fits ? DisplayWidth.truncate(native.marker + " " + native.api, to: columnWidth) : native.marker }
            trailer.append(Span(" " + pad(text, columnWidth), native?.isPartial == true ? .dim : .native))
        }
        return fitted([star, Span(" "), Span(recipe.title)], trailer: trailer, width: width)
    }

    /// `lead` cut or padded so that `trailer` ends exactly at `width`. A fixed trailer is dropped
    /// when it leaves the lead fewer than 12 columns; a flexible one gets what the lead leaves,
    /// the lead taking at most four fifths when both are long.
    private static func fitted(_ lead: [Span], trailer: [Span], width: Int, trailerFlexible: Bool = false) -> StyledLine {
        let leadWidth = StyledLine(lead).width
        let trailerWidth = StyledLine(trailer).width
        var trailer = trailer
        let room: Int
        if trailerFlexible {
            room = min(leadWidth, max(width * 4 / 5, width - trailerWidth))
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
