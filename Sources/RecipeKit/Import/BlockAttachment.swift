/// Which recipe each block of a document belongs to.
///
/// A declaration's scope is every largest section whose code belongs to it alone. A section whose
/// code belongs to several is split at their code blocks: prose goes with the code before it, a
/// paragraph run directly before a declaration goes with that declaration. Blocks outside every
/// scope go to the one wrapper they name; failing that, those under a pitfall-like heading or
/// lead-in form the document's topic (kept once), and the rest are left unattached.
struct BlockAttachment {
    enum Owner: Equatable {
        /// Recipes by declaration index; a code block may serve several (`#if` halves of one block).
        case recipes([Int])
        /// Document-level: outside every scope, kept once.
        case topic
        case unattached
    }

    private(set) var owners: [Owner]
    /// For each declaration, the first section that is wholly its scope (its title), if any.
    private(set) var scopeSections: [Int?]
    /// For each section, how many declarations have code in it or below it.
    private(set) var sectionOwnerCounts: [Int] = []

    init(outline: DocumentOutline, code: DocumentCode, declarations: [DocumentDeclarations.Declaration], names: [[String]]) {
        owners = Array(repeating: .unattached, count: outline.blocks.count)
        scopeSections = Array(repeating: nil, count: declarations.count)
        // The declarations whose code each block holds.
        var codeOwners: [[Int]] = Array(repeating: [], count: outline.blocks.count)
        for (index, declaration) in declarations.enumerated() {
            for block in declaration.blocks { codeOwners[code.blocks[block].outlineIndex].append(index) }
        }
        // The owners below each section (children come after their parents in `sections`).
        var sectionOwners: [Set<Int>] = outline.sections.map { section in Set(section.blocks.flatMap { codeOwners[$0] }) }
        for index in outline.sections.indices.reversed() {
            if let parent = outline.sections[index].parent { sectionOwners[parent].formUnion(sectionOwners[index]) }
        }
        sectionOwnerCounts = sectionOwners.map(\.count)
        let mentions = MentionIndex(names: names)
        // The first declaration (in document order) of each section holding several: its main wrapper.
        var firstOwner: [Int: Int] = [:]
        for block in outline.blocks.indices {
            guard let owner = codeOwners[block].first else { continue }
            var section: Int? = outline.sectionOfBlock[block]
            while let current = section {
                if sectionOwners[current].count > 1, firstOwner[current] == nil { firstOwner[current] = owner }
                section = outline.sections[current].parent
            }
        }
        // The document level: the document itself, or a title heading (`#`) holding every declaration.
        func isDocumentLevel(_ section: Int) -> Bool {
            section == 0 || (outline.sections[section].heading?.level == 1 && sectionOwners[section] == sectionOwners[0])
        }
        var freeSections: [(section: Int, split: Int)] = []
        var freeBlocks: [(block: Int, role: PitfallForms.Role?)] = []
        var stack: [(section: Int, owner: Int?, split: Int)] = [(0, nil, 0)]
        while let (section, inherited, split) = stack.popLast() {
            let children = outline.sections[section].children
            var owner = inherited
            if owner == nil, sectionOwners[section].count == 1, let only = sectionOwners[section].first { owner = only }
            if let owner {
                for block in outline.sections[section].blocks {
                    owners[block] = .recipes(codeOwners[block].isEmpty ? [owner] : codeOwners[block])
                }
                stack += children.reversed().map { ($0, owner, split) }
                continue
            }
            if sectionOwners[section].isEmpty {
                freeSections.append((section, split))
                continue
            }
            let role = outline.headingPath(of: section).reversed().lazy.compactMap { PitfallForms.role(ofHeading: $0.text) }.first
            freeBlocks += self.split(outline.sections[section].blocks, outline: outline, codeOwners: codeOwners, mentions: mentions, role: role)
            stack += children.reversed().map { ($0, nil, section) }
        }
        // Sections no declaration's code reaches: inside a section shared by several wrappers they
        // belong to its main one; at the document level they are its topic when pitfall-like, go with
        // the wrapper before them when they carry code, and are left unattached otherwise.
        for (section, split) in freeSections {
            let blocks = outline.subtree(of: section).flatMap { outline.sections[$0].blocks }
            let role = outline.headingPath(of: section).reversed().lazy.compactMap { PitfallForms.role(ofHeading: $0.text) }.first
            if !isDocumentLevel(split), let main = firstOwner[split] {
                for block in blocks { owners[block] = .recipes([mentions.single(in: outline.blocks[block]) ?? main]) }
            } else if role == .pitfalls || role == .preferNative {
                for block in blocks { owners[block] = mentions.single(in: outline.blocks[block]).map { .recipes([$0]) } ?? .topic }
            } else if blocks.contains(where: { code.swiftIndexOfOutlineBlock[$0] != nil }), let previous = lastOwner(before: blocks[0]) {
                for block in blocks { owners[block] = .recipes([mentions.single(in: outline.blocks[block]) ?? previous]) }
            } else {
                freeBlocks += blocks.map { ($0, role) }
            }
        }
        // Single blocks outside every scope: the one wrapper they name, else the topic when pitfall-like.
        var leadRole: PitfallForms.Role?
        for (block, role) in freeBlocks.sorted(by: { $0.block < $1.block }) {
            if let named = mentions.single(in: outline.blocks[block]) {
                owners[block] = .recipes([named])
                continue
            }
            if case .paragraph(let text, _) = outline.blocks[block], let lead = PitfallForms.role(ofLeadIn: text) {
                leadRole = lead
                continue
            }
            let effective: PitfallForms.Role? = (isList(outline.blocks[block]) ? leadRole : nil) ?? role
            owners[block] = effective == .pitfalls || effective == .preferNative || Self.isWarning(outline.blocks[block]) ? .topic : .unattached
            if isList(outline.blocks[block]) { leadRole = nil }
        }
        // A declaration's title comes from the section holding its declaration: the largest one that
        // is its alone, else a shared section it is the main wrapper of.
        for (index, declaration) in declarations.enumerated() {
            guard let primary = code.block(containing: declaration.line) else { continue }
            var section = outline.sectionOfBlock[code.blocks[primary].outlineIndex]
            while let parent = outline.sections[section].parent, sectionOwners[parent].count == 1 { section = parent }
            if sectionOwners[section].count == 1 || (firstOwner[section] == index && !isDocumentLevel(section)) {
                scopeSections[index] = section
            }
        }
    }

