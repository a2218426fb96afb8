import Foundation
import RecipeCheck
import RecipeKit

/// `recipes check PATH...`: finds the catalogued pitfalls in a project's own representables.
enum CheckCommand {
    /// The name the command is called by.
    static let name = "check"
    static let definition = CommandDefinition(
        name: name, abstract: "Find catalogued pitfalls in your own representable code.",
        usage:
            "[PATH...] [--target T] [--json | --format sarif] [--enable ID | --all] [--rule ID]... [--disable ID]... [--baseline FILE | --write-baseline FILE] [--list-rules]",
        discussion: """
            Reads .swift files and folders (default: the current folder), skipping hidden folders, .build, \
            DerivedData, Pods and Carthage, and reports each finding as `path:line:column: warning: message [rule]` \
            with the recipe pitfall that explains it (`recipes show ID#PITFALL`). \
            On by default: \(CheckRule.allCases.filter(\.isOnByDefault).map(\.id).joined(separator: ", ")). \
            Off by default, because fewer than nine in ten of their findings were right on real projects \
            (Bench/check-eval): \(offByDefault); turn one on with --enable ID, or every rule with --all \
            (native-available also needs --target). \
            To adopt on an existing codebase, record today's findings with --write-baseline FILE and report \
            only new ones with --baseline FILE (findings are matched by rule, file, enclosing member and code, \
            so edits that move lines keep them known). \
            Silence a finding with `// recipes:disable RULE` on its line or on the type's declaration line. \
            Exit status: 0 clean, 1 findings, 64 usage error.
            """,
        options: [
            OptionSpec(name: "target", value: "T", help: "Deployment target (ios16, \"iOS 17\", macos14) that native-available checks against."),
            OptionSpec(name: "json", value: nil, help: "Print findings as JSON (rule, recipe, pitfall, path, line, column, message)."),
            OptionSpec(name: "format", value: "FORMAT", help: "text (default), json or sarif (SARIF 2.1.0)."),
            OptionSpec(name: "enable", value: "ID", help: "Also run this rule that is off by default; repeatable.", repeatable: true),
            OptionSpec(name: "all", value: nil, help: "Run every rule, those off by default included."),
            OptionSpec(name: "rule", value: "ID", help: "Run only this rule; repeatable.", repeatable: true),
            OptionSpec(name: "disable", value: "ID", help: "Do not run this rule; repeatable.", repeatable: true),
            OptionSpec(name: "baseline", value: "FILE", help: "Report only findings that FILE (from --write-baseline) does not hold."),
            OptionSpec(name: "write-baseline", value: "FILE", help: "Record every finding in FILE and exit 0."),
            OptionSpec(name: "list-rules", value: nil, help: "List the rules, whether each is on by default, and the recipe pitfalls they link to.")
        ]
    ) { arguments, context in
        let format = try outputFormat(arguments)
        let only = try ruleIDs(arguments.all("rule"), option: "--rule")
        let enabled = try ruleIDs(arguments.all("enable"), option: "--enable")
        let disabled = try ruleIDs(arguments.all("disable"), option: "--disable")
        let target = try TargetOption.target(arguments)
        if only.contains(.nativeAvailable) || enabled.contains(.nativeAvailable), target == nil {
            throw UsageError(message: "native-available needs --target, e.g. --target ios17")
        }
        let baselinePath = arguments.value("baseline"), writeBaselinePath = arguments.value("write-baseline")
        if baselinePath != nil, writeBaselinePath != nil {
            throw UsageError(message: "--baseline and --write-baseline contradict each other: write a new baseline without the old one")
        }
        let baseline = try baselinePath.map { path in
            do { return try Baseline.read(from: path) } catch let error as Baseline.ReadError { throw UsageError(message: error.description) }
        }
        let catalog = try context.loadCatalog(arguments)
        context.reportDiagnostics(catalog)
        let knowledge = CheckKnowledge(catalog: catalog)
        if arguments.flag("list-rules") {
            guard arguments.positionals.isEmpty else { throw UsageError(message: "--list-rules takes no paths") }
            try listRules(knowledge: knowledge, format: format, context: context)
            return 0
        }
        let chosen = only.isEmpty ? (arguments.flag("all") ? Set(CheckRule.allCases) : CheckRule.defaultRules.union(enabled)) : Set(only)
        var rules = chosen.subtracting(disabled)
        if target == nil { rules.remove(.nativeAvailable) }
        let checker = Checker(knowledge: knowledge, rules: rules, target: target)
        var report: CheckReport
        do {
            report = try checker.check(paths: arguments.positionals.isEmpty ? ["."] : arguments.positionals)
        } catch let error as SwiftFileCollector.MissingPath {
            throw UsageError(message: error.description)
        }
        for warning in report.warnings {
            context.printError(context.style.warning("recipes: warning: ") + TerminalText.visible(warning, singleLine: true))
        }
        if let writeBaselinePath {
            do {
                try Baseline(findings: report.findings).encoded().write(to: URL(fileURLWithPath: writeBaselinePath))
            } catch {
                throw CommandFailure(message: "\(writeBaselinePath): cannot write the baseline: \(error.localizedDescription)")
            }
            let count = report.findings.count
            context.print(
                "Wrote \(count) finding\(count == 1 ? "" : "s") to \(TerminalText.visible(writeBaselinePath, singleLine: true)); "
                    + "run with --baseline \(TerminalText.visible(writeBaselinePath, singleLine: true)) to see only new ones"
                    + context.style.dim(" (\(scope(report)))."))
            return 0
        }
        var known = 0
        if let baseline {
            (report.findings, known) = baseline.filter(report.findings)
        }
        switch format {
        case .json:
            context.print(try JSONOutput.encode(CheckJSON(report: report)))
        case .sarif:
            let log = SARIFLog(
                report: report, rules: CheckRule.allCases.filter(rules.contains), knowledge: knowledge, toolVersion: RecipesCLI.version)
            context.print(try JSONOutput.encode(log))
        case .text:
            printText(report, known: known, context: context)
        }
        return report.findings.isEmpty ? 0 : 1
    }

