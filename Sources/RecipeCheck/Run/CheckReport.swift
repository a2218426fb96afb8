/// The outcome of checking a set of files.
public struct CheckReport: Sendable {
    /// Findings in path, line, column order.
    public var findings: [Finding]
    public var filesChecked: Int
    /// Representable types found in the checked files.
    public var representables: Int
    /// Files or folders that could not be read, one line each.
    public var warnings: [String]

    public init(findings: [Finding], filesChecked: Int, representables: Int, warnings: [String] = []) {
        self.findings = findings
        self.filesChecked = filesChecked
        self.representables = representables
        self.warnings = warnings
    }

    /// Number of distinct files with at least one finding.
    public var filesWithFindings: Int { Set(findings.map(\.path)).count }
}
