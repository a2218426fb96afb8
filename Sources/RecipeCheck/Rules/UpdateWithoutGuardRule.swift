import RecipeKit

/// `update-without-guard`: the update method (or a helper or coordinator method it calls) sets
/// what the user is editing or looking at (text, selection, map region, web page, scroll position,
/// document, scene, a loaded image) without comparing with the current value.
///
/// Not findings: writes to the coordinator's own fields (`context.coordinator.text = text`), text
/// written to a label or a text view the user cannot edit, and writes inside a `switch` or
/// `if case` over a one-shot command (which is a guard in another form).
enum UpdateWithoutGuardRule: Rule {
    static let rule = CheckRule.updateWithoutGuard

    /// What resetting a member breaks, and the recipe that explains it best.
    private struct Effect {
        var consequence: String
        var recipe: String
        /// Only for text the user edits: skipped on labels and read-only text views.
        var needsEditable = false
        /// The receiver must be one of these types (by framework base), or unknown with one of `nameHints` in its name.
        var receiverTypes: Set<String> = []
        var nameHints: [String] = []
    }

    private static let text = Effect(
        consequence: "the cursor jumps to the end and marked text is lost while the user types",
        recipe: "focus-first-responder", needsEditable: true)
    private static let selection = Effect(
        consequence: "the selection jumps while the user edits",
        recipe: "uitextview-attributed", needsEditable: true)
    private static let region = Effect(
        consequence: "the map and the binding feed each other and the region loops",
        recipe: "mkmapview")
    private static let page = Effect(
        consequence: "the page reloads on every state change",
        recipe: "wkwebview-navigation")
    /// `reload()` is a web view's only when the receiver is one: models and lists have their own.
    private static let pageReload = Effect(
        consequence: "the page reloads on every state change",
        recipe: "wkwebview-navigation", receiverTypes: ["WKWebView"], nameHints: ["web"])
    private static let scroll = Effect(
        consequence: "the scroll position or zoom jumps back under the user's finger",
        recipe: "uiscrollview-paging-refresh")
    private static let playback = Effect(
        consequence: "playback restarts on every state change",
        recipe: "focus-first-responder")
    private static let document = Effect(
        consequence: "the document is reloaded and the page and zoom reset on every state change",
        recipe: "pdfview", receiverTypes: ["PDFView"], nameHints: ["pdf"])
    private static let scene = Effect(
        consequence: "the scene is replaced and its camera and animations reset on every state change",
        recipe: "scenekit-scnview", receiverTypes: ["SCNView", "ARSCNView", "SKView"], nameHints: ["scene", "scn", "sprite"])
    /// `setViewControllers` resets a pager only on a page view controller (a navigation or tab
    /// controller's is another rule's business).
    private static let pages = Effect(
        consequence: "the pager jumps back to the bound page, with an animated slide, after every swipe and every state change",
        recipe: "page-view-controller", receiverTypes: ["UIPageViewController"], nameHints: ["page"])
    private static let image = Effect(
        consequence: "the image is read (or downloaded) and decoded again on every state change",
        recipe: "focus-first-responder")

    /// Assigned properties that reset state the user is interacting with.
    private static let properties: [String: Effect] = [
        "text": text, "attributedText": text, "string": text, "stringValue": text, "attributedStringValue": text,
        "selectedRange": selection, "selectedTextRange": selection,
        "region": region, "visibleMapRect": region, "centerCoordinate": region,
        "contentOffset": scroll, "zoomScale": scroll,
        "document": document, "scene": scene
    ]

    /// Called methods that reset state the user is interacting with, and the property each one sets
    /// (a condition that reads it is a guard).
    private static let calls: [String: (effect: Effect, property: String?)] = [
        "setRegion": (region, "region"), "setCenter": (region, "centerCoordinate"), "setVisibleMapRect": (region, "visibleMapRect"),
        "setCamera": (region, "camera"), "showAnnotations": (region, "annotations"),
        "setViewControllers": (pages, "viewControllers"),
        "load": (page, "url"), "loadHTMLString": (page, nil), "loadFileURL": (page, "url"), "loadRequest": (page, "request"),
        "reload": (pageReload, nil),
        "setAttributedString": (text, "attributedString"), "replaceCurrentItem": (playback, "currentItem"),
        "setContentOffset": (scroll, "contentOffset"), "setZoomScale": (scroll, "zoomScale"),
        "presentScene": (scene, "scene"), "sd_setImage": (image, "image"), "setImage": (image, "image")
    ]

    /// Calls on the right of `image =` that read or decode an image.
    private static let imageLoads: Set<String> = ["contentsOfFile", "contentsOf", "data"]

