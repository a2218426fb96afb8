/// The document `recipes check --json` prints.
public struct CheckJSON: Encodable, Sendable {
    public var schemaVersion = 1
    /// Each with rule, recipe, pitfall, path, line, column and message.
    public var findings: [Finding]
    public var summary: Summary
    /// Files or folders that could not be read.
    public var warnings: [String]

    public struct Summary: Encodable, Sendable {
        public var filesChecked: Int
        public var representables: Int
        public var findings: Int
        public var filesWithFindings: Int
    }

    public init(report: CheckReport) {
        findings = report.findings
        summary = Summary(
            filesChecked: report.filesChecked, representables: report.representables,
            findings: report.findings.count, filesWithFindings: report.filesWithFindings)
        warnings = report.warnings
    }
}
