import RecipeKit

/// What a list row shows of a recipe, small enough to scan 10,000 of on a keystroke without
/// copying whole recipes (each copy retains a dozen arrays and strings). Which recipes apply and
/// which are still needed is the model's rule (`Recipe.applies(to:)`, `isStillNeeded(at:)`); the
/// native label here reads the model's `PreferNative.replacesWrapper(at:)`.
struct RecipeFacts: Sendable {
    var id: String
    var platform: Platform
    var minimum: DeploymentTarget?
    /// The prefer-native notes that fully replace the wrapper.
    var replacements: [PreferNative]
    /// The notes that cover only part of the wrapper's job.
    var partials: [PreferNative]
    /// Columns of the wrapped type's name (0 without one).
    var wrappedColumns: Int

    init(_ recipe: Recipe) {
        id = recipe.id
        platform = recipe.platform
        minimum = recipe.minimumTarget
        replacements = recipe.preferNative.filter { $0.coverage == .replaces }
        partials = recipe.preferNative.filter { $0.coverage == .partial }
        wrappedColumns = recipe.wrapper?.wrappedType.map { DisplayWidth.of($0) } ?? 0
    }

    /// What the list shows at `target` for the native API: the one that replaces the wrapper,
    /// else one that covers part of it; nil when none is available there.
    func native(at target: DeploymentTarget) -> NativeLabel? {
        if let full = replacements.first(where: { $0.replacesWrapper(at: target) }) { return NativeLabel(api: full.api, isPartial: false) }
        if let part = partials.first(where: { $0.isAvailable(at: target) && !$0.isDeprecated(at: target) }) {
            return NativeLabel(api: part.api, isPartial: true)
        }
        return nil
    }

    /// The facts of every recipe of `catalog`, in order.
    static func of(_ catalog: Catalog) -> [RecipeFacts] { catalog.recipes.map(RecipeFacts.init) }
}

/// The native API a list row names: `◆ ShareLink` replaces the wrapper, `◇ Map` covers part of it.
struct NativeLabel: Hashable, Sendable {
    var api: String
    var isPartial: Bool

    /// The full replacement's marker.
    static let replacesMarker = "◆"
    /// The partial one's marker.
    static let partialMarker = "◇"

    var marker: String { isPartial ? Self.partialMarker : Self.replacesMarker }
}
