/// All the Swift of a document, read once: every Swift code block at its own file lines (so that a
/// coordinator or extension in a later block joins the type of an earlier one), with the
/// counter-examples (`// ❌`) left out of the reading.
struct DocumentCode {
    /// One Swift code block of the document.
    struct Block {
        /// Index of the block in `DocumentOutline.blocks`.
        var outlineIndex: Int
        var code: CodeBlock
        /// File lines of the block's code.
        var lines: ClosedRange<Int>
        var counterExamples: [CounterExample]
    }

    let blocks: [Block]
    let summary: SwiftSourceSummary
    /// Which platforms each part of `summary` compiles for (`#if os(…)`), read once per document.
    let regions: PlatformRegions
    /// Indices into `summary.availability`, by Swift block: a recipe's availability is read from
    /// its own blocks without a pass over the whole document per recipe.
    let availabilityOfBlock: [[Int]]
    /// For each outline block, its index in `blocks` (nil when it is not Swift code).
    let swiftIndexOfOutlineBlock: [Int?]

    /// Reads the Swift blocks of `outline`; `fileLine` maps a Markdown line to its file line.
    init(outline: DocumentOutline, fileLine: (Int) -> Int) {
        var blocks: [Block] = []
        var index: [Int?] = Array(repeating: nil, count: outline.blocks.count)
        var readable: [CodeBlock] = []
        for (outlineIndex, block) in outline.blocks.enumerated() {
            guard case .code(let language, let code, let line) = block, Self.isSwift(language: language, code: code) else { continue }
            let first = fileLine(line)
            var split = CounterExample.split(code, firstLine: first)
            if outlineIndex > 0, case .paragraph(let lead, _) = outline.blocks[outlineIndex - 1], CounterExample.isBadLead(lead) {
                let blank = code.split(separator: "\n", omittingEmptySubsequences: false).map { _ in "" }.joined(separator: "\n")
                split = ([CounterExample.whole(code, firstLine: first, lead: lead)], blank)
            }
            if !split.examples.isEmpty {
                // What the left-out code declares, read on its own so that the diagnostics can name it.
                let kept = Set(
                    split.readable.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { !$0.element.isEmpty }.map(\.offset))
                let left = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
                    kept.contains($0.offset) ? "" : String($0.element)
                }
                let names = RepresentableReader.representables(in: SwiftCodeReader.read(left.joined(separator: "\n"))).map(\.wrapper.typeName)
                for index in split.examples.indices { split.examples[index].declares = names }
            }
            let lineCount = max(1, code.lineFeedCount + (code.hasSuffix("\n") ? 0 : 1))
            index[outlineIndex] = blocks.count
            blocks.append(
                Block(
                    outlineIndex: outlineIndex, code: CodeBlock(role: .support, language: "swift", code: code, line: first),
                    lines: first...(first + lineCount - 1), counterExamples: split.examples))
            readable.append(CodeBlock(role: .support, language: "swift", code: split.readable, line: first))
        }
        self.blocks = blocks
        self.swiftIndexOfOutlineBlock = index
        summary = CodeAnalysis.read(readable)
        regions = PlatformRegions(tokens: summary.tokens)
        var byBlock = [[Int]](repeating: [], count: blocks.count)
        for (index, line) in summary.availabilityLines.enumerated() {
            if let block = Self.block(containing: line, in: blocks) { byBlock[block].append(index) }
        }
        availabilityOfBlock = byBlock
    }

    /// `summary` with only the availability of `blocks` (its types and functions left to the caller).
    func availability(ofBlocks blocks: Set<Int>) -> SwiftSourceSummary {
        var part = summary
        let kept = blocks.sorted().flatMap { availabilityOfBlock[$0] }
        part.availability = kept.map { summary.availability[$0] }
        part.availabilityLines = kept.map { summary.availabilityLines[$0] }
        return part
    }

    /// True for blocks fenced as Swift (also `swift:MapView.swift`, as Qiita and Zenn name the
    /// file), for unlabelled blocks that look like Swift, and for blocks fenced as another
    /// language that are plainly Swift (a documentation site whose highlighter lacks Swift fences
    /// it as `java`, `kotlin` or `js`).
    static func isSwift(language: String, code: String) -> Bool {
        let lang = language.lowercased()
        if lang == "swift" || lang.hasPrefix("swift:") || lang.hasPrefix("swift,") || lang.hasPrefix("swift{") { return true }
        return lang.isEmpty ? CodeAnalysis.looksLikeSwift(code) : CodeAnalysis.isPlainlySwift(code)
    }

    /// The Swift block holding file line `line`, if any (blocks are in line order).
    func block(containing line: Int) -> Int? { Self.block(containing: line, in: blocks) }

    private static func block(containing line: Int, in blocks: [Block]) -> Int? {
        var low = 0, high = blocks.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if blocks[mid].lines.upperBound < line {
                low = mid + 1
            } else if blocks[mid].lines.lowerBound > line {
                high = mid - 1
            } else {
                return mid
            }
        }
        return nil
    }
}
