import Foundation

/// Reads a recipe in the house format (`Recipes/README.md`) and reports every departure from it
/// as a warning with its line, so that `recipes lint` can hold the bundled library to zero.
struct HouseFormatExtractor {
    let path: String
    let blocks: [MarkdownBlock]
    let source: String

    static let sectionOrder = ["Wrapper", "Call site", "Support", "Pitfalls", "Prefer native", "Notes"]
    static let requiredSections: Set<String> = ["Wrapper", "Call site", "Pitfalls", "Prefer native"]
    static let metadataKeys = ["Platform", "Minimum", "Frameworks", "Tags"]

    /// True when a document opens like a house recipe: a title, then a summary quote or metadata list.
    static func looksLikeHouseFormat(_ blocks: [MarkdownBlock]) -> Bool {
        guard case .heading(1, _, _) = blocks.first else { return false }
        for block in blocks.prefix(4) {
            if case .list(_, let items, _) = block, items.contains(where: { $0.text.hasPrefix("Platform:") }) { return true }
        }
        return false
    }

    func extract() -> (Recipe?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func warn(_ line: Int, _ message: String) {
            diagnostics.append(Diagnostic(path: path, line: line, severity: .warning, message: message))
        }
        let id = HouseRecipeID.make(path: path)
        guard case .heading(1, let title, let titleLine) = blocks.first else {
            diagnostics.append(
                Diagnostic(
                    path: path, line: blocks.first?.line ?? 1, severity: .error,
                    message: "a house recipe starts with one level-1 heading: `# Title`"))
            return (nil, diagnostics)
        }
        var recipe = Recipe(id: id, title: InlineText.plain(title), source: SourceLocation(path: path, line: titleLine))
        var index = 1
        if index < blocks.count, case .quote(let inner, _) = blocks[index] {
            recipe.summary = inner.flatMap(ThirdPartyExtractor.texts).map(\.text).joined(separator: " ")
            index += 1
        } else {
            warn(blocks.count > index ? blocks[index].line : titleLine, "expected a `> summary` block quote after the title")
        }
        var platform: Platform?
        if index < blocks.count, case .list(_, let items, _) = blocks[index] {
            index += 1
            for item in items {
                let parts = item.text.split(onASCII: ":", maxSplits: 1).map { $0.trimmed }
                guard parts.count == 2, Self.metadataKeys.contains(parts[0]) else {
                    warn(item.line, "metadata bullets are `Key: value` with a key among \(Self.metadataKeys.joined(separator: ", "))")
                    continue
                }
                let value = InlineText.plain(parts[1])
                switch parts[0] {
                case "Platform":
                    platform = Platform(name: value)
                    if platform == nil {
                        warn(item.line, "unknown platform `\(value)`: use one of \(Platform.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                case "Minimum":
                    recipe.minimumTarget = DeploymentTarget(parsing: value)
                    if recipe.minimumTarget == nil { warn(item.line, "`Minimum:` takes a target such as `iOS 16` or `macOS 13`") }
                case "Frameworks":
                    recipe.frameworks = value.split(onASCII: ",").map { $0.trimmed }.filter { !$0.isEmpty }
                default:
                    recipe.tags = value.split(onASCII: ",").map { $0.trimmed.lowercased() }.filter { !$0.isEmpty }
                }
            }
            for key in ["Platform", "Minimum"] where !items.contains(where: { $0.text.hasPrefix(key + ":") }) {
                warn(titleLine, "missing metadata bullet `\(key):`")
            }
        } else {
            warn(titleLine, "expected the metadata list (`- Platform: iOS`, `- Minimum: iOS 16`, …) after the summary")
        }

        // Sections
        var seen: [String] = []
        var current: String?
        var pitfallCount = 0
        for block in blocks[index...] {
            if case .heading(let level, let text, let line) = block {
                guard level == 2 else {
                    if level == 1 { warn(line, "only one level-1 heading per recipe") }
                    continue
                }
                let name = InlineText.plain(text)
                if !Self.sectionOrder.contains(name) {
                    warn(line, "unknown section `## \(name)`; sections are \(Self.sectionOrder.joined(separator: ", "))")
                    current = nil
                    continue
                }
                if seen.contains(name) { warn(line, "section `## \(name)` appears twice") }
                if let last = seen.last, let a = Self.sectionOrder.firstIndex(of: last), let b = Self.sectionOrder.firstIndex(of: name), b < a {
                    warn(line, "section `## \(name)` must come before `## \(last)`")
                }
                seen.append(name)
                current = name
                continue
            }
            guard let section = current else {
                warn(block.line, "content outside a section")
                continue
            }
            switch (section, block) {
            case (_, .code(let language, let code, let line)):
                if language != "swift" { warn(line - 1, "code blocks are fenced as ```swift") }
                if code.hasBytes("\t") { warn(line, "tab character in code: indent with spaces") }
                let role: CodeBlock.Role = section == "Wrapper" ? .wrapper : section == "Call site" ? .callSite : .support
                if section == "Pitfalls" || section == "Prefer native" || section == "Notes" {
                    warn(line, "code belongs in `## Wrapper`, `## Call site` or `## Support`, not in `## \(section)`")
                }
                recipe.codeBlocks.append(CodeBlock(role: role, language: language, code: code, line: line))
            case ("Pitfalls", .list(_, let items, _)):
                keepBlocks(nestedIn: items, of: section, into: &recipe, warn: warn)
                for item in items {
                    pitfallCount += 1
                    let markers = TrailingMarkers(item.text)
                    let rule = markers.values["check"]
                    if let rule, !Self.isRuleID(rule) || !KnownCheckRules.ids.contains(rule) {
                        warn(item.line, "unknown check rule `\(rule)`; known rules: \(KnownCheckRules.ids.joined(separator: ", "))")
                    }
                    let source = markers.values["source"]
                    if let source, !Self.isURL(source) { warn(item.line, "`[source: …]` takes one http(s) URL") }
                    if markers.values["keep-if"] != nil { warn(item.line, "`[keep-if: …]` belongs on a prefer-native bullet") }
                    let pitfall = BulletReader.pitfall(from: markers.text, line: item.line, rule: rule, source: source)
                    if pitfall.title == nil { warn(item.line, "a pitfall starts with a bold lead-in: `**What goes wrong.**`") }  // no lead-in
                    recipe.pitfalls.append(pitfall)
                }
            case ("Prefer native", .list(_, let items, _)):
                keepBlocks(nestedIn: items, of: section, into: &recipe, warn: warn)
                for item in items { readPreferNative(item, into: &recipe, warn: warn) }
            case ("Prefer native", .paragraph(let text, let line)):
                if InlineText.plain(text).hasPrefix("None") {
                    recipe.noNativeReplacement = text
                } else {
                    warn(line, "`## Prefer native` holds `- iOS 17: \\`API\\` …` bullets or one paragraph starting `None`")
                }
            case ("Notes", .list(_, let items, _)):
                keepBlocks(nestedIn: items, of: section, into: &recipe, warn: warn)
                recipe.notes += items.map(\.text)
            case ("Notes", .paragraph(let text, _)):
                recipe.notes.append(text)
            case ("Wrapper", .paragraph), ("Call site", .paragraph), ("Support", .paragraph):
                break  // a sentence introducing the code is fine
            default:
                warn(block.line, "unexpected content in `## \(section)`")
            }
        }
        for name in Self.sectionOrder where Self.requiredSections.contains(name) && !seen.contains(name) {
            warn(titleLine, "missing section `## \(name)`")
        }
        if seen.contains("Pitfalls") && pitfallCount < 2 { warn(titleLine, "a recipe lists at least two pitfalls") }
        if seen.contains("Prefer native") && recipe.preferNative.isEmpty && recipe.noNativeReplacement == nil {
            warn(titleLine, "`## Prefer native` names a native API with a version, or says `None as of iOS N`")
        }

        // Code
        let wrapperBlocks = recipe.codeBlocks.filter { $0.role == .wrapper }
        let analysis = CodeAnalysis(blocks: wrapperBlocks + recipe.codeBlocks.filter { $0.role == .support })
        let wrappers = analysis.representables
        if wrapperBlocks.isEmpty {
            warn(titleLine, "`## Wrapper` has no ```swift code")
        } else if wrappers.count != 1 {
            warn(wrapperBlocks[0].line, "`## Wrapper` must declare exactly one representable type (found \(wrappers.count))")
        }
        if !recipe.codeBlocks.contains(where: { $0.role == .callSite }) && seen.contains("Call site") {
            warn(titleLine, "`## Call site` has no ```swift code")
        }
        if let code = wrappers.first {
            recipe.wrapper = code.wrapper
            recipe.coordinator = code.coordinator
            recipe.delegateMethods = code.delegateMethods
            recipe.lifecycle = code.lifecycle
            if code.wrapper.wrappedType == nil {
                warn(code.line, "`\(code.wrapper.protocol.makeMethod)` needs an explicit return type naming the wrapped type")
            }
            if let platform {
                if code.wrapper.protocol.platforms.contains(platform) {
                    recipe.wrapper?.platform = platform
                } else {
                    warn(
                        titleLine,
                        "`Platform: \(platform.rawValue)` does not match \(code.wrapper.protocol.rawValue) (\(code.wrapper.protocol.platforms.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
            }
        }
        if recipe.frameworks.isEmpty {
            recipe.frameworks = CodeAnalysis.frameworks(imports: analysis.summary.imports, wrappedType: recipe.wrapper?.wrappedType)
        }
        recipe.pitfalls = ThirdPartyExtractor.assignIDs(recipe.pitfalls)
        return (recipe, diagnostics)
    }

    /// True when `id` is letters, digits and `-` only (ASCII ids are tested on bytes, others by
    /// Character properties).
    static func isRuleID(_ id: String) -> Bool {
        guard id.isASCII else { return id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
        return id.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"):
                true
            default: false
            }
        }
    }

    /// True when `text` is one http or https URL without spaces.
    static func isURL(_ text: String) -> Bool {
        guard text.hasPrefix("https://") || text.hasPrefix("http://") else { return false }
        // ASCII text (each byte one Character) is measured and searched on its bytes.
        if text.isASCII { return text.utf8.count > 8 && !text.utf8.contains(UInt8(ascii: " ")) }
        return text.count > 8 && !text.contains(" ")
    }

    /// A bullet of `section` keeps its paragraphs as its text; what else it holds is never dropped
    /// silently: a code block is kept as a support block, with a warning that code belongs in a
    /// code section, and a nested list, quote, table or HTML block is named as not kept.
    private func keepBlocks(
        nestedIn items: [MarkdownBlock.ListItem], of section: String, into recipe: inout Recipe, warn: (Int, String) -> Void
    ) {
        for item in items {
            for block in item.blocks {
                switch block {
                case .paragraph: break
                case .code(let language, let code, let line):
                    warn(
                        line,
                        "code inside a bullet of `## \(section)` is kept as a support block; put it in `## Wrapper`, `## Call site` or `## Support`"
                    )
                    recipe.codeBlocks.append(CodeBlock(role: .support, language: language, code: code, line: line))
                default:
                    warn(
                        block.line,
                        "a bullet of `## \(section)` keeps only its paragraphs: this block is not kept; write it as sentences of the bullet")
                }
            }
        }
    }

    private func readPreferNative(_ item: MarkdownBlock.ListItem, into recipe: inout Recipe, warn: (Int, String) -> Void) {
        guard let lead = VersionLead(item.text), let platform = Platform(name: lead.platform), let version = OSVersion(lead.version) else {
            warn(item.line, "a prefer-native bullet starts with `PLATFORM VERSION:`, e.g. `iOS 17:`")
            return
        }
        let markers = TrailingMarkers(lead.rest)
        let rest = markers.text
        guard let api = InlineText.codeSpans(rest).first else {
            warn(item.line, "a prefer-native bullet names the API as its first code span")
            return
        }
        if markers.values["check"] != nil || markers.values["source"] != nil {
            warn(item.line, "`[check: …]` and `[source: …]` belong on pitfalls; a prefer-native bullet takes `[keep-if: …]`")
        }
        let reading = NativeCoverage.read(rest, platform: platform)
        let keepIf = (markers.values["keep-if"] ?? "").split(onASCII: ",").map { $0.trimmed }.filter { !$0.isEmpty }
        if !keepIf.isEmpty && reading.coverage != .partial {
            warn(item.line, "`[keep-if: …]` is for a note that covers part of the wrapper (`…; keep the wrapper for …`)")
        }
        recipe.preferNative.append(
            PreferNative(
                platform: platform, since: version, api: BulletReader.normalizeAPI(api), text: rest, line: item.line,
                coverage: reading.coverage ?? .replaces, keepWrapperFor: reading.keepWrapperFor, keepIf: keepIf,
                deprecated: reading.deprecated))

    }
}
