import RecipeKit

/// A recipe the query's filters left out although it would have ranked on the first page.
public struct HiddenHit: Sendable, Hashable {
    /// Why a filter left a recipe out.
    public enum Reason: Sendable, Hashable {
        /// The recipe is for another platform than the target's (or the platform filter's).
        case otherPlatform(Platform)
        /// The recipe's minimum target is above the query's target.
        case needsNewerTarget(DeploymentTarget)
        /// "Still needed" only: these native APIs fully replace the wrapper at the target.
        case replaced(by: [PreferNative])
    }

    /// Index into `catalog.recipes`.
    public var recipeIndex: Int
    public var recipeID: String
    /// The UIKit/AppKit type the recipe is about (its title's type name, else its wrapped type).
    public var wrappedType: String?
    public var reason: Reason

    public init(recipeIndex: Int, recipeID: String, wrappedType: String?, reason: Reason) {
        self.recipeIndex = recipeIndex
        self.recipeID = recipeID
        self.wrappedType = wrappedType
        self.reason = reason
    }

    /// "for macOS", "needs iOS 17", "replaced by ShareLink (iOS 16+)".
    public var reasonText: String {
        switch reason {
        case .otherPlatform(let platform): "for \(platform.rawValue)"
        case .needsNewerTarget(let minimum): "needs \(minimum)"
        case .replaced(let natives):
            "replaced by "
                + natives.map { native in
                    native.api + (native.since.map { " (\(native.platform.rawValue) \($0)+)" } ?? " (\(native.platform.rawValue))")
                }.joined(separator: ", ")
        }
    }

    /// What a hidden recipe is called in a message: its wrapped type, else its id.
    public var name: String { wrappedType ?? recipeID }

    /// One line saying what the filters hid, nil when nothing: "1 hidden at iOS 16 · still needed:
    /// UIActivityViewController, replaced by ShareLink (iOS 16+)". The names and APIs come from
    /// recipe files: sanitize the line before it reaches a terminal.
    public static func summary(_ hidden: [HiddenHit], target: DeploymentTarget?) -> String? {
        guard !hidden.isEmpty else { return nil }
        var parts = ["\(hidden.count) hidden" + (target.map { " at \($0)" } ?? "")]
        let shown = 2
        for hit in hidden.prefix(shown) {
            if case .replaced = hit.reason {
                parts.append("still needed: \(hit.name), \(hit.reasonText)")
            } else {
                parts.append("\(hit.name) \(hit.reasonText)")
            }
        }
        if hidden.count > shown { parts.append("\(hidden.count - shown) more") }
        return parts.joined(separator: " · ")
    }
}
