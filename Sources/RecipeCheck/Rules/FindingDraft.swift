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
    /// For a finding its callers decide: it stands only when some call site passes a value
    /// that goes stale, or when the checked files hold no call site.
    var unlessCallersPassStable: CallerQuestion?
}
