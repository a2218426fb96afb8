import RecipeKit

/// What the rules take from the recipe catalog: the pitfalls tagged with each rule, the delegate
/// selectors each protocol is known to have, and the native replacements of each wrapped type.
public struct CheckKnowledge: Sendable {
    /// A pitfall tagged `[check: rule]`, with the wrapped type of its recipe.
    struct TaggedPitfall: Sendable {
        var link: PitfallLink
        var wrappedType: String?
        var platform: Platform
    }

    /// A prefer-native note of a recipe that wraps a given type.
    struct NativeNote: Sendable {
        var recipe: String
        var note: PreferNative
    }

    private(set) var tagged: [CheckRule: [TaggedPitfall]] = [:]
    /// Delegate selectors by protocol, as the catalog's recipes implement them.
    private(set) var selectorsByProtocol: [String: Set<String>] = [:]
    /// Every selector the catalog knows, whatever its protocol.
    private(set) var allSelectors: Set<String> = []
    /// Per wrapped type, the prefer-native notes of each recipe that wraps it (one list per recipe).
    private(set) var nativeByWrappedType: [String: [(platform: Platform, notes: [NativeNote])]] = [:]

    /// Reads `catalog`; pitfalls whose `rule` is not a known rule id are ignored.
    public init(catalog: Catalog) {
        for recipe in catalog.recipes {
            let wrapped = Self.subjectType(of: recipe)
            for pitfall in recipe.pitfalls {
                guard let id = pitfall.rule, let rule = CheckRule(id: id) else { continue }
                tagged[rule, default: []].append(
                    TaggedPitfall(
                        link: PitfallLink(recipe: recipe.id, pitfall: pitfall.id, title: pitfall.title),
                        wrappedType: wrapped, platform: recipe.platform))
            }
            for method in recipe.delegateMethods {
                allSelectors.insert(method.selector)
                if let proto = method.protocol { selectorsByProtocol[proto, default: []].insert(method.selector) }
            }
            if let wrapped, TypeNames.isSpecificFrameworkType(wrapped) {
                let notes = recipe.preferNative.filter { $0.platform == recipe.platform }.map { NativeNote(recipe: recipe.id, note: $0) }
                nativeByWrappedType[wrapped, default: []].append((recipe.platform, notes))
            }
        }
    }

    /// The framework type a recipe is about: its wrapped type, or, for a wrapper that returns a
    /// generic host controller, the controller its code presents (as `RepresentableUnit` reads it).
    static func subjectType(of recipe: Recipe) -> String? {
        guard let wrapper = recipe.wrapper else { return nil }
        guard let wrapped = wrapper.wrappedType, !TypeNames.isGeneric(wrapped) else {
            let code = recipe.codeBlocks.filter { $0.role == .wrapper }.map(\.code).joined(separator: "\n")
            let file = SourceFile(path: recipe.id, text: code)
            let regions = PlatformRegions(tokens: file.tokens)
            let found = RepresentableReader.representables(in: file.summary, regions: regions).first { $0.wrapper.typeName == wrapper.typeName }
            return found.map { RepresentableUnit(code: $0, file: file, regions: regions).subjectType } ?? wrapper.wrappedType
        }
        return wrapped
    }

    /// The pitfall a finding of `rule` links to: one of a recipe that wraps `subjectType` (on
    /// `platform` first), else one of the `preferred` recipe, else one of the rule's canonical
    /// recipe, else the first tagged one.
    func link(for rule: CheckRule, subjectType: String?, platform: Platform? = nil, preferred: String? = nil) -> PitfallLink? {
        guard let candidates = tagged[rule], !candidates.isEmpty else { return nil }
        if let subjectType {
            let wrapping = candidates.filter { $0.wrappedType == subjectType }
            if let match = wrapping.first(where: { $0.platform == platform }) ?? wrapping.first { return match.link }
        }
        if let preferred, let match = candidates.first(where: { $0.link.recipe == preferred }) { return match.link }
        if let match = candidates.first(where: { $0.link.recipe == rule.canonicalRecipe }) { return match.link }
        return candidates[0].link
    }

    /// Every pitfall tagged with `rule`, in catalog order.
    public func pitfalls(taggedWith rule: CheckRule) -> [PitfallLink] {
        tagged[rule]?.map(\.link) ?? []
    }

    /// The pitfall `rule` links to when nothing more specific is known (what `--list-rules` shows).
    public func defaultLink(for rule: CheckRule) -> PitfallLink? {
        link(for: rule, subjectType: nil)
    }

    /// Native APIs to suggest at `target` for a wrapper of `wrapped` whose code `uses` the given
    /// identifiers: a note that replaces the wrapper, or one that covers part of it and whose
    /// `[keep-if: …]` identifiers the wrapper uses none of, available and not deprecated at `target`.
    /// A partial note without `keep-if` markers cannot be checked and is never suggested.
    ///
    /// Only APIs that every recipe wrapping the type for that platform suggests count, so a
    /// `UITextField` wrapper is not told that `@FocusState` replaces it when another `UITextField`
    /// recipe exists for a different job.
    func nativeSuggestions(for wrapped: String, at target: DeploymentTarget, uses: (String) -> Bool) -> [NativeNote] {
        let recipes = (nativeByWrappedType[wrapped] ?? []).filter { $0.platform == target.platform }
        guard let first = recipes.first else { return [] }
        func applies(_ note: PreferNative) -> Bool {
            guard note.isAvailable(at: target), !note.isDeprecated(at: target) else { return false }
            switch note.coverage {
            case .replaces: return !note.keepIf.contains(where: uses)
            case .partial: return !note.keepIf.isEmpty && !note.keepIf.contains(where: uses)
            }
        }
        let suggested = recipes.map { Set($0.notes.filter { applies($0.note) }.map(\.note.api)) }
        let common = suggested.dropFirst().reduce(suggested[0]) { $0.intersection($1) }
        var seen = Set<String>()
        return first.notes.filter { common.contains($0.note.api) && seen.insert($0.note.api).inserted }
    }

    /// Known selectors of the given protocols.
    func selectors(of protocols: [String]) -> Set<String> {
        protocols.reduce(into: Set<String>()) { $0.formUnion(selectorsByProtocol[$1] ?? []) }
    }
}
