import RecipeKit

/// The targets the picker offers: none ("any target"), then versions of each platform.
public enum TargetChoice {
    /// `nil` first (every recipe), then iOS 13 to 27, macOS 11 to 27, watchOS 7 to 27, tvOS 14
    /// to 27 and visionOS 1 to 27 (Apple numbers every platform after the year from 26 on).
    public static let all: [DeploymentTarget?] =
        [nil]
        + versions(.iOS, [13, 14, 15, 16, 17, 18, 26, 27])
        + versions(.macOS, [11, 12, 13, 14, 15, 26, 27])
        + versions(.watchOS, [7, 8, 9, 10, 11, 26, 27])
        + versions(.tvOS, [14, 15, 16, 17, 18, 26, 27])
        + versions(.visionOS, [1, 2, 26, 27])

    private static func versions(_ platform: Platform, _ majors: [Int]) -> [DeploymentTarget?] {
        majors.map { DeploymentTarget(platform: platform, version: OSVersion($0)) }
    }

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
