import RecipeKit

/// The detail pane of one recipe laid out for a width: every screen line, where each section,
/// pitfall and code block starts, and which lines hold search matches.
public struct DetailDocument: Sendable {
    /// A code block's place in the document.
    public struct CodeBlockPlacement: Sendable, Equatable {
        /// Index into `Recipe.codeBlocks`.
        public var blockIndex: Int
        public var lines: Range<Int>
    }

    public private(set) var lines: [StyledLine] = []
    /// First line of each section present, in order.
    public private(set) var sections: [(section: DetailSection, line: Int)] = []
    /// First line of each pitfall, by index into `Recipe.pitfalls`.
    public private(set) var pitfallLines: [Int] = []
    /// First line of each prefer-native note, by index into `Recipe.preferNative`.
    public private(set) var preferNativeLines: [Int] = []
    /// The line of each delegate method in the Coordinator section, by index into `Recipe.delegateMethods`.
    public private(set) var delegateMethodLines: [Int] = []
    public private(set) var codeBlocks: [CodeBlockPlacement] = []
    /// Lines that contain a search match, in order.
    public private(set) var matchLines: [Int] = []

    private let width: Int
    /// Prose stops at a readable measure in a wide pane; code uses the whole width.
    private let proseWidth: Int
    /// The most columns a line of prose takes.
    static let measure = 100
    /// Document lines that start something with a line in the recipe's file, in order.
    private var sourceMarks: [(line: Int, sourceLine: Int)] = []

    /// Lays out `recipe` for `width` columns, marking native notes against `target` and
    /// highlighting `terms`.
    public init(recipe: Recipe, width: Int, target: DeploymentTarget?, terms: [String]) {
        self.width = max(8, width)
        proseWidth = min(self.width, Self.measure)
        sourceMarks = [(0, recipe.source.line)]
        addOverview(recipe)
        addPreferNative(recipe, target: target)
        addCode(recipe, role: .wrapper, section: .wrapper)
        addCode(recipe, role: .callSite, section: .callSite)
        addCode(recipe, role: .support, section: .support)
        addCoordinator(recipe)
        addPitfalls(recipe)
        addNotes(recipe)
        lines.append(StyledLine())
        add([StyledLine([Span(recipe.source.description, .dim)])])
        highlight(TermMatcher(terms: terms))
    }

    /// The line where `section` starts, if the recipe has it.
    public func line(of section: DetailSection) -> Int? {
        sections.first { $0.section == section }?.line
    }

    /// The line of the recipe's file that document line `line` shows, or the nearest line above
    /// it that comes from a known line (a code line, a pitfall, a native note, the title).
    public func sourceLine(at line: Int) -> Int {
        sourceMarks.last { $0.line <= line }?.sourceLine ?? sourceMarks.first?.sourceLine ?? 1
    }

    /// The code block a reader looking at lines `visible` means: the first one on screen, else the
    /// last one above, else the first of the recipe.
    public func currentCodeBlock(visible: Range<Int>) -> CodeBlockPlacement? {
        if let shown = codeBlocks.first(where: { $0.lines.overlaps(visible) }) { return shown }
        if let above = codeBlocks.last(where: { $0.lines.upperBound <= visible.lowerBound }) { return above }
        return codeBlocks.first
    }

    // MARK: - Sections

    private mutating func addOverview(_ recipe: Recipe) {
        sections.append((.overview, lines.count))
        add(LineWrapper.wrap([Span(recipe.title, .title)], width: width))
        var header: [Span] = []
        func part(_ text: String, _ style: Style) {
            if !header.isEmpty { header.append(Span("\u{00A0}· ", .dim)) }
            header.append(Span(text, style))
        }
        if let wrapper = recipe.wrapper {
            part(wrapper.protocol.rawValue, .type)
            if let wrapped = wrapper.wrappedType { part(wrapped, .code) }
        }
        if !recipe.frameworks.isEmpty { part(recipe.frameworks.joined(separator: ", "), .plain) }
        part(recipe.minimumTarget.map { "\($0)+" } ?? recipe.platform.rawValue, .plain)
        add(LineWrapper.wrap(header, width: proseWidth))
        if !recipe.summary.isEmpty {
            lines.append(StyledLine())
            add(LineWrapper.wrap(InlineMarkdown.spans(recipe.summary), width: proseWidth))
        }
    }

