import Foundation

/// Finds recipes in Markdown written by others: declarations first, then prose by scope.
///
/// All the Swift of the document is read once (`DocumentCode`); every representable declaration
/// is one recipe (`DocumentDeclarations`), the same name on two platforms two; each block goes to
/// the recipe whose scope holds it (`BlockAttachment`); what lies outside every scope and reads as
/// pitfalls is kept once as the document's topic, and the rest is reported. Every decision is
/// recorded for `recipes lint --explain` (`ImportExplanation`).
struct ThirdPartyExtractor {
    let path: String
    let blocks: [MarkdownBlock]
    /// Maps a Markdown line to the line of the file on disk (identity unless text was re-fenced).
    let fileLine: (Int) -> Int

    func extract() -> (recipes: [Recipe], diagnostics: [Diagnostic]) {
        let result = extractExplained()
        return (result.recipes, result.diagnostics)
    }

    func extractExplained() -> (recipes: [Recipe], diagnostics: [Diagnostic], explanation: ImportExplanation) {
        let outline = DocumentOutline(NestedCode.lifted(blocks))
        let code = DocumentCode(outline: outline, fileLine: fileLine)
        let found = DocumentDeclarations(code: code)
        let declarations = found.declarations
        var explanation = ImportExplanation(path: path, format: "third-party")
        var diagnostics: [Diagnostic] = []
        guard !declarations.isEmpty else {
            let firstLine = blocks.first.map { fileLine($0.line) } ?? 1
            let topic = undeclaredTopic(outline: outline, code: code)
            let kept =
                topic.map { t in
                    "; its \(t.recipe.pitfalls.count) pitfall\(t.recipe.pitfalls.count == 1 ? "" : "s") about representables kept as \"\(t.recipe.title)\""
                } ?? ""
            diagnostics.append(
                Diagnostic(
                    path: path, line: firstLine, severity: .warning,
                    message:
                        "no representable found (no type conforming to one of \(RepresentableProtocol.allCases.map(\.rawValue).joined(separator: ", ")))\(kept)"
                ))
            guard var topic else { return ([], diagnostics, explanation) }
            topic.recipe.pitfalls = Self.assignIDs(topic.recipe.pitfalls)
            explanation.topic = topic.entry
            return ([topic.recipe], diagnostics, explanation)
        }
        // Types and loose functions by the Swift block holding them, so that each recipe reads only its own.
        var typesOfBlock = [[TypeDeclaration]](repeating: [], count: code.blocks.count)
        for type in code.summary.types { if let block = code.block(containing: type.line) { typesOfBlock[block].append(type) } }
        var functionsOfBlock = [[FunctionDeclaration]](repeating: [], count: code.blocks.count)
        for function in code.summary.functions { if let block = code.block(containing: function.line) { functionsOfBlock[block].append(function) } }
        // A first reading of each declaration, in its own blocks, names it for mentions (its type and wrapped type).
        let first = declarations.map { declaration in
            read(declaration, in: code.summary, regions: code.regions, types: declaration.blocks.sorted().flatMap { typesOfBlock[$0] })
        }
        let attachment = BlockAttachment(
            outline: outline, code: code, declarations: declarations,
            names: MentionIndex.names(of: zip(declarations, first).map { ($0.name, $1.wrapper.wrappedType, $1.lifecycle.contains(.make)) }))
        let defaultTarget = outline.blocks.lazy.compactMap { block -> DeploymentTarget? in
            if case .paragraph(let text, _) = block { return ProseVersions.documentDefaultTarget(in: text) }
            return nil
        }.first

        var attachedBlocks = [[Int]](repeating: [], count: declarations.count)
        for block in outline.blocks.indices {
            if case .recipes(let owners) = attachment.owners[block] { for owner in owners { attachedBlocks[owner].append(block) } }
        }
        let fallbackNotes = AvailabilityFallback.notes(in: code.summary, names: Set(declarations.map(\.name)))
        var recipes: [Recipe] = []
        for (index, declaration) in declarations.enumerated() {
            let attached = attachedBlocks[index]
            let swiftBlocks = Set(attached.compactMap { code.swiftIndexOfOutlineBlock[$0] }).union(declaration.blocks).sorted()
            var (recipe, entry) = buildRecipe(
                declaration, index: index, attached: attached, outline: outline, code: code, attachment: attachment,
                types: swiftBlocks.flatMap { typesOfBlock[$0] }, loose: swiftBlocks.flatMap { functionsOfBlock[$0] },
                defaultTarget: defaultTarget)
            recipe.id = Self.recipeID(title: recipe.title, typeName: declaration.name)
            let backports = (fallbackNotes[declaration.name] ?? []).filter { $0.platform == recipe.platform && !Self.hasNote(recipe, like: $0) }
            if !backports.isEmpty {
                recipe.preferNative += backports
                entry.parts += backports.map { ImportExplanation.Part(kind: "prefer native", lines: $0.line...$0.line) }
                entry.parts.sort { $0.lines.lowerBound < $1.lines.lowerBound }
            }
            recipes.append(recipe)
            explanation.recipes.append(entry)
            if let message = found.inferred[index] {
                diagnostics.append(Diagnostic(path: path, line: declaration.line, severity: .note, message: message))
            }
            for line in declaration.variantLines {
                diagnostics.append(
                    Diagnostic(
                        path: path, line: line, severity: .note,
                        message: "\(declaration.name) declared again; kept as a variant of \(declaration.name) (line \(declaration.line))"))
            }
        }
        distinguishEqualIDs(&recipes)
        // Representables declared only in counter-examples are pitfalls, not recipes: say so.
        for block in code.blocks {
            for name in Set(block.counterExamples.flatMap(\.declares)).sorted() where !declarations.contains(where: { $0.name == name }) {
                diagnostics.append(
                    Diagnostic(
                        path: path, line: block.lines.lowerBound, severity: .note,
                        message: "\(name) is shown as a counter-example; kept as a pitfall, not as a recipe"))
            }
        }
        // A native note for another platform goes to the document's one wrapper on that platform.
        for index in recipes.indices {
            for note in recipes[index].preferNative where note.platform != recipes[index].platform {
                let others = recipes.indices.filter { recipes[$0].platform == note.platform }
                guard others.count == 1, let other = others.first else { continue }
                recipes[index].preferNative.removeAll { $0 == note }
                recipes[other].preferNative.append(note)
                let part = ImportExplanation.Part(kind: "prefer native", lines: note.line...note.line)
                explanation.recipes[index].parts.removeAll { $0 == part }
                explanation.recipes[other].parts.append(part)
                explanation.recipes[other].parts.sort { $0.lines.lowerBound < $1.lines.lowerBound }
            }
        }

        // The document's topic: blocks outside every scope that read as pitfalls, kept once.
        let topicBlocks = outline.blocks.indices.filter { attachment.owners[$0] == .topic }
        let topicInputs = topicBlocks.map { block in
            ProseParts.Input(
                block: block,
                headingRole: outline.headingPath(of: outline.sectionOfBlock[block]).reversed().lazy
                    .compactMap { PitfallForms.role(ofHeading: $0.text) }.first ?? .pitfalls)
        }
        let topicParts = ProseParts(
            topicInputs, outline: outline, code: code,
            defaultPlatform: recipes.first?.platform ?? .iOS, fileLine: fileLine, arrowNotes: arrowNotes)
        var topicNative: [PreferNative] = []
        let mentions = MentionIndex(
            names: MentionIndex.names(of: recipes.map { ($0.wrapper?.typeName ?? "", $0.wrapper?.wrappedType, $0.lifecycle.contains(.make)) }))
        for note in topicParts.preferNative + freeNativeNotes(outline: outline, attachment: attachment) {
            let samePlatform = recipes.indices.filter { recipes[$0].platform == note.platform }
            if let named = mentions.single(in: .paragraph(text: note.text, line: note.line)) ?? (samePlatform.count == 1 ? samePlatform[0] : nil) {
                if !Self.hasNote(recipes[named], like: note) {
                    recipes[named].preferNative.append(note)
                }
            } else {
                topicNative.append(note)
            }
        }
        if !topicParts.pitfalls.isEmpty || !topicNative.isEmpty, let firstBlock = topicBlocks.first {
            let topic = topicRecipe(outline: outline, firstBlock: firstBlock, parts: topicParts, native: topicNative)
            explanation.topic = ImportExplanation.Entry(
                title: topic.title, header: "topic", parts: topicParts.spans.map { .init(kind: $0.kind, lines: $0.lines) })
            recipes.append(topic)
        }

        // Everything else is reported: in the explanation each block, in the diagnostics the lists,
        // tables, callouts and code that no recipe took.
        var reported: [Int] = []
        for index in outline.blocks.indices where attachment.owners[index] == .unattached {
            let block = outline.blocks[index]
            let kind = Self.kind(of: block)
            explanation.unattached.append(.init(kind: kind, lines: fileLine(block.line)...fileLine(block.line)))
            if kind != "paragraph" && kind != "html" && kind != "rule" { reported.append(fileLine(block.line)) }
        }
        if let firstLine = reported.first {
            let lines = reported.prefix(8).map(String.init).joined(separator: ", ") + (reported.count > 8 ? ", …" : "")
            diagnostics.append(
                Diagnostic(
                    path: path, line: firstLine, severity: .note,
                    message:
                        "\(reported.count) block\(reported.count == 1 ? "" : "s") outside every wrapper's section left unattached (lines \(lines); `recipes lint --explain` shows them)"
                ))
        }
        for index in recipes.indices { recipes[index].pitfalls = Self.assignIDs(recipes[index].pitfalls) }
        // A version the document states that Apple's documentation contradicts: kept, and said.
        for note in recipes.flatMap(\.preferNative) {
            if let message = NativeAvailability.contradiction(note) {
                diagnostics.append(Diagnostic(path: path, line: note.line, severity: .note, message: message))
            }
        }
        return (recipes, diagnostics, explanation)
    }

