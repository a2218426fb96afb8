/// Recovers the file a unified diff adds: the `+` lines of its hunks, with every other line
/// blanked so that line numbers stay those of the diff.
enum DiffUnwrapper {
    /// The added file's text when `text` is a diff that mostly adds lines, else nil.
    static func unwrap(_ text: String) -> String? {
        guard text.hasBytes("\n@@ -") else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let hunk = lines.firstIndex(where: { $0.hasPrefix("@@ -") && $0.dropFirst(3).contains("@@") }) else { return nil }
        let body = lines[(hunk + 1)...]
        let nonEmpty = body.filter { !$0.isEmpty }
        guard !nonEmpty.isEmpty, nonEmpty.filter({ $0.hasPrefix("+") }).count * 2 >= nonEmpty.count else { return nil }
        var inHunk = false
        return lines.map { line -> Substring in
            if line.hasPrefix("@@ -") { inHunk = true; return "" }
            guard inHunk else { return "" }
            if line.hasPrefix("+++") || line.hasPrefix("---") { return "" }
            if line.hasPrefix("+") || line.hasPrefix(" ") { return line.dropFirst() }
            return ""
        }.joined(separator: "\n")
    }
}
