import RecipeKit

/// `missing-availability-check`: a composer or scanner that works only on some devices is created,
/// and no checked file asks whether the device supports it.
enum MissingAvailabilityCheckRule: Rule {
    static let rule = CheckRule.missingAvailabilityCheck

    /// A class that must not be presented before asking the device.
    struct Requirement {
        /// Any of these strings in a checked file counts as the check.
        var checks: [String]
        var call: String
        var consequence: String
        /// Only when the file also selects this member (`.camera` for the image picker).
        var onlyWith: String?
    }

    static let requirements: [String: Requirement] = [
        "MFMailComposeViewController": Requirement(
            checks: ["canSendMail"], call: "MFMailComposeViewController.canSendMail()",
            consequence: "without a Mail account the composer cannot send and has crashed; fall back to a `mailto:` link"),
        "MFMessageComposeViewController": Requirement(
            checks: ["canSendText"], call: "MFMessageComposeViewController.canSendText()",
            consequence: "on devices that cannot send messages (iPads and iPods without iMessage) the composer fails; offer another way to share"),
        "DataScannerViewController": Requirement(
            checks: ["DataScannerViewController.isSupported", "DataScannerViewController.isAvailable"],
            call: "DataScannerViewController.isSupported && DataScannerViewController.isAvailable",
            consequence: "older devices and devices with camera access denied show a scanner that never scans"),
        "VNDocumentCameraViewController": Requirement(
            checks: ["VNDocumentCameraViewController.isSupported"], call: "VNDocumentCameraViewController.isSupported",
            consequence: "unsupported devices present a camera that cannot scan"),
        "UIImagePickerController": Requirement(
            checks: ["isSourceTypeAvailable"], call: "UIImagePickerController.isSourceTypeAvailable(.camera)",
            consequence: "on the simulator and devices without a camera, presenting the camera source raises an exception",
            onlyWith: "camera")
    ]

    /// Strings whose presence anywhere in the checked files satisfies some requirement.
    static let allChecks: [String] = requirements.values.flatMap(\.checks)

    static func check(_ context: RuleContext) -> [FindingDraft] {
        let tokens = context.tokens
        let make = context.unit.makeMethod?.body
        var drafts: [FindingDraft] = []
        for body in context.unit.bodies {
            var i = body.lowerBound
            while i + 1 < body.upperBound {
                defer { i += 1 }
                let t = tokens[i]
                // `Type(`, or `.init(` of the wrapped type in `make…` (`func makeUIViewController(…) -> MFMailComposeViewController { .init() }`).
                let name: String
                if t.is("init"), let make, make.contains(i), let wrapped = context.unit.frameworkWrappedType, i > body.lowerBound,
                    tokens[i - 1].is("."), i - 1 == body.lowerBound || tokens[i - 2].kind != .identifier && !tokens[i - 2].is(")")
                {
                    name = wrapped
                } else {
                    name = t.text
                }
                // Every class in the table has a name of at least 23 bytes: skip short identifiers before hashing.
                guard t.kind == .identifier, name.utf8.count >= 23, let requirement = requirements[name], tokens[i + 1].is("("),
                    t.is("init") || i == body.lowerBound || !TokenScan.isMemberDot(tokens[i - 1])
                else { continue }
                if let member = requirement.onlyWith,
                    !body.contains(where: { tokens[$0].is(member) && $0 > body.lowerBound && TokenScan.isMemberDot(tokens[$0 - 1]) })
                {
                    continue
                }
                var draft = context.draft(
                    rule, at: i,
                    "`\(name)` is created but no checked file calls `\(requirement.call)`: \(requirement.consequence). Check before presenting.",
                    subjectType: name)
                draft.unlessMentioned = requirement.checks
                drafts.append(draft)
            }
        }
        return drafts
    }
}