    // MARK: - One recipe

    /// Reads one declaration's code in `summary` (only what belongs to it when a same-named
    /// declaration of another protocol exists).
    private func read(
        _ declaration: DocumentDeclarations.Declaration, in summary: SwiftSourceSummary, regions: PlatformRegions,
        types: [TypeDeclaration]
    ) -> RepresentableCode {
        var own = summary
        own.types = types.filter { DocumentDeclarations.belongs($0, to: declaration) }
        own.functions = []
        return RepresentableReader.read(
            name: declaration.name, protocol: declaration.protocol, line: declaration.line, in: TypeLookup(own.types),
            regions: regions, unitesRepeats: true)
    }

    private func buildRecipe(
        _ declaration: DocumentDeclarations.Declaration, index: Int, attached: [Int], outline: DocumentOutline,
        code: DocumentCode, attachment: BlockAttachment, types: [TypeDeclaration], loose: [FunctionDeclaration],
        defaultTarget: DeploymentTarget?
    ) -> (Recipe, ImportExplanation.Entry) {
        // The code of its scope (the types, loose functions and availability of its blocks), read again alone.
        let blocks = Set(types.compactMap { code.block(containing: $0.line) } + loose.compactMap { code.block(containing: $0.line) })
            .union(attached.compactMap { code.swiftIndexOfOutlineBlock[$0] }).union(declaration.blocks)
        var scoped = code.availability(ofBlocks: blocks)
        scoped.types = types.filter { DocumentDeclarations.belongs($0, to: declaration) }
        scoped.functions = loose
        var found = RepresentableReader.read(
            name: declaration.name, protocol: declaration.protocol, line: declaration.line, in: TypeLookup(scoped.types),
            regions: code.regions, unitesRepeats: true)
        let prose = attached.compactMap { b -> String? in if case .paragraph(let text, _) = outline.blocks[b] { text } else { nil } }
        completeWithLooseFunctions(&found, loose: loose, scoped: scoped, regions: code.regions, prose: prose)

        if let named = Self.namedPlatform(of: declaration, outline: outline, code: code, scoped: scoped) { found.wrapper.platform = named }
        let platform = found.wrapper.platform
        let inputs = attached.map { ProseParts.Input(block: $0, headingRole: headingRole(of: $0, outline: outline, attachment: attachment)) }
        let parts = ProseParts(inputs, outline: outline, code: code, defaultPlatform: platform, fileLine: fileLine, arrowNotes: arrowNotes)

        var codeBlocks: [CodeBlock] = []
        var spans: [ImportExplanation.Part] = []
        let coordinatorName = found.coordinator?.typeName
        for outlineIndex in attached {
            guard let swift = code.swiftIndexOfOutlineBlock[outlineIndex] else { continue }
            var block = code.blocks[swift].code
            let declares =
                declaration.blocks.contains(swift)
                || scoped.types.contains { $0.hasSimpleName(coordinatorName ?? "\u{0}") && code.block(containing: $0.line) == swift }
                || loose.contains { code.block(containing: $0.line) == swift && ($0.name.hasPrefix("make") || $0.name.hasPrefix("update")) }
            if declares {
                block.role = .wrapper
            } else if parts.callSiteBlocks.contains(outlineIndex) || block.code.hasBytes("some View") || block.code.hasBytes("some Scene")
                || block.code.hasBytes(declaration.name + "(")
            {
                block.role = .callSite
            }
            codeBlocks.append(block)
            spans.append(
                .init(kind: block.role == .wrapper ? "wrapper" : block.role == .callSite ? "call site" : "support", lines: code.blocks[swift].lines))
        }
        codeBlocks += parts.inlineCallSites
        spans += parts.inlineCallSites.map { .init(kind: "call site", lines: $0.line...$0.line) }
        if let coordinator = found.coordinator,
            let line = scoped.types.first(where: { $0.hasSimpleName(coordinator.typeName) && $0.kind != "extension" })?.line
        {
            spans.append(.init(kind: "coordinator", lines: line...line))
        }
        spans += parts.spans.map { .init(kind: $0.kind, lines: $0.lines) }

        let title = attachment.scopeSections[index].flatMap { outline.sections[$0].heading }.map { Self.cleanTitle($0.text) } ?? declaration.name
        let headingLine = attachment.scopeSections[index].flatMap { outline.sections[$0].heading?.line }.map(fileLine)
        let minimum =
            defaultTarget.flatMap { $0.platform == platform ? $0 : nil }
            ?? scoped.availability.filter { $0.platform == platform }.max { $0.version < $1.version }
        let recipe = Recipe(
            id: "", title: title, summary: parts.summary ?? "", source: SourceLocation(path: path, line: headingLine ?? declaration.line),
            wrapper: found.wrapper, coordinator: found.coordinator, delegateMethods: found.delegateMethods,
            lifecycle: found.lifecycle, codeBlocks: codeBlocks, pitfalls: parts.pitfalls, notes: parts.notes,
            preferNative: parts.preferNative, minimumTarget: minimum,
            frameworks: CodeAnalysis.frameworks(imports: code.summary.imports, wrappedType: found.wrapper.wrappedType))
        let header = "\(found.wrapper.protocol.rawValue) \(found.wrapper.typeName)" + (found.wrapper.wrappedType.map { " → \($0)" } ?? "")
        return (recipe, ImportExplanation.Entry(title: title, header: header, parts: spans.sorted { $0.lines.lowerBound < $1.lines.lowerBound }))
    }

