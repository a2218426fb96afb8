/// A document that declares no representable may still say what goes wrong with them: an agent's
/// "Common mistakes" list ("`UIViewRepresentable` … can leak if delegate cycles aren't broken"),
/// a reference page's warning callout, an architecture note on why a wrapper was torn down. Those
/// pitfalls are kept as the document's topic, and only those: a pitfall that does not speak of a
/// representable (its protocol, the noun, a lifecycle method), itself or through a heading above
/// it ("NSViewRepresentable Pitfalls") or through the document's subtitle, is not this catalog's
/// to keep.
extension ThirdPartyExtractor {
    /// The topic of a document without declarations: its pitfalls that speak of representables,
    /// read as a topic's are (headings give roles), and what was read, for `--explain`; nil when
    /// it states none.
    func undeclaredTopic(outline: DocumentOutline, code: DocumentCode) -> (recipe: Recipe, entry: ImportExplanation.Entry)? {
        // A heading of notes ("Implementation Notes") makes no pitfalls here: without a wrapper
        // beside them, only a heading that names pitfalls, or the sentence itself, says so.
        let inputs = outline.blocks.indices.map { block in
            let role = outline.headingPath(of: outline.sectionOfBlock[block]).reversed().lazy
                .compactMap { heading in PitfallForms.role(ofHeading: heading.text).map { (heading: heading, role: $0) } }.first
                .flatMap { $0.role != .pitfalls || PitfallForms.namesPitfalls(heading: $0.heading.text) ? $0.role : nil }
            return ProseParts.Input(block: block, headingRole: role)
        }
        var parts = ProseParts(inputs, outline: outline, code: code, defaultPlatform: .iOS, fileLine: fileLine, arrowNotes: arrowNotes)
        let aboutRepresentables = subtitleNamesRepresentable(outline)
        let kept = parts.pitfalls.filter { pitfall in
            aboutRepresentables || WrapperMention.namesRepresentable(InlineText.plain((pitfall.title ?? "") + " " + pitfall.text))
                || headingsNameRepresentable(above: pitfall.line, outline)
        }
        guard let first = kept.first,
            let firstBlock = block(atFileLine: first.line, outline)
        else { return nil }
        let keptLines = Set(kept.map(\.line))
        parts.pitfalls = kept
        parts.notes = []
        let recipe = topicRecipe(outline: outline, firstBlock: firstBlock, parts: parts, native: [])
        let spans = parts.spans.filter { span in keptLines.contains { span.lines.contains($0) } }
        return (recipe, ImportExplanation.Entry(title: recipe.title, header: "topic", parts: spans.map { .init(kind: $0.kind, lines: $0.lines) }))
    }

    /// True when a heading of the section that holds file line `line` names representables: every
    /// item under "NSViewRepresentable Pitfalls" is about them, whether it says so again or not.
    private func headingsNameRepresentable(above line: Int, _ outline: DocumentOutline) -> Bool {
        guard let block = block(atFileLine: line, outline) else { return false }
        return outline.headingPath(of: outline.sectionOfBlock[block]).contains { WrapperMention.namesRepresentable(InlineText.plain($0.text)) }
    }

    /// Words a subtitle has at most.
    private static let subtitleWords = 8

    /// True when the document's subtitle, a short one-line paragraph right under its first
    /// heading (a title of level 1), names representables: "# Lecture 14: UIKit Integration" over
    /// "UIViewControllerRepresentable" says what every note below is about, as a heading would.
    private func subtitleNamesRepresentable(_ outline: DocumentOutline) -> Bool {
        guard let first = outline.blocks.first, case .paragraph(let text, _) = first, !text.trimmed.contains("\n"),
            case let path = outline.headingPath(of: outline.sectionOfBlock[0]), path.count == 1, path[0].level == 1
        else { return false }
        let plain = InlineText.plain(text)
        return plain.split(whereSeparator: \.isWhitespace).count <= Self.subtitleWords && WrapperMention.namesRepresentable(plain)
    }

    /// The last block that starts at or before file line `line`, found by halving (the blocks are
    /// in document order), so that asking it for every pitfall stays n log n.
    private func block(atFileLine line: Int, _ outline: DocumentOutline) -> Int? {
        var low = 0, high = outline.blocks.count
        while low < high {
            let middle = (low + high) / 2
            if fileLine(outline.blocks[middle].line) <= line { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }
}
