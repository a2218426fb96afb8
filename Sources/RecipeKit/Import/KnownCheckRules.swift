/// The ids of the `recipes check` rules a house-format pitfall may name with `[check: ID]`.
///
/// They live here, beside the importer, so that `recipes lint` can reject an unknown id without
/// depending on the checker; the checker asserts that each of its rules is listed.
public enum KnownCheckRules {
    public static let ids: [String] = [
        "update-without-guard", "stale-parent", "view-in-struct", "state-during-update",
        "unconditional-first-responder", "missing-availability-check", "ipad-popover",
        "share-sheet-in-sheet", "near-miss-delegate", "native-available"
    ]
}
