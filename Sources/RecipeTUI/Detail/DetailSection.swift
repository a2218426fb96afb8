/// The parts of the detail pane that `[` and `]` jump between.
public enum DetailSection: String, CaseIterable, Sendable {
    case overview = "Overview"
    case preferNative = "Prefer native"
    case wrapper = "Wrapper"
    case callSite = "Call site"
    case support = "Support"
    case coordinator = "Coordinator"
    case pitfalls = "Pitfalls"
    case notes = "Notes"
}
