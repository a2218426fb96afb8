import Foundation

/// Finds recipes in Markdown written by others, leniently: one or many recipes per file
/// (`## N. Title` sections), pitfall lists under "Pitfalls:" / "Notes:" / "### Gotchas" /
/// "Common Pitfalls", bold lead-ins, "Prefer native" and "iOS 17 alternative." bullets, a
/// document-wide deployment target, and topic sections that apply to every recipe of the file.
struct ThirdPartyExtractor {
    let path: String
    let blocks: [MarkdownBlock]
    /// Maps a Markdown line to the line of the file on disk (identity unless text was re-fenced).
    let fileLine: (Int) -> Int

    /// A heading and the blocks up to the next heading of any level.
    private struct Section {
        var heading: (level: Int, text: String, line: Int)?
        var blocks: [MarkdownBlock]
    }

    /// A candidate recipe: consecutive sections, the first one's heading naming it.
    private struct Unit {
        var sections: [Section]
        var representables: [RepresentableCode]
        var codeBlocks: [CodeBlock]
    }

    private static let pitfallHeading = try! NSRegularExpression(
        pattern: #"\b(gotchas?|pitfalls?|caveats?|notes?|warnings?|known (bugs|issues)|common mistakes|key rules|traps?)\b"#, options: [.caseInsensitive])
    private static let callSiteHeading = try! NSRegularExpression(
        pattern: #"^(call site|usage|example usage|example|how to use|using it)\b"#, options: [.caseInsensitive])

    func extract() -> (recipes: [Recipe], diagnostics: [Diagnostic]) {
        let sections = makeSections()
        let units = chooseUnits(sections)
        let topicUnits = units.filter { $0.representables.isEmpty }
        let allText = blocks.flatMap(Self.texts)
        let defaultTarget = allText.lazy.compactMap { ProseVersions.documentDefaultTarget(in: $0.text) }.first
        var topicPitfalls: [Pitfall] = []
        var topicNative: [PreferNative] = []
        for unit in topicUnits {
            let parts = readParts(of: unit, defaultPlatform: .iOS)
            topicPitfalls += parts.pitfalls
            topicNative += parts.preferNative
            topicNative += unit.sections.flatMap(\.blocks).flatMap(Self.texts).flatMap { arrowNotes(in: $0.text, line: $0.line) }
        }
        var recipes: [Recipe] = []
        var diagnostics: [Diagnostic] = []
        var seenTypes = Set<String>()
        for unit in units {
            for (index, code) in unit.representables.enumerated() where !seenTypes.contains(code.wrapper.typeName) {
                // Several representables in one unit without headings between them are separate recipes;
                // under one heading, the first is the recipe and the rest are variants of it.
                if index > 0 && unit.sections.first?.heading != nil { break }
                seenTypes.insert(code.wrapper.typeName)
                var recipe = buildRecipe(unit: unit, code: code, defaultTarget: defaultTarget)
                recipe.pitfalls += topicPitfalls
                for note in topicNative where note.platform == recipe.platform && !recipe.preferNative.contains(where: { $0.api == note.api && $0.since == note.since }) {
                    recipe.preferNative.append(note)
                }
                recipe.pitfalls = Self.assignIDs(recipe.pitfalls)
                recipes.append(recipe)
            }
        }
        if recipes.isEmpty {
            let firstLine = blocks.first.map { fileLine($0.line) } ?? 1
            diagnostics.append(Diagnostic(path: path, line: firstLine, severity: .warning,
                                          message: "no representable found (no type conforming to UIViewRepresentable, UIViewControllerRepresentable, NSViewRepresentable or NSViewControllerRepresentable)"))
        }
        return (recipes, diagnostics)
    }

    // MARK: - Sections and units

    private func makeSections() -> [Section] {
        var sections = [Section(heading: nil, blocks: [])]
        for block in blocks {
            if case .heading(let level, let text, let line) = block {
                sections.append(Section(heading: (level, text, line), blocks: []))
            } else {
                sections[sections.count - 1].blocks.append(block)
            }
        }
        return sections
    }

    /// Groups sections into units at the shallowest heading level that puts representables in two
    /// or more units; with no such level, the whole document is one unit.
    private func chooseUnits(_ sections: [Section]) -> [Unit] {
        let levels = Set(sections.compactMap { $0.heading?.level }).sorted()
        var best: [Unit]?
        for level in levels {
            let units = group(sections, at: level)
            if units.filter({ !$0.representables.isEmpty }).count >= 2 { best = units; break }
        }
        return best ?? group(sections, at: 0)
    }

    private func group(_ sections: [Section], at level: Int) -> [Unit] {
        var groups: [[Section]] = []
        for section in sections {
            if let heading = section.heading, heading.level <= level || groups.isEmpty {
                groups.append([section])
            } else if groups.isEmpty {
                groups.append([section])
            } else {
                groups[groups.count - 1].append(section)
            }
        }
        return groups.map { sections in
            let code = sections.flatMap(\.blocks).compactMap(swiftBlock)
            let analysis = CodeAnalysis(blocks: code)
            return Unit(sections: sections, representables: analysis.representables, codeBlocks: code)
        }
    }

    private func swiftBlock(_ block: MarkdownBlock) -> CodeBlock? {
        guard case .code(let language, let code, let line) = block else { return nil }
        let lang = language.lowercased()
        guard lang == "swift" || (lang.isEmpty && CodeAnalysis.looksLikeSwift(code)) else { return nil }
        return CodeBlock(role: .support, language: "swift", code: code, line: fileLine(line))
    }

    // MARK: - One recipe

    private struct Parts {
        var pitfalls: [Pitfall] = []
        var preferNative: [PreferNative] = []
        var notes: [String] = []
        var callSiteLines: Set<Int> = []
        var inlineCallSites: [CodeBlock] = []
        var summary: String?
    }

    private func buildRecipe(unit: Unit, code: RepresentableCode, defaultTarget: DeploymentTarget?) -> Recipe {
        let platform = code.wrapper.platform
        let parts = readParts(of: unit, defaultPlatform: platform)
        let analysis = CodeAnalysis(blocks: unit.codeBlocks)
        var codeBlocks = unit.codeBlocks.map { block -> CodeBlock in
            var block = block
            let single = CodeAnalysis(blocks: [block])
            if single.representables.contains(where: { $0.wrapper.typeName == code.wrapper.typeName })
                || single.summary.types.contains(where: { $0.simpleName == code.coordinator?.typeName }) {
                block.role = .wrapper
            } else if parts.callSiteLines.contains(block.line) || block.code.hasBytes("some View") || block.code.hasBytes("some Scene") {
                block.role = .callSite
            }
            return block
        }
        codeBlocks += parts.inlineCallSites
        let heading = unit.sections.first?.heading
        let title = heading.map { Self.cleanTitle($0.text) } ?? code.wrapper.typeName
        let location = SourceLocation(path: path, line: heading.map { fileLine($0.line) } ?? code.line)
        let minimum = defaultTarget.flatMap { $0.platform == platform ? $0 : nil }
            ?? analysis.summary.availability.filter { $0.platform == platform }.max { $0.version < $1.version }
        return Recipe(
            id: Slug.make(title, maxWords: 6),
            title: title, summary: parts.summary ?? "", source: location,
            wrapper: code.wrapper, coordinator: code.coordinator, delegateMethods: code.delegateMethods,
            lifecycle: code.lifecycle, codeBlocks: codeBlocks, pitfalls: parts.pitfalls, notes: parts.notes,
            preferNative: parts.preferNative, minimumTarget: minimum,
            frameworks: CodeAnalysis.frameworks(imports: analysis.summary.imports, wrappedType: code.wrapper.wrappedType))
    }

    /// Reads pitfalls, native alternatives, notes and call-site markers from a unit's prose.
    private func readParts(of unit: Unit, defaultPlatform: Platform) -> Parts {
        var parts = Parts()
        for (index, section) in unit.sections.enumerated() {
            var listRole: ListRole = .notes
            var nextCodeIsCallSite = false
            if let heading = section.heading {
                if Self.matches(Self.pitfallHeading, heading.text) { listRole = .pitfalls }
                if index > 0 && Self.matches(Self.callSiteHeading, heading.text) { nextCodeIsCallSite = true }
                if index == 0 && Self.matches(Self.pitfallHeading, heading.text) { listRole = .pitfalls }
            }
            let sectionRole = listRole
            for block in section.blocks {
                switch block {
                case .paragraph(let text, let line):
                    let plain = InlineText.plain(text).trimmed
                    let lower = plain.lowercased()
                    if lower.hasPrefix("call site") || lower.hasPrefix("usage") {
                        nextCodeIsCallSite = true
                        if let span = InlineText.codeSpans(text).first, span.contains("(") {
                            parts.inlineCallSites.append(CodeBlock(role: .callSite, language: "swift", code: span + "\n", line: fileLine(line)))
                        }
                    } else if BulletReader.isPreferNative(text), let note = BulletReader.preferNative(from: text, line: fileLine(line), defaultPlatform: defaultPlatform) {
                        parts.preferNative.append(note)
                    } else if plain.hasSuffix(":") && plain.count < 40 {
                        listRole = Self.matches(Self.pitfallHeading, plain) ? .pitfalls : sectionRole
                    } else if parts.summary == nil && index == 0 && !plain.isEmpty {
                        parts.summary = text
                    }
                case .list(_, let items, _):
                    for item in items {
                        let text = item.text
                        guard !text.isEmpty else { continue }
                        if BulletReader.isPreferNative(text), let note = BulletReader.preferNative(from: text, line: fileLine(item.line), defaultPlatform: defaultPlatform) {
                            parts.preferNative.append(note)
                        } else if listRole == .pitfalls {
                            parts.pitfalls.append(BulletReader.pitfall(from: text, line: fileLine(item.line)))
                        } else {
                            parts.notes.append(text)
                        }
                    }
                    listRole = sectionRole
                case .code(_, _, let line):
                    if nextCodeIsCallSite { parts.callSiteLines.insert(fileLine(line)); nextCodeIsCallSite = false }
                default:
                    break
                }
            }
        }
        return parts
    }

    private enum ListRole { case pitfalls, notes }

    // MARK: - Helpers

    /// `1. MKMapView Wrapper` → `MKMapView Wrapper`; `Recipe 3: Maps` → `Maps`.
    static func cleanTitle(_ heading: String) -> String {
        var text = InlineText.plain(heading).trimmed
        if let range = text.range(of: #"^(recipe\s+)?\d+[.):]\s*"#, options: [.regularExpression, .caseInsensitive]) {
            text.removeSubrange(range)
        }
        return text
    }

    private static func matches(_ regex: NSRegularExpression, _ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
    }

    /// Every piece of prose in a block, with its line: paragraphs, list items, cells, plain code.
    static func texts(_ block: MarkdownBlock) -> [(text: String, line: Int)] {
        switch block {
        case .paragraph(let text, let line), .heading(_, let text, let line): [(text, line)]
        case .list(_, let items, _): items.flatMap { item in [(item.text, item.line)] + item.blocks.filter { if case .list = $0 { true } else { false } }.flatMap(texts) }
        case .quote(let blocks, _): blocks.flatMap(texts)
        case .code(let language, let code, let line) where language != "swift": code.split(separator: "\n").enumerated().map { (String($0.element), line + $0.offset) }
        default: []
        }
    }

    private static let arrowNote = try! NSRegularExpression(
        pattern: #"(?:(iOS|macOS|visionOS)\s?(\d+(?:\.\d)?)\+\s*(?:→|->)\s*(?:SwiftUI\s+)?`?([A-Z][A-Za-z]+)`?|(?:→|->)\s*(iOS|macOS|visionOS)\s?(\d+(?:\.\d)?)\+\s*(?:SwiftUI\s+)?`?([A-Z][A-Za-z]+)`?)"#)

    /// Decision-tree notes such as `iOS 26+ → TextEditor with AttributedString`.
    func arrowNotes(in text: String, line: Int) -> [PreferNative] {
        let ns = text as NSString
        return Self.arrowNote.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { match in
            let offset = match.range(at: 1).location != NSNotFound ? 1 : 4
            guard let platform = Platform(name: ns.substring(with: match.range(at: offset))),
                  let version = OSVersion(ns.substring(with: match.range(at: offset + 1))) else { return nil }
            let api = ns.substring(with: match.range(at: offset + 2))
            guard !api.hasSuffix("Representable"), !api.hasPrefix("UI"), !api.hasPrefix("NS") else { return nil }
            return PreferNative(platform: platform, since: version, api: api, text: text.trimmed, line: fileLine(line))
        }
    }

    /// Gives each pitfall a slug of its title (or first words) unique within the recipe.
    static func assignIDs(_ pitfalls: [Pitfall]) -> [Pitfall] {
        var taken = Set<String>()
        return pitfalls.map { pitfall in
            var pitfall = pitfall
            pitfall.id = Slug.unique(Slug.make(pitfall.title ?? InlineText.plain(pitfall.text), maxWords: 6), in: &taken)
            return pitfall
        }
    }
}