    /// True when `recipe` already has a note for `note`'s API at the same version.
    private static func hasNote(_ recipe: Recipe, like note: PreferNative) -> Bool {
        recipe.preferNative.contains { $0.api == note.api && $0.since == note.since }
    }

    /// The platform a wrapper's headings or the `@available` attribute on its declaration name, when
    /// it is one of its protocol's platforms other than the default ("## On visionOS" over a
    /// `UIViewRepresentable`).
    private static func namedPlatform(
        of declaration: DocumentDeclarations.Declaration, outline: DocumentOutline, code: DocumentCode,
        scoped: SwiftSourceSummary
    ) -> Platform? {
        let allowed = declaration.protocol.platforms
        func only(_ platforms: Set<Platform>) -> Platform? {
            let candidates = platforms.intersection(allowed)
            guard candidates.count == 1, let platform = candidates.first, platform != declaration.protocol.platform else { return nil }
            return platform
        }
        let attribute = scoped.availabilityLines.indices.filter { ((declaration.line - 3)...declaration.line).contains(scoped.availabilityLines[$0]) }
        if let fromCode = only(Set(attribute.map { scoped.availability[$0].platform })) { return fromCode }
        guard let block = code.block(containing: declaration.line) else { return nil }
        let headings = outline.headingPath(of: outline.sectionOfBlock[code.blocks[block].outlineIndex]).map { InlineText.plain($0.text) }
        for heading in headings.reversed() {
            let lower = heading.lowercased()
            var named = Set(heading.split { !$0.isLetter }.compactMap { Platform(name: String($0)) })
            if lower.contains("apple tv") { named.insert(.tvOS) }
            if lower.contains("vision pro") { named.insert(.visionOS) }
            if !named.isEmpty { return only(named) }
        }
        return nil
    }