    /// The recipe of the last block before `block` that belongs to one.
    private func lastOwner(before block: Int) -> Int? {
        for index in stride(from: block - 1, through: 0, by: -1) {
            if case .recipes(let list) = owners[index], let last = list.last { return last }
        }
        return nil
    }

    /// Splits the direct blocks of a section holding several declarations; returns the blocks
    /// before its first declaration, which belong to no single one.
    private mutating func split(
        _ blocks: [Int], outline: DocumentOutline, codeOwners: [[Int]], mentions: MentionIndex,
        role: PitfallForms.Role?
    ) -> [(block: Int, role: PitfallForms.Role?)] {
        var free: [(block: Int, role: PitfallForms.Role?)] = []
        var current: Int?
        for (position, block) in blocks.enumerated() {
            if !codeOwners[block].isEmpty {
                owners[block] = .recipes(codeOwners[block])
                current = codeOwners[block].max()
                continue
            }
            // A run of paragraphs directly before the next declaration introduces it.
            var next = position + 1
            while next < blocks.count, case .paragraph = outline.blocks[blocks[next]], codeOwners[blocks[next]].isEmpty { next += 1 }
            let upcoming = next < blocks.count && isParagraph(outline.blocks[block]) ? codeOwners[blocks[next]].max() : nil
            if let target = upcoming ?? (isCode(outline.blocks[block]) ? mentions.single(in: outline.blocks[block]) : nil) ?? current {
                owners[block] = .recipes([target])
            } else {
                free.append((block, role))
            }
        }
        return free
    }

    private func isParagraph(_ block: MarkdownBlock) -> Bool { if case .paragraph = block { true } else { false } }
    private func isCode(_ block: MarkdownBlock) -> Bool { if case .code = block { true } else { false } }
    private func isList(_ block: MarkdownBlock) -> Bool { if case .list = block { true } else { false } }

    /// A callout that opens as a warning, or a table of problems and fixes.
    static func isWarning(_ block: MarkdownBlock) -> Bool {
        switch block {
        case .quote(let blocks, _):
            if case .paragraph(let text, _)? = blocks.first { return PitfallForms.isWarningCallout(text) }
            return false
        case .table(let rows, _):
            return rows.first.flatMap(PitfallForms.problemColumn(ofHeader:)) != nil
        default:
            return false
        }
    }
}

/// Finds which declaration a block names: by the type's name, or a wrapped type only one wraps.
struct MentionIndex {
    private var owner: [String: Int] = [:]

    /// The names that point at each wrapper: its type name, and the type it wraps unless a complete
    /// wrapper of the same type (one that makes its view) is there and this one is a fragment
    /// shown with its update method alone: what the document says of the wrapped type is the
    /// complete wrapper's, not the focus-bridging fragment's.
    static func names(of wrappers: [(typeName: String, wrappedType: String?, makesView: Bool)]) -> [[String]] {
        let made = Set(wrappers.filter(\.makesView).compactMap(\.wrappedType))
        return wrappers.map { wrapper in
            guard let wrapped = wrapper.wrappedType, wrapper.makesView || !made.contains(wrapped) else { return [wrapper.typeName] }
            return [wrapper.typeName, wrapped]
        }
    }

    /// `names[i]` are the names that point at declaration `i`; a name shared by two points at neither.
    init(names: [[String]]) {
        var seen: [String: Int] = [:]
        var shared = Set<String>()
        for (index, list) in names.enumerated() {
            for name in Set(list) where !name.isEmpty {
                if let other = seen[name], other != index { shared.insert(name) } else { seen[name] = index }
            }
        }
        for name in shared { seen[name] = nil }
        owner = seen
    }

    /// The one declaration `block` names, nil when it names none or several.
    func single(in block: MarkdownBlock) -> Int? {
        var found: Int?
        for word in Self.words(of: block) {
            guard let index = owner[word] else { continue }
            if let found, found != index { return nil }
            found = index
        }
        return found
    }

    private static func words(of block: MarkdownBlock) -> [String] {
        let text: String
        switch block {
        case .paragraph(let t, _), .code(_, let t, _), .html(let t, _): text = t
        case .list(_, let items, _): text = items.map(\.text).joined(separator: " ")
        case .quote(let blocks, _): text = blocks.map { if case .paragraph(let t, _) = $0 { t } else { "" } }.joined(separator: " ")
        case .table(let rows, _): text = rows.flatMap { $0 }.joined(separator: " ")
        case .heading(_, let t, _): text = t
        case .thematicBreak: text = ""
        }
        return text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