    /// Words that show a condition compares with the current value or tracks a change.
    private static let guardWords: Set<String> = [
        "equal", "equals", "close", "same", "differ", "differs", "different", "changed", "change", "changes", "dirty", "needs",
        "need", "last", "current", "previous", "old", "loaded", "editing", "tracking", "dragging", "decelerating", "typing",
        "updating", "programmatic", "ignore", "ignoring", "suppress", "responder", "pending", "applied", "shown", "displayed",
        "marked"  // `markedTextRange`: the code handles text being composed
    ]

    static func check(_ context: RuleContext) -> [FindingDraft] {
        guard let update = context.unit.updateMethod, !update.body.isEmpty else { return [] }
        let view = ViewFacts(typing: TypingAccess(context), observers: ComparingObservers(context))
        var drafts = writes(in: update, caller: nil, view: view, context: context)
        for helper in reachedHelpers(from: update, context: context) {
            drafts += writes(in: helper, caller: update.name, view: view, context: context)
        }
        return drafts
    }

    /// How many calls deep the helpers of the update method are followed (`update` →
    /// `context.coordinator.update(…)` → `updateRegion(…)` is two).
    static let helperDepth = 3

    /// The helpers `update` reaches through calls where no guard holds, a helper's own helpers
    /// included, up to `helperDepth` calls deep, each once.
    private static func reachedHelpers(from update: FunctionDeclaration, context: RuleContext) -> [FunctionDeclaration] {
        let own = context.unit.methods.filter { $0.name != update.name && !$0.isStatic && !$0.body.isEmpty }
        let coordinator = context.unit.coordinatorMethods.filter { !$0.isStatic && !$0.body.isEmpty && $0.name != "init" }
        var result: [FunctionDeclaration] = []
        let methods = (own: own, coordinator: coordinator)
        var callers = [(method: update, inCoordinator: false)]
        for _ in 0..<helperDepth where !callers.isEmpty {
            var next: [(method: FunctionDeclaration, inCoordinator: Bool)] = []
            for caller in callers {
                for (helper, inCoordinator) in calledHelpers(of: caller.method, inCoordinator: caller.inCoordinator, methods, context: context)
                where !result.contains(helper) {
                    result.append(helper)
                    next.append((helper, inCoordinator))
                }
            }
            callers = next
        }
        return result
    }

    /// Methods that `caller` (the coordinator's when `inCoordinator`) calls where no guard holds
    /// (`configure(textView)`, `context.coordinator.apply(…)`, `self.updateRegion(…)`), each once,
    /// with whether it is the coordinator's.
    private static func calledHelpers(
        of caller: FunctionDeclaration, inCoordinator: Bool, _ methods: (own: [FunctionDeclaration], coordinator: [FunctionDeclaration]),
        context: RuleContext
    ) -> [(FunctionDeclaration, inCoordinator: Bool)] {
        let tokens = context.tokens
        var blocks: BlockMap?
        var result: [(FunctionDeclaration, inCoordinator: Bool)] = []
        for i in caller.body where i + 1 < caller.body.upperBound && tokens[i].kind == .identifier && tokens[i + 1].is("(") {
            let name = tokens[i].text
            let viaCoordinator = i >= caller.body.lowerBound + 2 && TokenScan.isMemberDot(tokens[i - 1]) && tokens[i - 2].is("coordinator")
            let isDirect = i == caller.body.lowerBound || !TokenScan.isMemberDot(tokens[i - 1]) || tokens[i - 2].is("self")
            guard viaCoordinator || isDirect else { continue }
            let labels = callLabels(tokens, open: i + 1, limit: caller.body.upperBound)
            let isCoordinators = viaCoordinator || inCoordinator
            let pool = isCoordinators ? methods.coordinator : methods.own
            guard let method = pool.first(where: { $0.name == name && $0.labels.map { $0 == "_" ? "" : $0 } == labels }),
                method != caller, !result.contains(where: { $0.0 == method })
            else { continue }
            if blocks == nil { blocks = BlockMap(tokens: tokens, body: caller.body) }
            if isGuarded(at: i, blocks: blocks!, tokens: tokens, members: []) { continue }
            result.append((method, isCoordinators))
        }
        return result
    }

    /// The argument labels of the call whose `(` is at `open` (empty string for an unlabelled argument).
    private static func callLabels(_ tokens: [SwiftToken], open: Int, limit: Int) -> [String] {
        let close = SwiftBrackets.closing(tokens, from: open, limit: limit)
        guard close > open + 1 else { return [] }
        var labels: [String] = []
        var depth = 0
        var start = open + 1
        for j in (open + 1)...close {
            let t = tokens[j]
            if t.is("(") || t.is("[") || t.is("{") { depth += 1 } else if (t.is(")") || t.is("]") || t.is("}")) && j < close { depth -= 1 }
            guard depth == 0, t.is(",") || j == close else { continue }
            labels.append(j > start + 1 && tokens[start].kind == .identifier && tokens[start + 1].is(":") ? tokens[start].text : "")
            start = j + 1
        }
        return labels
    }

