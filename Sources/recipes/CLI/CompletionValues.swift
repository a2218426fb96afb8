import RecipeCheck
import RecipeKit
import RecipeTUI

/// What a shell completes for an option's value or a command's arguments, read from the command
/// table: the option's placeholder says what it takes.
enum CompletionValues: Equatable {
    /// Anything: nothing to offer.
    case free
    case files
    /// Recipe ids, asked of `recipes list --ids` when completing.
    case recipeIDs
    case words([String])

    /// The value of `option`: `T` targets, `PATH` / `FILE` files, `ID` rule ids, `FORMAT` formats.
    static func of(_ option: OptionSpec) -> CompletionValues? {
        switch option.value {
        case nil: nil
        case "T": .words(targets)
        case "PATH", "FILE": .files
        case "ID": .words(CheckRule.allCases.map(\.id))
        case "FORMAT": .words(["text", "json", "sarif"])
        default: .free
        }
    }

    /// A command's positional arguments.
    static func arguments(of command: String) -> CompletionValues {
        switch command {
        case "show": .recipeIDs
        case "check", "lint": .files
        case "completions": .words(CompletionsCommand.shells)
        default: .free
        }
    }

    /// Every target the browser's picker offers, as `--target` spells them: `ios16`, `visionos2`.
    static let targets: [String] = TargetChoice.all.compactMap { target in
        target.map { "\($0.platform.rawValue.lowercased())\($0.version.major)" }
    }
}
