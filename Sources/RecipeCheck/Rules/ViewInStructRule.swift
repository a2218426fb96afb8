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
        for property in unit.properties where !property.isStatic {
            guard let value = property.value, !value.isEmpty else { continue }
            // A stored closure (`var makeView: () -> UIView = { … }`) creates nothing until called.
            if !property.isComputed, tokens[value.lowerBound].is("{") {
                let close = SwiftBrackets.closing(tokens, from: value.lowerBound, limit: value.upperBound + 1)
                if close + 1 >= value.upperBound || !tokens[close + 1].is("(") { continue }
            }
            // A view by its name, or any constructed type that make… adds as a subview or sublayer or returns (`LottieAnimationView`).
            let usedAsView = unit.makeMethod.map { isUsedAsView(property.name, in: $0.body, tokens: tokens) } ?? false
            guard let created = firstConstruction(in: value, annotated: property.annotatedType, tokens: tokens,
                                                  where: { usedAsView || TypeNames.isViewLike($0, wrapped: unit.wrappedType, in: types) }) else { continue }
            let keyword = tokens[property.keyword].text
            let message = property.isComputed
                ? "`var \(property.name)` builds a new `\(created)` on every access, so every use of it in `\(unit.name)` reaches a view that is not on screen. Create it once in `\(unit.kind.makeMethod)` and use the instance SwiftUI passes to `\(unit.kind.updateMethod)`."
                : "`\(keyword) \(property.name)` builds a new `\(created)` every time SwiftUI re-creates `\(unit.name)`, which is often, and the coordinator can end up talking to one that is not on screen. Create it in `\(unit.kind.makeMethod)` (keep long-lived objects in a `@StateObject` or the coordinator)."
            drafts.append(context.draft(rule, at: property.keyword, message))
        }
        if let update = unit.updateMethod, let wrapped = unit.wrappedType, !TypeNames.isGeneric(wrapped),
           let index = constructionIndex(in: update.body, tokens: tokens, where: { $0 == wrapped }) {
            drafts.append(context.draft(rule, at: index,
                "`\(update.name)` creates a new `\(wrapped)`; SwiftUI shows only the one `\(unit.kind.makeMethod)` returned, so changes to this one are lost. Update the instance passed to `\(update.name)`."))
        }
        return drafts
    }

    /// True when `body` adds `name` as a subview or sublayer (`addSubview(name)`) or returns it.
    private static func isUsedAsView(_ name: String, in body: Range<Int>, tokens: [SwiftToken]) -> Bool {
        for i in body where tokens[i].is(name) && i > body.lowerBound {
            let previous = tokens[i - 1]
            if previous.is("return") { return true }
            if previous.is("("), i >= body.lowerBound + 2, ["addSubview", "addArrangedSubview", "insertSubview", "addSublayer", "insertSublayer"].contains(tokens[i - 2].text) { return true }
        }
        return false
    }

    /// The type constructed first in `range` that `accepts`: `Type(`, `Module.Type(`, or `.init(` of the annotated type.
    private static func firstConstruction(in range: Range<Int>, annotated: String?, tokens: [SwiftToken], where accepts: (String) -> Bool) -> String? {
        if let index = constructionIndex(in: range, tokens: tokens, where: accepts) { return tokens[index].text }
        if let annotated, accepts(annotated) {
            for i in range where tokens[i].is("init") && i + 1 < range.upperBound && tokens[i + 1].is("(") && i > range.lowerBound && tokens[i - 1].is(".") {
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
            if t.kind == .identifier, let first = t.text.first, first.isUppercase, tokens[i + 1].is("("), accepts(t.text) {
                // `Module.Type(` counts, `value.Type(` and `.Type(` (a static member) do not.
                if i == range.lowerBound || !TokenScan.isMemberDot(tokens[i - 1]) { return i }
                if i >= 2, let module = tokens[i - 2].text.first, module.isUppercase, ["UIKit", "AppKit", "MapKit", "WebKit", "PDFKit", "PencilKit", "SpriteKit", "SceneKit", "RealityKit", "AVKit", "AVFoundation"].contains(tokens[i - 2].text) { return i }
            }
            i += 1
        }
        return nil
    }
}