    /// Adds what requirement methods and coordinator methods shown on their own (outside the struct)
    /// say: the wrapped type, lifecycle, a top-level coordinator, delegate methods (also of the
    /// protocols the coordinator's protocols refine, and of a protocol the recipe's `prose` has the
    /// coordinator adopt: `delegateProtocols(namedIn:wrappedType:)`).
    private func completeWithLooseFunctions(
        _ found: inout RepresentableCode, loose: [FunctionDeclaration], scoped: SwiftSourceSummary,
        regions: PlatformRegions, prose: [String]
    ) {
        let proto = found.wrapper.protocol
        if found.wrapper.wrappedType == nil, let made = loose.first(where: { $0.name == proto.makeMethod })?.returnType {
            found.wrapper.wrappedType = RepresentableReader.cleanType(made)
        }
        for kind in LifecycleMethod.allCases
        where !found.lifecycle.contains(kind) && loose.contains(where: { LifecycleMethod(methodName: $0.name) == kind }) {
            found.lifecycle.append(kind)
        }
        if found.coordinator == nil, let made = loose.first(where: { $0.name == "makeCoordinator" })?.returnType {
            if let coordinator = RepresentableReader.findCoordinator(
                named: RepresentableReader.cleanType(made), of: found.wrapper.typeName, hasMakeCoordinator: true, protocol: proto,
                in: TypeLookup(scoped.types), regions: regions, unitesRepeats: true)
            {
                found.coordinator = coordinator.model
            }
        }
        guard var coordinator = found.coordinator else { return }
        for named in Self.delegateProtocols(namedIn: prose, wrappedType: found.wrapper.wrappedType) where !coordinator.protocols.contains(named) {
            coordinator.protocols.append(named)
        }
        found.coordinator = coordinator
        let declarations = scoped.types.filter { $0.hasSimpleName(coordinator.typeName) }
        let looseOwner = TypeDeclaration(
            kind: "extension", name: coordinator.typeName, enclosingTypes: [], inherited: [], attributes: [],
            line: 0, column: 0, body: 0..<0, methods: loose, typeAliases: [:])
        let protocols = InheritedDelegateProtocols.expanded(coordinator.protocols)
        for method in RepresentableReader.delegateMethods(of: declarations + [looseOwner], protocols: protocols)
        where !found.delegateMethods.contains(where: { $0.selector == method.selector }) {
            found.delegateMethods.append(method)
        }
        found.delegateMethods.sort { $0.line < $1.line }
    }

