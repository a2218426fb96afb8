import RecipeKit

/// `view-in-struct`: the wrapped view (or another UIKit/AppKit view or session) is created in a
/// stored or computed property of the representable, or in its update method, instead of once in
/// `make…`. SwiftUI re-creates the struct often, so each copy builds a new, unused view.
enum ViewInStructRule: Rule {
    static let rule = CheckRule.viewInStruct

    static func check(_ context: RuleContext) -> [FindingDraft] {
        let unit = context.unit
        let tokens = context.tokens
        let types = context.file.typeLookup
        var drafts: [FindingDraft] = []
        // `@StateObject` takes its value as an autoclosure, evaluated once for the view's lifetime.
        for property in unit.properties where !property.isStatic && !property.prefix.contains("@StateObject") {
            guard let value = property.value, !value.isEmpty else { continue }
            // A stored closure (`var makeView: () -> UIView = { … }`) creates nothing until called.
            if !property.isComputed, tokens[value.lowerBound].is("{") {
                let close = SwiftBrackets.closing(tokens, from: value.lowerBound, limit: value.upperBound + 1)
                if close + 1 >= value.upperBound || !tokens[close + 1].is("(") { continue }
            }
            // A view by its name, or any constructed type that make… adds as a subview or sublayer or returns (`LottieAnimationView`).
            let usedAsView = unit.makeMethod.map { isUsedAsView(property.name, in: $0.body, tokens: tokens) } ?? false
            guard
                let created = firstConstruction(
                    in: value, annotated: property.annotatedType, tokens: tokens,
                    where: { usedAsView || TypeNames.isViewLike($0, wrapped: unit.wrappedType, in: types) })
            else { continue }
            let keyword = tokens[property.keyword].text
            let message =
                property.isComputed
                ? "`var \(property.name)` builds a new `\(created)` on every access, so every use of it in `\(unit.name)` reaches a view that is not on screen. Create it once in `\(unit.kind.makeMethod)` and use the instance SwiftUI passes to `\(unit.kind.updateMethod)`."
                : "`\(keyword) \(property.name)` builds a new `\(created)` every time SwiftUI re-creates `\(unit.name)`, which is often, and the coordinator can end up talking to one that is not on screen. Create it in `\(unit.kind.makeMethod)` (keep long-lived objects in a `@StateObject` or the coordinator)."
            drafts.append(heldOnlyByStructs(context.draft(rule, at: property.keyword, message), unit))
        }
        drafts += initialiserConstructions(context).map { heldOnlyByStructs($0, unit) }
        if let update = unit.updateMethod, let wrapped = unit.wrappedType, !TypeNames.isGeneric(wrapped),
            let index = constructionIndex(in: update.body, tokens: tokens, where: { $0 == wrapped })
        {
            drafts.append(
                context.draft(
                    rule, at: index,
                    "`\(update.name)` creates a new `\(wrapped)`; SwiftUI shows only the one `\(unit.kind.makeMethod)` returned, so changes to this one are lost. Update the instance passed to `\(update.name)`."
                ))
        }
        return drafts
    }

    /// `draft`, standing only if no class of the project keeps an instance of the representable
    /// (`CallerQuestion.Ask.holders`): a struct a class holds is made once, with its view.
    private static func heldOnlyByStructs(_ draft: FindingDraft, _ unit: RepresentableUnit) -> FindingDraft {
        var draft = draft
        draft.projectQuestion = CallerQuestion(typeName: unit.simpleName, members: [], closureMembers: [], defaulted: [], ask: .holders)
        return draft
    }

