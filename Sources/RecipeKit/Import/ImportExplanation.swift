/// What the importer decided for one document, as a tree: each recipe with the line ranges
/// attached to it, the document's topic, and every block left unattached. `recipes lint --explain`
/// prints it; golden tests compare it.
public struct ImportExplanation: Hashable, Sendable {
    /// One recipe (or the topic) and what was attached to it.
    public struct Entry: Hashable, Sendable {
        public var title: String
        /// `UIViewRepresentable NoteEditor → UITextView`, or `topic` for the document's topic.
        public var header: String
        /// Kind and file lines, in line order: `wrapper 12-30`, `pitfall 41`.
        public var parts: [Part]
    }

    public struct Part: Hashable, Sendable {
        public var kind: String
        public var lines: ClosedRange<Int>
    }

    public var path: String
    /// How the document was read: `house format`, `third-party`.
    public var format: String
    public var recipes: [Entry] = []
    public var topic: Entry?
    /// Blocks no recipe took: kind and line.
    public var unattached: [Part] = []

    /// The tree as text, one line per node, with the file's diagnostics last.
    public func render(diagnostics: [Diagnostic]) -> String {
        var lines = ["\(path) (\(format)): \(recipes.count) recipe\(recipes.count == 1 ? "" : "s")\(topic == nil ? "" : " and a topic")"]
        func entry(_ entry: Entry, last: Bool) {
            lines.append((last ? "└─ " : "├─ ") + "\(entry.title) [\(entry.header)]")
            let indent = last ? "   " : "│  "
            for (index, part) in entry.parts.enumerated() {
                lines.append(indent + (index == entry.parts.count - 1 ? "└─ " : "├─ ") + "\(part.kind) \(Self.range(part.lines))")
            }
        }
        let entries = recipes + (topic.map { [$0] } ?? [])
        for (index, item) in entries.enumerated() { entry(item, last: index == entries.count - 1 && unattached.isEmpty) }
        if !unattached.isEmpty {
            lines.append("└─ unattached")
            for (index, part) in unattached.enumerated() {
                lines.append("   " + (index == unattached.count - 1 ? "└─ " : "├─ ") + "\(part.kind) \(Self.range(part.lines))")
            }
        }
        for diagnostic in diagnostics.sorted(by: { $0.line < $1.line }) {
            lines.append("\(diagnostic.path):\(diagnostic.line): \(diagnostic.severity.rawValue): \(diagnostic.message)")
        }
        return lines.joined(separator: "\n")
    }

    private static func range(_ lines: ClosedRange<Int>) -> String {
        lines.count == 1 ? "line \(lines.lowerBound)" : "lines \(lines.lowerBound)-\(lines.upperBound)"
    }
}

extension ImportExplanation.Entry {
    /// The entry of a house-format recipe: its code blocks, pitfalls and native notes by line.
    init(houseRecipe recipe: Recipe) {
        var parts = recipe.codeBlocks.map { block in
            ImportExplanation.Part(
                kind: block.role == .wrapper ? "wrapper" : block.role == .callSite ? "call site" : "support",
                lines: block.line...(block.line + max(0, block.code.lineFeedCount - 1)))
        }
        parts += recipe.pitfalls.map { .init(kind: "pitfall", lines: $0.line...$0.line) }
        parts += recipe.preferNative.map { .init(kind: "prefer native", lines: $0.line...$0.line) }
        let wrapper = recipe.wrapper.map { "\($0.protocol.rawValue) \($0.typeName)" + ($0.wrappedType.map { " → \($0)" } ?? "") } ?? "no wrapper"
        self.init(title: recipe.title, header: wrapper, parts: parts.sorted { $0.lines.lowerBound < $1.lines.lowerBound })
    }
}
