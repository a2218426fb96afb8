import RecipeKit

/// `near-miss-delegate`: a coordinator method that is one edit away from a delegate selector of a
/// protocol the coordinator conforms to. Delegate methods are optional Objective-C requirements,
/// so the misspelt one compiles and is never called. Also the near-miss property: a composer's
/// `delegate` (its navigation controller delegate) set where its own delegate property is needed.
enum NearMissDelegateRule: Rule {
    static let rule = CheckRule.nearMissDelegate

    /// Controllers whose `delegate` is inherited from `UINavigationController`, and the property
    /// that takes their own delegate.
    static let ownDelegateProperty: [String: (property: String, callback: String)] = [
        "MFMailComposeViewController": ("mailComposeDelegate", "mailComposeController(_:didFinishWith:error:)"),
        "MFMessageComposeViewController": ("messageComposeDelegate", "messageComposeViewController(_:didFinishWith:)"),
        "EKEventEditViewController": ("editViewDelegate", "eventEditViewController(_:didCompleteWith:)")
    ]

    static func check(_ context: RuleContext) -> [FindingDraft] {
        wrongDelegateProperty(context) + nearMissMethods(context)
    }

    /// `composer.delegate = context.coordinator` on a mail or message composer (or an event editor)
    /// when its own delegate property is never set: the coordinator's callbacks are never called.
    static func wrongDelegateProperty(_ context: RuleContext) -> [FindingDraft] {
        let tokens = context.tokens
        let unit = context.unit
        var drafts: [FindingDraft] = []
        for method in unit.methods + unit.coordinatorMethods where !method.body.isEmpty {
            let body = method.body
            // Locals of a composer type: `let composer = MFMailComposeViewController()`.
            var typed: [String: String] = [:]
            for i in body where i + 3 < body.upperBound && (tokens[i].is("let") || tokens[i].is("var")) && tokens[i + 1].kind == .identifier {
                let type = tokens[i + 2].is("=") ? tokens[i + 3].text : tokens[i + 2].is(":") ? tokens[i + 3].text : ""
                if ownDelegateProperty[type] != nil { typed[tokens[i + 1].text] = type }
            }
            guard !typed.isEmpty else { continue }
            for i in body where i + 3 < body.upperBound && tokens[i].kind == .identifier {
                guard let type = typed[tokens[i].text], TokenScan.isMemberDot(tokens[i + 1]), tokens[i + 2].is("delegate"), tokens[i + 3].is("="),
                    let own = ownDelegateProperty[type]
                else { continue }
                if unit.bodies.contains(where: { range in range.contains { tokens[$0].is(own.property) } }) { continue }
                drafts.append(
                    context.draft(
                        rule, at: i,
                        "`\(tokens[i].text).delegate` is the `\(type)`'s navigation controller delegate, so `\(own.callback)` is never called: set `\(tokens[i].text).\(own.property)` instead.",
                        subjectType: type))
            }
        }
        return drafts
    }

    /// Coordinator methods one edit away from a known delegate selector.
    static func nearMissMethods(_ context: RuleContext) -> [FindingDraft] {
        guard let coordinator = context.unit.code.coordinator, !coordinator.protocols.isEmpty else { return [] }
        let known = context.knowledge.selectors(of: coordinator.protocols)
        guard !known.isEmpty else { return [] }
        var drafts: [FindingDraft] = []
        for method in context.unit.coordinatorMethods where !method.isStatic && method.name != "init" {
            let selector = method.selector
            if known.contains(selector) || context.knowledge.allSelectors.contains(selector) { continue }
            guard let match = known.sorted().first(where: { isNearMiss(method, of: SelectorParts($0)) }) else { continue }
            let proto = coordinator.protocols.first { context.knowledge.selectors(of: [$0]).contains(match) } ?? coordinator.protocols[0]
            drafts.append(
                context.draft(
                    rule, line: method.line, column: method.column,
                    "`\(selector)` is one edit away from `\(match)` of `\(proto)`: delegate methods are optional, so this one compiles and is never called. Use the exact signature."
                ))
        }
        return drafts
    }

    /// An Objective-C style selector split into its name and labels.
    struct SelectorParts {
        var name: String
        var labels: [String]

        init(_ text: String) {
            let open = text.firstIndex(of: "(") ?? text.endIndex
            name = String(text[..<open])
            let inner = text[open...].dropFirst().dropLast()
            labels = inner.split(separator: ":").map(String.init)
        }
    }

    /// True when `method` differs from `known` by one typo or inflection, by a missing or extra `_` on the first
    /// label, or by a Swift 2 label that still ends with its parameter's type (`didFinishWithResult`).
    static func isNearMiss(_ method: FunctionDeclaration, of known: SelectorParts) -> Bool {
        guard method.labels.count == known.labels.count else { return false }
        var typos = 0
        var differences = 0
        if method.name != known.name {
            guard isOneEdit(method.name, known.name) else { return false }
            typos += 1
            differences += 1
        }
        for (index, (label, expected)) in zip(method.labels, known.labels).enumerated() where label != expected {
            differences += 1
            if index == 0, label == "_" || expected == "_" { continue }
            if label.hasPrefix(expected), index < method.parameterTypes.count,
                isTypeSuffix(String(label.dropFirst(expected.count)), of: method.parameterTypes[index])
            {
                continue
            }
            guard isOneEdit(label, expected) else { return false }
            typos += 1
        }
        return differences > 0 && typos <= 1
    }

    /// One typo (`didFinsh`), or one verb put in the past tense (`DidFinished` for `DidFinish`).
    /// A plural `s` is not an edit: real selector pairs differ by it (`didPickDocumentAt:` and
    /// `didPickDocumentsAt:` are both `UIDocumentPickerDelegate` methods).
    static func isOneEdit(_ a: String, _ b: String) -> Bool {
        let x = TypeNames.camelWords(a), y = TypeNames.camelWords(b)
        if x.count == y.count {
            let differing = zip(x, y).filter { $0 != $1 }
            guard differing.count == 1, let (u, v) = differing.first else { return false }
            let (short, long) = u.count < v.count ? (u, v) : (v, u)
            if long == short + "s" || long == short + "es" { return false }
            if short.count >= 4, long == short + "ed" || long == short + "d" { return true }
        }
        return EditDistance.distance(a, b, limit: 1) == 1
    }

    /// True when `suffix` (`Result`) is made of the last words of `type` (`MFMailComposeResult`).
    private static func isTypeSuffix(_ suffix: String, of type: String) -> Bool {
        guard let first = suffix.first, first.isUppercase else { return false }
        let typeName = TypeNames.baseName(type)
        let suffixWords = TypeNames.camelWords(suffix)
        let typeWords = TypeNames.camelWords(typeName)
        return !suffixWords.isEmpty && typeWords.count >= suffixWords.count && Array(typeWords.suffix(suffixWords.count)) == suffixWords
    }
}