    /// The rules that are off by default, for `--help`.
    static var offByDefault: String {
        let off = CheckRule.allCases.filter { !$0.isOnByDefault }.map(\.id)
        return off.isEmpty ? "none at present" : off.joined(separator: ", ")
    }

    enum Format { case text, json, sarif }

    private static func outputFormat(_ arguments: ParsedArguments) throws -> Format {
        let named = arguments.value("format")
        if arguments.flag("json") {
            guard named == nil || named == "json" else { throw UsageError(message: "--json and --format \(named!) contradict each other") }
            return .json
        }
        switch named {
        case nil, "text": return .text
        case "json": return .json
        case "sarif": return .sarif
        case let other?: throw UsageError(message: "unknown format '\(other)': use text, json or sarif")
        }
    }

    /// Rules named by `--rule`/`--disable`; an unknown id is a usage error with a suggestion.
    private static func ruleIDs(_ ids: [String], option: String) throws -> [CheckRule] {
        try ids.flatMap { $0.split(separator: ",").map(String.init) }.map { id in
            if let rule = CheckRule(id: id) { return rule }
            let closest = CheckRule.allCases.min { EditDistance.distance(id, $0.id) < EditDistance.distance(id, $1.id) }!
            let hint = EditDistance.distance(id, closest.id) <= 3 ? " (did you mean '\(closest.id)'?)" : ""
            throw UsageError(message: "unknown rule '\(id)' for \(option)\(hint); 'recipes check --list-rules' lists them")
        }
    }

    /// "12 files checked, 3 representables": what was read, so a run that found nothing to check says so.
    static func scope(_ report: CheckReport) -> String {
        "\(report.filesChecked) Swift file\(report.filesChecked == 1 ? "" : "s") checked, \(report.representables) representable\(report.representables == 1 ? "" : "s")"
    }

    private static func printText(_ report: CheckReport, known: Int, context: CommandContext) {
        let style = context.style
        for finding in report.findings {
            let location = "\(TerminalText.visible(finding.path, singleLine: true)):\(finding.line):\(finding.column):"
            let see = finding.link.map { " (recipes show \($0.reference))" } ?? ""
            context.print(
                "\(style.title(location)) \(style.warning("warning:")) \(TerminalText.visible(finding.message, singleLine: true))"
                    + style.dim("\(see) [\(finding.rule.id)]"))
        }
        let baselined = known > 0 ? "; \(known) known finding\(known == 1 ? "" : "s") in the baseline not shown" : ""
        if report.findings.isEmpty {
            if report.representables == 0 {
                let what = report.filesChecked == 0 ? "No Swift files found" : "No representables found"
                context.print(style.warning(what) + style.dim(" (\(scope(report)); nothing to check)."))
            } else {
                context.print(style.good("No findings") + style.dim(" (\(scope(report))\(baselined))."))
            }
        } else {
            let count = report.findings.count, files = report.filesWithFindings
            context.print(
                "\(count) finding\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")" + style.dim(" (\(scope(report))\(baselined))."))
        }
    }

    private static func listRules(knowledge: CheckKnowledge, format: Format, context: CommandContext) throws {
        struct Row: Encodable {
            var id, summary: String
            var needsTarget: Bool
            var onByDefault: Bool
            var recipe, pitfall: String?
            var tagged: [String]
        }
        let rows = CheckRule.allCases.map { rule in
            let link = knowledge.defaultLink(for: rule)
            return Row(
                id: rule.id, summary: rule.summary, needsTarget: rule.needsTarget, onByDefault: rule.isOnByDefault, recipe: link?.recipe,
                pitfall: link?.pitfall,
                tagged: knowledge.pitfalls(taggedWith: rule).map(\.reference))
        }
        if format != .text {
            context.print(try JSONOutput.encode(rows))
            return
        }
        let width = rows.map(\.id.count).max() ?? 0
        for row in rows {
            context.print(
                context.style.title(row.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)) + row.summary
                    + (row.onByDefault ? "" : context.style.dim(" (off by default: --enable \(row.id))")))
            let indent = String(repeating: " ", count: width + 2)
            if let recipe = row.recipe, let pitfall = row.pitfall {
                let others = row.tagged.count - 1
                context.print(indent + context.style.dim("recipes show \(recipe)#\(pitfall)" + (others > 0 ? " (+\(others) more tagged)" : "")))
            } else {
                context.print(indent + context.style.warning("no recipe pitfall is tagged [check: \(row.id)]"))
            }
        }
    }
}