    /// What the wrapped view's own code does with a write, read once per representable: where
    /// nobody types, and which properties compare in their observers.
    private struct ViewFacts {
        var typing: TypingAccess
        var observers: ComparingObservers
    }

    /// The unguarded writes in `method`; `caller` is the update method's name when `method` is a
    /// helper it calls.
    private static func writes(in method: FunctionDeclaration, caller: String?, view: ViewFacts, context: RuleContext) -> [FindingDraft] {
        let tokens = context.tokens
        let body = method.body
        let isCoordinatorMethod = caller != nil && context.unit.coordinatorMethods.contains(method)
        var blocks: BlockMap?
        var drafts: [FindingDraft] = []
        var i = body.lowerBound
        while i + 2 < body.upperBound {
            defer { i += 1 }
            guard TokenScan.isMemberDot(tokens[i]), tokens[i + 1].kind == .identifier else { continue }
            let member = tokens[i + 1].text
            let effect: Effect
            var guardMembers = [member]
            if let found = properties[member], tokens[i + 2].is("=") {
                if member == "image" { continue }
                effect = found
            } else if member == "image", tokens[i + 2].is("="), loadsImage(tokens, from: i + 3, limit: body.upperBound) {
                effect = image
            } else if let found = calls[member], tokens[i + 2].is("(") {
                if member == "setImage", !(i + 3 < body.upperBound && (tokens[i + 3].is("with") || tokens[i + 3].is("withURL"))) { continue }
                effect = found.effect
                if let property = found.property { guardMembers.append(property) }
            } else {
                continue
            }
            let start = TokenScan.receiverStart(tokens, dot: i, limit: body.lowerBound)
            guard start < i, isWatchedReceiver(tokens[start..<i], allowSelf: isCoordinatorMethod) else { continue }
            if tokens[i + 2].is("="),
                restoresRecordedValue(tokens, from: i + 3, member: member, limit: body.upperBound)
                    || restoresSavedValue(tokens, at: i, receiver: start..<i, body: body)
            {
                continue
            }
            let receiverType = type(ofReceiver: tokens[start..<i], in: method, context: context)
            if !applies(effect, receiver: tokens[start..<i], type: receiverType, typing: view.typing) { continue }
            // `view.text = text` where the view's class compares in `text`'s observer.
            if tokens[i + 2].is("="), start + 1 == i, view.observers.guards(member) { continue }
            if blocks == nil { blocks = BlockMap(tokens: tokens, body: body) }
            if isGuarded(at: i, blocks: blocks!, tokens: tokens, members: guardMembers) { continue }
            let receiver = context.text(start..<i)
            let action = tokens[i + 2].is("=") ? "sets `\(receiver).\(member)`" : "calls `\(receiver).\(member)(…)`"
            let who = caller.map { "`\($0)` calls `\(method.name)`, which" } ?? "`\(method.name)`"
            drafts.append(
                context.draft(
                    rule, at: start,
                    "\(who) \(action) without comparing with the current value first: \(effect.consequence). Compare before writing.",
                    preferredRecipe: effect.recipe))
        }
        return drafts
    }

    /// True when the value written is the coordinator's record of the same member
    /// (`view.selectedTextRange = context.coordinator.selectedTextRange`): a restore, not a reset.
    private static func restoresRecordedValue(_ tokens: [SwiftToken], from start: Int, member: String, limit: Int) -> Bool {
        let end = TokenScan.statementEnd(tokens, from: start, limit: limit)
        let words = tokens[start..<end].filter { $0.kind == .identifier }.map(\.text)
        guard let last = words.last, words.count >= 2 else { return false }
        let throughCoordinator = words.first == "context" && words.dropFirst().first == "coordinator" || words.first == "coordinator"
        return throughCoordinator && last.lowercased().contains(member.lowercased())
    }

    /// True when the value written to the member at `dot` is a local constant read from the same
    /// member of the same receiver earlier in the method (`let caret = view.selectedRange` …
    /// `view.selectedRange = caret`): what was just read is put back, not reset.
    private static func restoresSavedValue(_ tokens: [SwiftToken], at dot: Int, receiver: Range<Int>, body: Range<Int>) -> Bool {
        let value = dot + 3
        guard value < body.upperBound, tokens[value].kind == .identifier,
            TokenScan.statementEnd(tokens, from: value, limit: body.upperBound) == value + 1
        else { return false }
        let name = tokens[value].text
        let read = receiver.map { tokens[$0].text } + [".", tokens[dot + 1].text]
        for j in body.lowerBound..<receiver.lowerBound where tokens[j].is("let") && j + 3 + read.count <= receiver.lowerBound {
            guard tokens[j + 1].is(name), tokens[j + 2].is("=") else { continue }
            let end = j + 3 + read.count
            if (j + 3..<end).map({ tokens[$0].text }) == read, TokenScan.statementEnd(tokens, from: j + 3, limit: body.upperBound) == end {
                return true
            }
        }
        return false
    }