    private mutating func addPreferNative(_ recipe: Recipe, target: DeploymentTarget?) {
        preferNativeLines = []
        guard !recipe.preferNative.isEmpty || recipe.noNativeReplacement != nil else { return }
        startSection(.preferNative)
        for note in recipe.preferNative {
            preferNativeLines.append(lines.count)
            sourceMarks.append((lines.count, note.line))
            let version = note.since.map { "\(note.platform.rawValue) \($0)+" } ?? note.platform.rawValue
            let marker: [Span]
            if let target {
                marker =
                    note.isAvailable(at: target)
                    ? [Span("✓ ", .native), Span(version, .native), Span(" (available at \(target))", .native)]
                    : [Span("· ", .dim), Span(version, .dim), Span(" (not at \(target))", .dim)]
            } else {
                marker = [Span("• "), Span(version, .emphasis)]
            }
            var text = InlineMarkdown.spans(note.text)
            if !note.text.contains(note.api) { text = [Span(note.api, .code), Span(" — ")] + text }
            add(LineWrapper.wrap(text, width: proseWidth, firstPrefix: marker + [Span(": ")], restPrefix: [Span("  ")]))
        }
        if let none = recipe.noNativeReplacement {
            // "None as of iOS 27: why" reads "No native replacement as of iOS 27: why".
            var label = "No native replacement: "
            var text = none
            if none.hasPrefix("None as of "), let colon = none.firstIndex(of: ":") {
                label = "No native replacement" + none[none.index(none.startIndex, offsetBy: 4)...colon] + " "
                text = String(none[none.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            }
            add(
                LineWrapper.wrap(
                    InlineMarkdown.spans(text), width: proseWidth,
                    firstPrefix: [Span("• ", .plain), Span(label, .emphasis)],
                    restPrefix: [Span("  ")]))
        }
    }

    private mutating func addCode(_ recipe: Recipe, role: CodeBlock.Role, section: DetailSection) {
        let blocks = recipe.codeBlocks.enumerated().filter { $0.element.role == role }
        guard !blocks.isEmpty else { return }
        startSection(section)
        for (position, (index, block)) in blocks.enumerated() {
            if position > 0 { lines.append(StyledLine()) }
            let start = lines.count
            for (offset, spans) in SwiftHighlighter.highlight(block.code).enumerated() {
                sourceMarks.append((lines.count, block.line + offset))
                add(CodeWrapper.wrap(spans, width: width, prefix: [Span("  ")]))
            }
            codeBlocks.append(CodeBlockPlacement(blockIndex: index, lines: start..<lines.count))
        }
    }

    private mutating func addCoordinator(_ recipe: Recipe) {
        delegateMethodLines = []
        guard recipe.coordinator != nil || !recipe.delegateMethods.isEmpty || !recipe.lifecycle.isEmpty else { return }
        startSection(.coordinator)
        if let coordinator = recipe.coordinator {
            var spans = [Span(coordinator.typeName, .type)]
            if !coordinator.protocols.isEmpty {
                spans += [Span(": ", .dim), Span(coordinator.protocols.joined(separator: ", "), .type)]
            }
            if coordinator.isMainActor { spans += [Span(" · ", .dim), Span("@MainActor", .attribute)] }
            add(LineWrapper.wrap(spans, width: width))
        }
        for method in recipe.delegateMethods {
            delegateMethodLines.append(lines.count)
            var spans = [Span(method.selector, .code)]
            if let owner = method.protocol { spans += [Span("  "), Span(owner, .dim)] }
            add(LineWrapper.wrap(spans, width: width, firstPrefix: [Span("  ")], restPrefix: [Span("    ")]))
        }
        if !recipe.lifecycle.isEmpty {
            let names = recipe.lifecycle.map(\.rawValue).joined(separator: ", ")
            add(LineWrapper.wrap([Span("Implements: ", .dim), Span(names, .dim)], width: width))
        }
    }

    private mutating func addPitfalls(_ recipe: Recipe) {
        pitfallLines = []
        guard !recipe.pitfalls.isEmpty else { return }
        startSection(.pitfalls)
        for (index, pitfall) in recipe.pitfalls.enumerated() {
            if index > 0 { lines.append(StyledLine()) }
            pitfallLines.append(lines.count)
            // The text holds its bold lead-in (the title) already: shown once, as written.
            var spans = InlineMarkdown.spans(pitfall.text)
            if let rule = pitfall.rule { spans.append(Span(" [check: \(rule)]", .dim)) }
            sourceMarks.append((lines.count, pitfall.line))
            add(LineWrapper.wrap(spans, width: proseWidth, firstPrefix: [Span("! ", .warning)], restPrefix: [Span("  ")]))
        }
    }

    private mutating func addNotes(_ recipe: Recipe) {
        guard !recipe.notes.isEmpty else { return }
        startSection(.notes)
        for note in recipe.notes {
            add(
                LineWrapper.wrap(
                    InlineMarkdown.spans(note), width: proseWidth,
                    firstPrefix: [Span("• ")], restPrefix: [Span("  ")]))
        }
    }

    /// Appends `newLines`, cutting any that is wider than the pane (a long prefix or label).
    private mutating func add(_ newLines: [StyledLine]) {
        for line in newLines {
            if line.width <= width {
                lines.append(line)
            } else {
                lines += LineWrapper.hardWrap(line.spans, width: width, prefix: [], continuation: [])
            }
        }
    }

    /// A blank line, then `── Name ────` across the width.
    private mutating func startSection(_ section: DetailSection) {
        lines.append(StyledLine())
        sections.append((section, lines.count))
        let label = "── \(section.rawValue) "
        let rule = String(repeating: "─", count: max(0, width - DisplayWidth.of(label)))
        add([StyledLine([Span(label + rule, .heading)])])
    }

    private mutating func highlight(_ matcher: TermMatcher) {
        guard !matcher.isEmpty else { return }
        for index in lines.indices {
            let ranges = matcher.ranges(in: lines[index].text)
            guard !ranges.isEmpty else { continue }
            lines[index] = lines[index].restyling(ranges) { _ in .match }
            matchLines.append(index)
        }
    }
}