    /// The delegate and data-source protocols of `wrappedType` (`UIPageViewController` →
    /// `UIPageViewControllerDelegate`) that paragraphs mentioning the coordinator (in English,
    /// Korean, Chinese or Japanese) name: a tutorial
    /// may add one only in prose ("make the coordinator conform to UIPageViewControllerDelegate
    /// and add …") and show the new method alone.
    static func delegateProtocols(namedIn prose: [String], wrappedType: String?) -> [String] {
        let coordinatorWords = ["coordinator", "코디네이터", "协调器", "協調器", "コーディネーター", "コーディネータ"]
        guard let wrappedType, !wrappedType.isEmpty else { return [] }
        var found: [String] = []
        for text in prose where coordinatorWords.contains(where: { text.range(of: $0, options: .caseInsensitive) != nil }) {
            for suffix in ["Delegate", "DataSource"] {
                let name = wrappedType + suffix
                guard !found.contains(name), let range = text.range(of: name) else { continue }
                // The whole name: not `UIPageViewControllerDelegateProxy` (a Korean particle may follow: `…Delegate에`).
                let next = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                if next.map({ !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }) ?? true {
                    found.append(name)
                }
            }
        }
        return found
    }

    /// The role the nearest heading gives a block, looking up through sections that belong to at
    /// most one declaration and stopping at the first one shared by several (the split section).
    private func headingRole(of block: Int, outline: DocumentOutline, attachment: BlockAttachment) -> PitfallForms.Role? {
        var section: Int? = outline.sectionOfBlock[block]
        while let current = section {
            if let heading = outline.sections[current].heading, let role = PitfallForms.role(ofHeading: heading.text) { return role }
            if attachment.sectionOwnerCounts[current] > 1 { return nil }
            section = outline.sections[current].parent
        }
        return nil
    }

