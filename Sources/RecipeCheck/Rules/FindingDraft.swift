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
    /// For a finding the rest of the project decides: what it asks of the checked files, and when
    /// their answers let it stand, per rule, are `CallerQuestion`'s (`stands(given:)`).
    var projectQuestion: CallerQuestion?
}
