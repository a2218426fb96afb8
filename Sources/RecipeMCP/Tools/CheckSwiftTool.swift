import RecipeCheck
import RecipeKit

/// `check_swift`: `recipes check` on a code string or on a file or folder, findings linked to the
/// recipe pitfalls that explain them.
enum CheckSwiftTool: MCPTool {
    static let name = "check_swift"
    static let title = "Check Swift representable code for catalogued pitfalls"
    static let description = """
        Run `recipes check` on Swift code: pass `code` (a string, up to 2 MB) or `path` (a .swift file or a folder, \
        relative to the server's working directory). Finds catalogued pitfalls in UIViewRepresentable / \
        NSViewRepresentable / UIViewControllerRepresentable code — a stale coordinator parent, views created in \
        the struct, state written during an update, unguarded updates — with the rules `recipes check` runs by \
        default. Each finding has rule, line, column, message and the recipe pitfall that explains it \
        (read it with get_recipe id=RECIPE section=PITFALL).
        """
    /// The largest `code` accepted.
    static let maximumCodeBytes = 2 * 1024 * 1024

    static let inputSchema = Schema.object([
        ("code", Schema.string("Swift source to check.")),
        ("path", Schema.string("A .swift file or a folder to check instead of `code`.")),
        ("filename", Schema.string("The name findings in `code` are reported under (default: Input.swift).")),
        ("target", Schema.target)
    ])
    static let findingSchema = Schema.openObject(
        [
            ("rule", Schema.string("The rule id.")),
            ("path", Schema.string("File.")),
            ("line", Schema.integer("1-based line.")),
            ("column", Schema.integer("1-based column.")),
            ("message", Schema.string("What is wrong and why.")),
            ("recipe", Schema.nullableString("Recipe id of the explaining pitfall.")),
            ("pitfall", Schema.nullableString("Pitfall id within that recipe."))
        ], required: ["rule", "path", "line", "column", "message"])
    static let outputSchema = Schema.openObject(
        [
            ("findings", Schema.array(of: findingSchema, "In file and line order.")),
            ("filesChecked", Schema.integer("Swift files read.")),
            ("representables", Schema.integer("Representable types found.")),
            ("rules", Schema.array(of: Schema.string("rule id"), "The rules that ran.")),
            ("warnings", Schema.array(of: Schema.string("warning"), "Files that could not be read."))
        ], required: ["findings", "filesChecked", "representables"])

    static func call(_ arguments: JSONObject, context: ToolContext) throws -> ToolOutput {
        let args = try ToolArguments(arguments, tool: name, known: ["code", "path", "filename", "target"])
        let code = try args.string("code")
        let path = try args.string("path")
        let target = try args.target() ?? context.defaultTarget
        guard (code == nil) != (path == nil) else {
            throw ToolError(message: "\(name): pass exactly one of `code` (Swift source) and `path` (a file or folder)")
        }
        let snapshot = try context.session.current()
        // The rules `recipes check` runs by default: those whose measured precision on real code is high.
        var rules = CheckRule.defaultRules
        if target == nil { rules.remove(.nativeAvailable) }
        let checker = Checker(knowledge: snapshot.knowledge, rules: rules, target: target)
        let report: CheckReport
        if let code {
            guard code.utf8.count <= maximumCodeBytes else {
                throw ToolError(
                    message: "\(name): `code` is \(code.utf8.count) bytes; the limit is \(maximumCodeBytes) (2 MB): pass a `path` instead")
            }
            let filename = try args.string("filename") ?? "Input.swift"
            let findings = checker.check(source: code, path: filename)
            report = CheckReport(findings: findings, filesChecked: 1, representables: Self.representableCount(code))
        } else {
            do {
                report = try checker.check(paths: [path!])
            } catch let error as SwiftFileCollector.MissingPath {
                throw ToolError(message: "\(name): `path`: \(error.description)")
            }
        }
        let findings = report.findings.map { finding -> JSONValue in
            [
                "rule": .string(finding.rule.id), "path": .string(finding.path), "line": .int(Int64(finding.line)),
                "column": .int(Int64(finding.column)), "message": .string(finding.message),
                "recipe": JSONValue(finding.link?.recipe), "pitfall": JSONValue(finding.link?.pitfall)
            ]
        }
        var lines = [
            "\(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") in \(report.filesChecked) file\(report.filesChecked == 1 ? "" : "s"), \(report.representables) representable\(report.representables == 1 ? "" : "s")"
                + (target.map { " at \($0)" } ?? "") + (report.findings.isEmpty ? "." : ":")
        ]
        for finding in report.findings {
            var line = "- \(finding.path):\(finding.line):\(finding.column) `\(finding.rule.id)`: \(finding.message)"
            if let link = finding.link { line += " (get_recipe id=\(link.recipe) section=\(link.pitfall))" }
            lines.append(line)
        }
        lines += report.warnings.map { "- warning: \($0)" }
        let structured: JSONObject = [
            "findings": .array(findings), "filesChecked": .int(Int64(report.filesChecked)),
            "representables": .int(Int64(report.representables)), "rules": .array(rules.sorted().map { .string($0.id) }),
            "warnings": .array(report.warnings.map(JSONValue.string))
        ]
        return ToolOutput(structured: structured, markdown: lines.joined(separator: "\n"))
    }

    /// Representables declared in `code`, as the checker reads them.
    private static func representableCount(_ code: String) -> Int {
        RepresentableReader.representables(in: SwiftCodeReader.read(code)).count
    }
}