    // MARK: - The document's topic

    /// One recipe without a wrapper for the pitfalls (and unplaced native notes) outside every scope.
    func topicRecipe(outline: DocumentOutline, firstBlock: Int, parts: ProseParts, native: [PreferNative]) -> Recipe {
        let section = outline.sectionOfBlock[firstBlock]
        let heading = outline.headingPath(of: section).last
        // The document's title: its first `#` heading, when it is short enough to be one.
        let documentTitle = outline.sections.lazy.compactMap(\.heading).first { $0.level == 1 }
            .map { Self.cleanTitle($0.text) }.flatMap { $0.count <= 60 ? $0 : nil }
        let name = heading.map { Self.cleanTitle($0.text) } ?? "General pitfalls"
        let title = documentTitle.map { $0 == name ? name : "\($0): \(name)" } ?? name
        let fileName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return Recipe(
            id: Self.recipeID(title: title, typeName: fileName + " topic"), title: title, summary: "",
            source: SourceLocation(path: path, line: fileLine(heading?.line ?? outline.blocks[firstBlock].line)),
            pitfalls: parts.pitfalls, notes: parts.notes, preferNative: native, tags: ["topic"])
    }

    /// Native-alternative notes in unattached blocks (a document's "Decision" table or arrow notes).
    private func freeNativeNotes(outline: DocumentOutline, attachment: BlockAttachment) -> [PreferNative] {
        var notes: [PreferNative] = []
        for index in outline.blocks.indices where attachment.owners[index] == .unattached {
            for (text, line) in Self.texts(outline.blocks[index]) {
                if BulletReader.isPreferNative(text), let note = BulletReader.preferNative(from: text, line: fileLine(line), defaultPlatform: .iOS) {
                    notes.append(note)
                } else {
                    notes += arrowNotes(in: text, line: fileLine(line))
                }
            }
        }
        return notes
    }

    // MARK: - Helpers

    /// A slug of the title when it is written in Latin letters, else of the type name (a Korean
    /// title would slug to one stray ASCII word).
    static func recipeID(title: String, typeName: String) -> String {
        let latin = title.unicodeScalars.filter { $0.properties.isAlphabetic }.allSatisfy { $0.value < 0x250 }
        let slug = Slug.make(title, maxWords: 6)
        return latin && !slug.isEmpty ? slug : Slug.make(typeName, maxWords: 6)
    }

