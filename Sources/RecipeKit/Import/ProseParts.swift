/// The prose of one recipe (or of a document's topic), read from the blocks attached to it:
/// pitfalls in every form `PitfallForms` knows, native alternatives, notes, call-site markers and
/// the summary, each with the file line it came from.
struct ProseParts {
    var pitfalls: [Pitfall] = []
    var preferNative: [PreferNative] = []
    var notes: [String] = []
    /// Outline indices of code blocks marked as a call site ("Usage:", "## Call site").
    var callSiteBlocks: Set<Int> = []
    var inlineCallSites: [CodeBlock] = []
    var summary: String?
    /// File line ranges of what was read, by kind, for `recipes lint --explain`.
    var spans: [(kind: String, lines: ClosedRange<Int>)] = []
    /// Pitfalls given an explanation already (`explain`).
    private var explainedPitfalls = Set<Int>()

    /// A block to read and the role the headings above it (within the scope) give it.
    struct Input {
        var block: Int
        var headingRole: PitfallForms.Role?
    }

    /// Reads `inputs` (in document order); counter-examples of Swift blocks become pitfalls.
    init(
        _ inputs: [Input], outline: DocumentOutline, code: DocumentCode, defaultPlatform: Platform,
        fileLine: (Int) -> Int, arrowNotes: (String, Int) -> [PreferNative]
    ) {
        var leadRole: PitfallForms.Role?
        var nextCodeIsCallSite = false
        var readSubsections = Set<Int>()
        // The pitfall of a quoted error that the next paragraph explains, and the error's block.
        var explained: (pitfall: Int, block: Int)?
        // The pitfall of an open `<details>` whose summary names a symptom, and its section: the
        // prose until `</details>` (or, unclosed, until the section ends) is the pitfall's text.
        var troubleshooting: (pitfall: Int, section: Int)?
        var readHeadings = Set<Int>()
        for input in inputs {
            let block = outline.blocks[input.block]
            let role = input.headingRole
            let section = outline.sectionOfBlock[input.block]
            if readHeadings.insert(section).inserted, let heading = outline.sections[section].heading,
                let statement = PitfallForms.labelledStatement(ofHeading: heading.text)
            {
                // "#### Known issue: video will not connect…": the heading states the pitfall.
                addTitledPitfall(statement, text: statement, fileLine(heading.line), kind: "labelled heading")
            }
            if let subsection = Self.pitfallSubsection(of: input.block, role: role, outline: outline) {
                if readSubsections.insert(subsection).inserted { addSubsectionPitfall(subsection, outline: outline, fileLine: fileLine) }
                // Its prose is the pitfall's text; its code is read as anywhere (marked counter-examples).
                if case .code = block {} else { continue }
            }
            if let open = troubleshooting, open.section == section {
                switch block {
                case .paragraph(let text, _):
                    explain(open.pitfall, text.trimmed)
                    continue
                case .list(_, let items, _):
                    explain(open.pitfall, items.map(\.text.trimmed).joined(separator: "; "))
                    continue
                default: break
                }
            }
            switch block {
            case .html(let text, let line):
                if let symptom = PitfallForms.symptomSummary(text) {
                    addTitledPitfall(symptom, text: "**\(symptom)**", fileLine(line), kind: "troubleshooting entry")
                    troubleshooting = (pitfalls.count - 1, section)
                    // `<details><summary>…</summary>The answer.</details>` on one line holds its answer.
                    if let end = text.range(of: "</summary>", options: .caseInsensitive) {
                        explain(pitfalls.count - 1, PitfallForms.htmlText(text[end.upperBound...]))
                    }
                }
                if text.range(of: "</details>", options: .caseInsensitive) != nil { troubleshooting = nil }
            case .paragraph(let text, let line):
                let plain = InlineText.plain(text).trimmed
                let lower = plain.lowercased()
                let at = fileLine(line)
                if let (pitfall, block) = explained, block + 1 == input.block, !plain.hasSuffix(":") {
                    // The paragraph after a quoted error says why it happens.
                    explain(pitfall, text.trimmed)
                    explained = nil
                    continue
                }
                explained = nil
                // The paragraph just before, in the same section: "…and get another error:".
                var previous: String?
                if input.block > 0, outline.sectionOfBlock[input.block - 1] == section,
                    case .paragraph(let before, _) = outline.blocks[input.block - 1]
                {
                    previous = before
                }
                if let message = PitfallForms.quotedError(text, after: previous) {
                    addTitledPitfall(message, text: text.trimmed, at, kind: "quoted error")
                    explained = (pitfalls.count - 1, input.block)
                } else if let problem = PitfallForms.statedProblem(ofQuestion: text) {
                    // The answer that follows says what to do about it; the question is what the recipe is about.
                    addTitledPitfall(problem, text: "**\(problem)**", at, kind: "question")
                    explained = (pitfalls.count - 1, input.block)
                    if summary == nil { summary = problem }
                } else if lower.hasPrefix("call site") || lower.hasPrefix("usage") || PitfallForms.role(ofLeadIn: text) == .callSite {
                    nextCodeIsCallSite = true
                    if let span = InlineText.codeSpans(text).first, span.contains("(") {
                        inlineCallSites.append(CodeBlock(role: .callSite, language: "swift", code: span + "\n", line: at))
                    }
                } else if BulletReader.isPreferNative(text) || role == .preferNative,
                    let note = BulletReader.preferNative(from: text, line: at, defaultPlatform: defaultPlatform)
                {
                    add(note, at)
                } else if let lead = PitfallForms.role(ofLeadIn: text) {
                    leadRole = lead
                    // "…the runtime warning goes away, but we can't drag the map anymore. One more step:"
                    if PitfallForms.statesFailure(text) { addPitfall(text, at) }
                } else if CounterExample.isBadLead(text) || CounterExample.isGoodLead(text) {
                    continue  // it introduces code: a counter-example carries it, or the right way
                } else if role == .pitfalls, Self.introducesSubsections(input.block, text, outline) {
                    continue  // "If you do any of these, stop:" before the pitfalls' own headings
                } else if role == .pitfalls || PitfallForms.isWarningCallout(text) || PitfallForms.isProhibition(text)
                    || PitfallForms.statesFailure(text)
                {
                    addPitfall(PitfallForms.withoutStepLabel(PitfallForms.calloutText(text)), at)
                } else if let note = FallbackAdvice.note(
                    text, headings: { outline.headingPath(of: section).map(\.text) }, line: at, defaultPlatform: defaultPlatform)
                    ?? NativeSinceAdvice.note(text, line: at, defaultPlatform: defaultPlatform)
                    ?? NativeInsteadAdvice.note(text, line: at, platform: defaultPlatform)
                {
                    add(note, at)
                } else if summary == nil && !plain.isEmpty {
                    summary = text
                } else {
                    preferNative += arrowNotes(text, at)
                }
            case .list(_, let items, _):
                let listRole = leadRole ?? role
                for item in items where !item.text.isEmpty {
                    let at = fileLine(item.line)
                    if BulletReader.isPreferNative(item.text) || listRole == .preferNative,
                        let note = BulletReader.preferNative(from: item.text, line: at, defaultPlatform: defaultPlatform)
                    {
                        add(note, at)
                    } else if listRole == .pitfalls || PitfallForms.statesFailure(item.text) || PitfallForms.isProhibition(item.text)
                        || (listRole != .notes && PitfallForms.isWarningCallout(item.text))
                    {
                        addPitfall(item.text, at)
                        // Its own sub-bullets say why, or what to do: they are its text too.
                        let nested = item.blocks.flatMap { sub -> [String] in
                            guard case .list(_, let subItems, _) = sub else { return [] }
                            return subItems.map(\.text.trimmed).filter { !$0.isEmpty }
                        }
                        explain(pitfalls.count - 1, Self.joinedSentences(nested))
                    } else if let note = NativeSinceAdvice.note(item.text, line: at, defaultPlatform: defaultPlatform) {
                        add(note, at)
                    } else {
                        notes.append(item.text)
                        spans.append(("note", at...at))
                        preferNative += arrowNotes(item.text, at)
                    }
                }
                leadRole = nil
            case .quote(let blocks, let line):
                let text = blocks.compactMap { if case .paragraph(let t, _) = $0 { t } else { nil } }.joined(separator: " ")
                let at = fileLine(line)
                if role == .pitfalls || PitfallForms.isWarningCallout(text) || PitfallForms.statesFailure(text) {
                    addPitfall(PitfallForms.calloutText(text), at)
                } else if let note = BulletReader.isPreferNative(text)
                    ? BulletReader.preferNative(from: text, line: at, defaultPlatform: defaultPlatform)
                    : NativeSinceAdvice.note(text, line: at, defaultPlatform: defaultPlatform)
                {
                    add(note, at)
                }
            case .table(let rows, let line):
                readTable(rows, line: fileLine(line), role: role)
            case .code(let language, let text, let line):
                if let swift = code.swiftIndexOfOutlineBlock[input.block] {
                    if nextCodeIsCallSite || role == .callSite { callSiteBlocks.insert(input.block) }
                    for example in code.blocks[swift].counterExamples {
                        pitfalls.append(BulletReader.pitfall(from: example.pitfallText, line: example.lines.lowerBound))
                        spans.append(("pitfall (counter-example)", example.lines))
                    }
                } else if !language.lowercased().hasPrefix("swift") {
                    for (offset, codeLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                        preferNative += arrowNotes(String(codeLine), fileLine(line) + offset)
                    }
                }
                nextCodeIsCallSite = false
            default:
                break
            }
        }
    }