    /// Views built in the representable's `init` and stored (`self.field = UITextField()`): every
    /// re-creation of the struct builds one.
    private static func initialiserConstructions(_ context: RuleContext) -> [FindingDraft] {
        let unit = context.unit
        let tokens = context.tokens
        let types = context.file.typeLookup
        let stored = Dictionary(unit.properties.filter { !$0.isStatic && !$0.isComputed }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var drafts: [FindingDraft] = []
        for body in initialiserBodies(of: unit.declarations, tokens: tokens) {
            for i in body where i + 2 < body.upperBound && tokens[i].kind == .identifier && tokens[i + 1].is("=") {
                let explicitSelf = i >= body.lowerBound + 2 && tokens[i - 1].is(".") && tokens[i - 2].is("self")
                guard explicitSelf || i == body.lowerBound || !TokenScan.isMemberDot(tokens[i - 1]),
                    let property = stored[tokens[i].text]
                else { continue }
                let usedAsView = unit.makeMethod.map { isUsedAsView(property.name, in: $0.body, tokens: tokens) } ?? false
                let value = (i + 2)..<TokenScan.statementEnd(tokens, from: i + 2, limit: body.upperBound)
                guard
                    let created = firstConstruction(
                        in: value, annotated: property.annotatedType, tokens: tokens,
                        where: { usedAsView || TypeNames.isViewLike($0, wrapped: unit.wrappedType, in: types) })
                else { continue }
                drafts.append(
                    context.draft(
                        rule, at: value.lowerBound,
                        "`init` builds a new `\(created)` for `\(property.name)` every time SwiftUI re-creates `\(unit.simpleName)`, which is often, and the coordinator can end up talking to one that is not on screen. Create it in `\(unit.kind.makeMethod)` (keep long-lived objects in a `@StateObject` or the coordinator)."
                    ))
            }
        }
        return drafts
    }

    /// The bodies of the `init`s declared directly in `declarations` (the code reader lists only `func`s).
    private static func initialiserBodies(of declarations: [TypeDeclaration], tokens: [SwiftToken]) -> [Range<Int>] {
        var bodies: [Range<Int>] = []
        for declaration in declarations {
            var i = declaration.body.lowerBound
            let end = declaration.body.upperBound
            while i < end {
                let t = tokens[i]
                if t.is("{") { i = SwiftBrackets.closing(tokens, from: i, limit: end) + 1; continue }
                defer { i += 1 }
                guard t.is("init"), i == declaration.body.lowerBound || !TokenScan.isMemberDot(tokens[i - 1]) else { continue }
                var j = i + 1
                if j < end, tokens[j].is("?") || tokens[j].is("!") { j += 1 }
                guard j < end, tokens[j].is("(") else { continue }
                j = SwiftBrackets.closing(tokens, from: j, limit: end) + 1
                while j < end, !tokens[j].is("{"), !tokens[j].is("}") { j += 1 }
                guard j < end, tokens[j].is("{") else { continue }
                let close = max(SwiftBrackets.closing(tokens, from: j, limit: end), j + 1)  // unclosed at the end: empty
                bodies.append((j + 1)..<close)
                i = close
            }
        }
        return bodies
    }

    /// True when `body` adds `name` (or one of its members: `player.view`) as a subview or sublayer
    /// (`addSubview(name)`) or returns it, with `return` or as a one-expression body.
    private static func isUsedAsView(_ name: String, in body: Range<Int>, tokens: [SwiftToken]) -> Bool {
        var names = [name]
        // A local taken from it (`let textView = editor.textView`) counts as it.
        for i in body where i + 3 < body.upperBound && (tokens[i].is("let") || tokens[i].is("var")) && tokens[i + 2].is("=") && tokens[i + 3].is(name)
        {
            names.append(tokens[i + 1].text)
        }
        for i in body where names.contains(tokens[i].text) && tokens[i].kind == .identifier {
            if i > body.lowerBound, TokenScan.isMemberDot(tokens[i - 1]) { continue }
            let previous = i > body.lowerBound ? tokens[i - 1] : nil
            if previous?.is("return") == true || i == body.lowerBound && isWholeExpression(from: i, in: body, tokens: tokens) { return true }
            if previous?.is("(") == true, i >= body.lowerBound + 2,
                ["addSubview", "addArrangedSubview", "insertSubview", "addSublayer", "insertSublayer"].contains(tokens[i - 2].text)
            {
                return true
            }
        }
        return false
    }

    /// True when the tokens from `start` to the end of `body` are one member chain: `player.view`.
    private static func isWholeExpression(from start: Int, in body: Range<Int>, tokens: [SwiftToken]) -> Bool {
        var j = start + 1
        while j + 1 < body.upperBound, TokenScan.isMemberDot(tokens[j]), tokens[j + 1].kind == .identifier { j += 2 }
        if j < body.upperBound, tokens[j].is("!") { j += 1 }
        return j == body.upperBound
    }

    /// The type constructed first in `range` that `accepts`: `Type(`, `Module.Type(`, or `.init(` of the annotated type.
    private static func firstConstruction(in range: Range<Int>, annotated: String?, tokens: [SwiftToken], where accepts: (String) -> Bool) -> String?
    {
        if let index = constructionIndex(in: range, tokens: tokens, where: accepts) { return tokens[index].text }
        if let annotated, accepts(annotated) {
            for i in range
            where tokens[i].is("init") && i + 1 < range.upperBound && tokens[i + 1].is("(") && i > range.lowerBound && tokens[i - 1].is(".") {
                return annotated
            }
        }
        return nil
    }

    /// The index of the first `Type(` in `range` whose type `accepts`.
    static func constructionIndex(in range: Range<Int>, tokens: [SwiftToken], where accepts: (String) -> Bool) -> Int? {
        var i = range.lowerBound
        while i + 1 < range.upperBound {
            let t = tokens[i]
            // `Type.init(` is `Type(` written out.
            let opens =
                tokens[i + 1].is("(") || i + 3 < range.upperBound && tokens[i + 1].is(".") && tokens[i + 2].is("init") && tokens[i + 3].is("(")
            if t.kind == .identifier, let first = t.text.first, first.isUppercase, opens, accepts(t.text) {
                // `Module.Type(` counts, `value.Type(` and `.Type(` (a static member) do not.
                if i == range.lowerBound || !TokenScan.isMemberDot(tokens[i - 1]) { return i }
                if i >= 2, let module = tokens[i - 2].text.first, module.isUppercase,
                    ["UIKit", "AppKit", "MapKit", "WebKit", "PDFKit", "PencilKit", "SpriteKit", "SceneKit", "RealityKit", "AVKit", "AVFoundation"]
                        .contains(tokens[i - 2].text)
                {
                    return i
                }
            }
            i += 1
        }
        return nil
    }
}
