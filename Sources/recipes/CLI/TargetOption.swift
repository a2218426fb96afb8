import RecipeKit

/// The `--target T` and `--needs-wrapper` options shared by list and search.
enum TargetOption {
    static let options: [OptionSpec] = [
        OptionSpec(
            name: "target", value: "T",
            help: "Deployment target, e.g. ios16, \"iOS 16.4\", macos14: hide recipes that do not apply, mark native replacements."),
        OptionSpec(name: "needs-wrapper", value: nil, help: "Only recipes with no native SwiftUI replacement at the target.")
    ]

    /// The parsed `--target`, nil when absent; a usage error when malformed.
    static func target(_ arguments: ParsedArguments) throws -> DeploymentTarget? {
        guard let text = arguments.value("target") else { return nil }
        guard let target = DeploymentTarget(parsing: text) else {
            throw UsageError(message: "cannot read target '\(text)': use a platform and version such as ios16, \"iOS 16.4\" or macos14")
        }
        return target
    }

    /// Without a target, "still needed" means no native replacement at any version (the model's rule).
    static func isStillNeeded(_ recipe: Recipe, at target: DeploymentTarget?) -> Bool {
        recipe.isStillNeeded(at: target)
    }
}