    /// The section of `block` when it is a subsection of a pitfall section that states one
    /// pitfall: its heading has no role of its own ("### 5. Forgetting to refresh the coordinator"
    /// under "## Red flags"), the nearest heading above with a role makes pitfalls, and it holds
    /// no list or table (a subsection that lists pitfalls only groups them).
    private static func pitfallSubsection(of block: Int, role: PitfallForms.Role?, outline: DocumentOutline) -> Int? {
        guard role == .pitfalls else { return nil }
        let section = outline.sectionOfBlock[block]
        guard let heading = outline.sections[section].heading, PitfallForms.role(ofHeading: heading.text) == nil,
            !outline.sections[section].blocks.contains(where: { b in
                switch outline.blocks[b] {
                case .list, .table: true
                default: false
                }
            })
        else { return nil }
        let nearestRole = outline.headingPath(of: section).reversed().lazy.compactMap { PitfallForms.role(ofHeading: $0.text) }.first
        return nearestRole == .pitfalls ? section : nil
    }

    /// True when paragraph `text` (block `block`) ends in a colon and is the last block of a
    /// section whose subsections follow: it introduces them.
    private static func introducesSubsections(_ block: Int, _ text: String, _ outline: DocumentOutline) -> Bool {
        let section = outline.sectionOfBlock[block]
        return InlineText.plain(text).trimmed.hasSuffix(":") && outline.sections[section].blocks.last == block
            && !outline.sections[section].children.isEmpty
    }

