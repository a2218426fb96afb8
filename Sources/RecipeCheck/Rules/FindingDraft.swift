/// A finding before it is linked to a pitfall and filtered by suppressions.
struct FindingDraft {
    var rule: CheckRule
    var line: Int
    var column: Int
    var message: String
    /// The type the finding is about, used to pick the recipe that wraps it.
    var subjectType: String?
    /// The recipe to link when none wraps `subjectType`.
    var preferredRecipe: String?
    /// For checks that another file may satisfy: the finding stands only when no checked file
    /// mentions any of these strings.
    var unlessMentioned: [String] = []
    /// For a finding the rest of the project decides (`CallerQuestion`): `stale-parent` stands
    /// only when some call site passes a value that goes stale, or when the checked files hold no
    /// call site; `view-in-struct` only when no class makes the representable in a stored property.
    var projectQuestion: CallerQuestion?
}