    /// True when the tokens after `image =` read or decode an image (`UIImage(contentsOfFile:)`, `NSImage(data:)`).
    private static func loadsImage(_ tokens: [SwiftToken], from start: Int, limit: Int) -> Bool {
        let end = TokenScan.expressionEnd(tokens, from: start, limit: limit)
        return (start..<end).contains { j in
            imageLoads.contains(tokens[j].text) && j + 1 < end && tokens[j + 1].is(":") && j > start && tokens[j - 1].is("(")
                || tokens[j].is("Data") && j + 1 < end && tokens[j + 1].is("(")
        }
    }

    /// Writes through `self`, through the coordinator's `parent`, to the coordinator's own fields or to a label are not the pitfall.
    private static func isWatchedReceiver(_ receiver: ArraySlice<SwiftToken>, allowSelf: Bool) -> Bool {
        guard let first = receiver.first, !first.is("Self") else { return false }
        if first.is("self"), !allowSelf || receiver.count < 3 { return false }
        let words = receiver.filter { $0.kind == .identifier }.map(\.text)
        if words == ["context", "coordinator"] { return false }
        for word in words {
            if word == "parent" { return false }
            if word.lowercased().contains("label") { return false }
        }
        return true
    }

    /// The type of a receiver that is the method's parameter (the update method's view), by framework base; nil when unknown.
    private static func type(ofReceiver receiver: ArraySlice<SwiftToken>, in method: FunctionDeclaration, context: RuleContext) -> String? {
        guard receiver.count == 1, let name = receiver.first?.text else { return nil }
        let types = context.file.typeLookup
        if method == context.unit.updateMethod, let viewName = parameterNames(of: method, context: context).first, viewName == name {
            return context.unit.frameworkWrappedType
        }
        let names = parameterNames(of: method, context: context)
        guard let index = names.firstIndex(of: name), index < method.parameterTypes.count else { return nil }
        return TypeNames.frameworkBase(of: TypeNames.baseName(method.parameterTypes[index]), in: types)
    }

    /// Internal parameter names of `method`, read from its declaration's tokens.
    private static func parameterNames(of method: FunctionDeclaration, context: RuleContext) -> [String] {
        FunctionParameter.read(method, tokens: context.tokens).map(\.name)
    }

    /// Whether `effect` concerns this receiver: text only on views the user edits, documents and scenes only on their views.
    private static func applies(_ effect: Effect, receiver: ArraySlice<SwiftToken>, type: String?, typing: TypingAccess) -> Bool {
        let name = receiver.map(\.text).joined().lowercased()
        if !effect.receiverTypes.isEmpty {
            if let type { return effect.receiverTypes.contains(type) }
            return effect.nameHints.contains { name.contains($0) }
        }
        guard effect.needsEditable else { return true }
        // An untyped receiver (`(scrollView.documentView as? NSTextView)?.textStorage`) is asked only whether anyone can type into it.
        if let type {
            if type == "UILabel" || type.hasSuffix("Label") { return false }
            if TypeNames.isSpecificFrameworkType(type), !TypeNames.editableTypes.contains(type) { return false }
        }
        return !typing.takesNoTyping(receiver)
    }

    /// True when a condition around token `i` compares values, reads one of `members`
    /// (`mapView.region…`), names a change-tracking word (`isClose`, `lastText`, `isEditing`) or matches a
    /// one-shot command or flag (`switch command`, `if case .scroll = command`, or a flag the guarded
    /// code sets: `if reloadRequested { reloadRequested = false; view.reload() }`,
    /// `guard !didScroll else { return }; view.contentOffset = top; didScroll = true`).
    private static func isGuarded(at i: Int, blocks: BlockMap, tokens: [SwiftToken], members: [String]) -> Bool {
        if blocks.enclosing(i).contains(where: { $0.kind == .control("switch") }) { return true }
        return blocks.conditions(at: i).contains { isGuard(tokens[$0], members: members) || OneShotFlag.isSet(by: $0, around: i, tokens) }
    }

    private static func isGuard(_ condition: ArraySlice<SwiftToken>, members: [String]) -> Bool {
        var afterDot = false
        for token in condition {
            defer { afterDot = TokenScan.isMemberDot(token) }
            if token.kind == .punctuation, ["==", "!=", "===", "!==", "<", ">", "<=", ">="].contains(token.text) { return true }
            guard token.kind == .identifier else { continue }
            if token.text == "case" { return true }
            if afterDot, members.contains(token.text) { return true }
            if TypeNames.camelWords(token.text).contains(where: guardWords.contains) { return true }
        }
        return false
    }
}
