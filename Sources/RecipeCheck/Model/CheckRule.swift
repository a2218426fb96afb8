/// A `recipes check` rule: a catalogued pitfall that can be found in a project's own
/// representable code. Each rule is tied to recipe pitfalls tagged `[check: ID]`.
public enum CheckRule: String, CaseIterable, Codable, Sendable, Comparable {
    case updateWithoutGuard = "update-without-guard"
    case staleParent = "stale-parent"
    case viewInStruct = "view-in-struct"
    case stateDuringUpdate = "state-during-update"
    case unconditionalFirstResponder = "unconditional-first-responder"
    case missingAvailabilityCheck = "missing-availability-check"
    case iPadPopover = "ipad-popover"
    case shareSheetInSheet = "share-sheet-in-sheet"
    case nearMissDelegate = "near-miss-delegate"
    case nativeAvailable = "native-available"

    /// The rule's id, as written in `[check: ID]`, `--rule` and `// recipes:disable`.
    public var id: String { rawValue }

    /// A short title for tools (SARIF `name`): `UpdateWithoutGuard`.
    public var name: String {
        rawValue.split(separator: "-").map { $0 == "ipad" ? "IPad" : $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// One line on what the rule finds.
    public var summary: String {
        switch self {
        case .updateWithoutGuard:
            "The update method (or a helper it calls) sets text, a region, a selection, a document or scene, or loads a page or image without comparing with the current value first."
        case .staleParent:
            "The coordinator reads a closure or a value through its stored `parent`, which the update method never refreshes."
        case .viewInStruct:
            "The wrapped view is created in a stored property or the `init` of the representable (or outside `make…`)."
        case .stateDuringUpdate:
            "A `@Binding` or `@State` property is written inside `make…` or `update…` without deferring the write."
        case .unconditionalFirstResponder:
            "`becomeFirstResponder()` is called in the update method without checking `isFirstResponder` first."
        case .missingAvailabilityCheck:
            "A mail or message composer (or scanner) is created, but the project never asks `canSendMail()`, `canSendText()` or `isSupported`."
        case .iPadPopover:
            "A share sheet or action sheet is presented without configuring `popoverPresentationController` (crashes on iPad)."
        case .shareSheetInSheet:
            "A representable returning `UIActivityViewController` is shown as the content of a `.sheet`: a full-height card instead of the system share sheet, a form sheet on iPad."
        case .nearMissDelegate:
            "A coordinator method is one edit away from a delegate method of a protocol it conforms to, or a composer's `delegate` is set instead of its own delegate property, so it is never called."
        case .nativeAvailable:
            "With --target: a native SwiftUI API available and not deprecated at that target covers what the wrapper does (it uses none of what the recipe keeps the wrapper for)."
        }
    }

    /// True for rules that run without `--enable` or `--all`: those whose findings were right at
    /// least nine times in ten on real projects (the labelled set in `Bench/check-eval/`, tune half).
    public var isOnByDefault: Bool {
        switch self {
        // Right 0 times in 4 on the tune half: whether a native API covers a wrapper depends on
        // what the wrapper does beyond the recipe's `[keep-if: …]` markers (where it is placed,
        // modes it takes, what it passes through), which the code alone rarely shows.
        case .nativeAvailable: false
        // Right on every labelled repository, but on apps read fresh (Bench/check-eval/fresh*/) 2
        // right in 10 decided: whether a closure or value read through the old copy goes stale
        // depends on view identity and on what captured lets refer to, which the call sites
        // rarely show. Run it with `--enable stale-parent`.
        case .staleParent: false
        default: true
        }
    }

    /// The rules that run when none is named.
    public static var defaultRules: Set<CheckRule> { Set(allCases.filter(\.isOnByDefault)) }

    /// The technique recipe that explains the rule best when no recipe wraps the finding's type.
    var canonicalRecipe: String {
        switch self {
        case .updateWithoutGuard: "focus-first-responder"
        case .staleParent, .viewInStruct, .stateDuringUpdate: "coordinator-parent"
        case .unconditionalFirstResponder: "focus-first-responder"
        case .missingAvailabilityCheck, .nearMissDelegate: "mail-compose"
        case .iPadPopover, .shareSheetInSheet: "activity-view-controller"
        case .nativeAvailable: "when-not-to-wrap"
        }
    }

    /// True for rules that need a deployment target to say anything.
    public var needsTarget: Bool { self == .nativeAvailable }

    /// The rule with this id, if any.
    public init?(id: String) { self.init(rawValue: id) }

    public static func < (a: CheckRule, b: CheckRule) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
