import RecipeKit

/// The targets the picker offers: none ("any target"), then iOS and macOS versions.
public enum TargetChoice {
    /// `nil` first (every recipe), then iOS 13 to 26 and macOS 11 to 26.
    public static let all: [DeploymentTarget?] = [nil]
        + [13, 14, 15, 16, 17, 18, 26].map { DeploymentTarget(platform: .iOS, version: OSVersion($0)) }
        + [11, 12, 13, 14, 15, 26].map { DeploymentTarget(platform: .macOS, version: OSVersion($0)) }

    /// The index of `target` in `all`, or of the closest lower version on its platform.
    public static func index(of target: DeploymentTarget?) -> Int {
        guard let target else { return 0 }
        if let exact = all.firstIndex(of: target) { return exact }
        return all.lastIndex { $0.map { $0.platform == target.platform && $0.version <= target.version } ?? false } ?? 0
    }

    /// The picker's label for a choice.
    public static func label(_ target: DeploymentTarget?) -> String {
        target?.description ?? "Any target"
    }
}