    /// The pitfall a subsection states: its heading as the title, its paragraphs as the text.
    private mutating func addSubsectionPitfall(_ section: Int, outline: DocumentOutline, fileLine: (Int) -> Int) {
        guard let heading = outline.sections[section].heading else { return }
        let title = ThirdPartyExtractor.cleanTitle(heading.text)
        let prose = outline.sections[section].blocks.compactMap { b -> String? in
            guard case .paragraph(let text, _) = outline.blocks[b], !CounterExample.isBadLead(text), !CounterExample.isGoodLead(text) else {
                return nil
            }
            return text.trimmed
        }
        let text = prose.isEmpty ? title : "**\(title)** — " + prose.joined(separator: " ")
        let line = fileLine(heading.line)
        pitfalls.append(Pitfall(id: "", title: title, text: text, line: line))
        spans.append(("pitfall (subsection)", line...line))
    }

    private mutating func add(_ note: PreferNative, _ line: Int) {
        preferNative.append(note)
        spans.append(("prefer native", line...line))
    }

    /// `parts` as one text: a part that ends its sentence is followed by a space, another by "; ".
    private static func joinedSentences(_ parts: [String]) -> String {
        var text = ""
        for part in parts {
            if let last = text.last { text += ".!?。".contains(last) ? " " : "; " }
            text += part
        }
        return text
    }

    /// Adds `text` to pitfall `index` as what explains it: after a dash the first time.
    private mutating func explain(_ index: Int, _ text: String) {
        guard !text.isEmpty else { return }
        pitfalls[index].text += (explainedPitfalls.insert(index).inserted ? " — " : " ") + text
    }

    /// Adds a pitfall whose title is `title` (trimmed of its end punctuation), read as `kind`.
    private mutating func addTitledPitfall(_ title: String, text: String, _ line: Int, kind: String) {
        pitfalls.append(Pitfall(id: "", title: InlineText.trimmedTitle(title), text: text, line: line))
        spans.append(("pitfall (\(kind))", line...line))
    }

    private mutating func addPitfall(_ text: String, _ line: Int) {
        pitfalls.append(BulletReader.pitfall(from: text, line: line))
        spans.append(("pitfall", line...line))
    }

    /// Rows of a problem/fix table, or of any table under a pitfall heading, become pitfalls.
    private mutating func readTable(_ rows: [[String]], line: Int, role: PitfallForms.Role?) {
        guard let header = rows.first, rows.count > 1 else { return }
        let problem = PitfallForms.problemColumn(ofHeader: header)
        guard problem != nil || role == .pitfalls else { return }
        for (offset, row) in rows.dropFirst().enumerated() {
            let cells = row.map(\.trimmed).filter { !$0.isEmpty }
            guard !cells.isEmpty else { continue }
            var ordered = cells
            if let problem, problem < row.count, !row[problem].trimmed.isEmpty {
                ordered = [row[problem].trimmed] + row.indices.filter { $0 != problem }.map { row[$0].trimmed }.filter { !$0.isEmpty }
            }
            // The header line, the delimiter row, then one line per body row.
            addPitfall(ordered.joined(separator: " — "), line + offset + 2)
        }
    }
}