    /// Two recipes of one document with the same title get ids told apart by what they wrap.
    private func distinguishEqualIDs(_ recipes: inout [Recipe]) {
        var count: [String: Int] = [:]
        for recipe in recipes { count[recipe.id, default: 0] += 1 }
        for index in recipes.indices where count[recipes[index].id, default: 0] > 1 {
            let wrapper = recipes[index].wrapper
            recipes[index].id = Slug.make(recipes[index].title + " " + (wrapper?.wrappedType ?? wrapper?.protocol.rawValue ?? ""), maxWords: 8)
        }
    }

    static func kind(of block: MarkdownBlock) -> String {
        switch block {
        case .paragraph: "paragraph"
        case .list: "list"
        case .code: "code"
        case .quote: "callout"
        case .table: "table"
        case .html: "html"
        case .heading: "heading"
        case .thematicBreak: "rule"
        }
    }

    /// `1. MKMapView Wrapper` → `MKMapView Wrapper`; `Recipe 3: Maps` → `Maps`.
    static func cleanTitle(_ heading: String) -> String {
        var text = InlineText.plain(heading).trimmed
        if let range = text.range(of: #"^(recipe\s+)?\d+(\.\d+)*[.):]?\s+"#, options: [.regularExpression, .caseInsensitive]) {
            text.removeSubrange(range)
        }
        return text
    }

    /// Every piece of prose in a block, with its line: paragraphs, list items (nested ones
    /// included), callouts, lines of non-Swift code. Linear in the block's size.
    static func texts(_ block: MarkdownBlock) -> [(text: String, line: Int)] {
        var result: [(text: String, line: Int)] = []
        var stack = [block]
        while let next = stack.popLast() {
            switch next {
            case .paragraph(let text, let line), .heading(_, let text, let line):
                result.append((text, line))
            case .list(_, let items, _):
                for item in items.reversed() {
                    stack += item.blocks.filter { if case .list = $0 { true } else { false } }.reversed()
                    stack.append(.paragraph(text: item.text, line: item.line))
                }
            case .quote(let blocks, _):
                stack += blocks.reversed()
            case .code(let language, let code, let line) where !language.lowercased().hasPrefix("swift"):
                result += code.split(separator: "\n").enumerated().map { (String($0.element), line + $0.offset) }
            default:
                break
            }
        }
        return result
    }

    private static let arrowNote = try! NSRegularExpression(
        pattern:
            #"(?:(iOS|macOS|visionOS|tvOS|watchOS)\s?(\d+(?:\.\d)?)\+\s*(?:→|->)\s*(?:SwiftUI\s+)?`?([A-Z][A-Za-z]+)`?|(?:→|->)\s*(iOS|macOS|visionOS|tvOS|watchOS)\s?(\d+(?:\.\d)?)\+\s*(?:SwiftUI\s+)?`?([A-Z][A-Za-z]+)`?)"#
    )

    /// Decision-tree notes such as `iOS 26+ → TextEditor with AttributedString`, at file line `line`.
    func arrowNotes(in text: String, line: Int) -> [PreferNative] {
        guard text.contains("→") || text.contains("->") else { return [] }
        let ns = text as NSString
        return Self.arrowNote.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { match in
            let offset = match.range(at: 1).location != NSNotFound ? 1 : 4
            guard let platform = Platform(name: ns.substring(with: match.range(at: offset))),
                let version = OSVersion(ns.substring(with: match.range(at: offset + 1)))
            else { return nil }
            let api = ns.substring(with: match.range(at: offset + 2))
            guard !api.hasSuffix("Representable"), !api.hasPrefix("UI"), !api.hasPrefix("NS") else { return nil }
            return PreferNative(platform: platform, since: version, api: api, text: text.trimmed, line: line)
        }
    }

    /// Gives each pitfall a slug of its title (or first words) unique within the recipe.
    static func assignIDs(_ pitfalls: [Pitfall]) -> [Pitfall] {
        var claims = Slug.Claims()
        return pitfalls.map { pitfall in
            var pitfall = pitfall
            pitfall.id = claims.claim(Slug.make(pitfall.title ?? InlineText.plain(pitfall.text), maxWords: 6))
            return pitfall
        }
    }
}
