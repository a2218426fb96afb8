/// A document's blocks with the section each one sits in: the heading tree, built once.
///
/// A paragraph that is bold from end to end and short (`**Building a map wrapper**`) is read as a
/// heading one level below the deepest Markdown one, as blog posts use it.
struct DocumentOutline {
    /// A heading and what follows it up to the next heading of the same or a higher level.
    struct Section {
        var heading: Heading?
        var parent: Int?
        /// Indices (into `blocks`) of the blocks directly under the heading, subsections excluded.
        var blocks: [Int] = []
        var children: [Int] = []
    }

    struct Heading {
        var level: Int
        var text: String
        var line: Int
    }

    /// Every block of the document except headings, in reading order.
    let blocks: [MarkdownBlock]
    /// Section 0 is the document itself (no heading).
    private(set) var sections: [Section]
    /// For each block, the section it sits directly in.
    private(set) var sectionOfBlock: [Int]

    /// The level given to a bold paragraph used as a heading.
    static let boldHeadingLevel = 7

    init(_ markdown: [MarkdownBlock]) {
        var blocks: [MarkdownBlock] = []
        var sections = [Section(heading: nil, parent: nil)]
        var sectionOfBlock: [Int] = []
        var open: [Int] = [0]  // the current path of sections, root first
        for block in markdown {
            if let heading = Self.heading(of: block) {
                while open.count > 1, let level = sections[open[open.count - 1]].heading?.level, level >= heading.level {
                    open.removeLast()
                }
                let index = sections.count
                sections.append(Section(heading: heading, parent: open[open.count - 1]))
                sections[open[open.count - 1]].children.append(index)
                open.append(index)
            } else {
                sections[open[open.count - 1]].blocks.append(blocks.count)
                sectionOfBlock.append(open[open.count - 1])
                blocks.append(block)
            }
        }
        self.blocks = blocks
        self.sections = sections
        self.sectionOfBlock = sectionOfBlock
    }

    private static func heading(of block: MarkdownBlock) -> Heading? {
        switch block {
        case .heading(let level, let text, let line):
            return Heading(level: level, text: text, line: line)
        case .paragraph(let text, let line):
            let trimmed = text.trimmed
            guard trimmed.count <= 80, trimmed.hasPrefix("**"), trimmed.hasSuffix("**") || trimmed.hasSuffix("**:"),
                let lead = InlineText.leadIn(trimmed), lead.rest.trimmed.isEmpty || lead.rest.trimmed == ":"
            else { return nil }
            return Heading(level: boldHeadingLevel, text: InlineText.trimmedTitle(InlineText.plain(lead.title)), line: line)
        default:
            return nil
        }
    }

    /// The headings from the document down to `section`, outermost first.
    func headingPath(of section: Int) -> [Heading] {
        var path: [Heading] = []
        var current: Int? = section
        while let index = current {
            if let heading = sections[index].heading { path.append(heading) }
            current = sections[index].parent
        }
        return path.reversed()
    }

    /// `section` and every section below it, in document order.
    func subtree(of section: Int) -> [Int] {
        var result: [Int] = []
        var stack = [section]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: sections[next].children.reversed())
        }
        return result
    }
}
