import Foundation
import RecipeCheck
import RecipeKit

/// `recipes check PATH...`: finds the catalogued pitfalls in a project's own representables.
enum CheckCommand {
    static let definition = CommandDefinition(
        name: "check", abstract: "Find catalogued pitfalls in your own representable code.",
        usage: "[PATH...] [--target T] [--json | --format sarif] [--rule ID]... [--disable ID]... [--list-rules]",
        discussion: """
        Reads .swift files and folders (default: the current folder), skipping hidden folders, .build, \
        DerivedData, Pods and Carthage, and reports each finding as `path:line:column: warning: message [rule]` \
        with the recipe pitfall that explains it (`recipes show ID#PITFALL`). native-available runs only with \
        --target. Silence a finding with `// recipes:disable RULE` on its line or on the type's declaration line. \
        Exit status: 0 clean, 1 findings, 64 usage error.
        """,
        options: [
            OptionSpec(name: "target", value: "T", help: "Deployment target (ios16, \"iOS 17\", macos14); enables native-available."),
            OptionSpec(name: "json", value: nil, help: "Print findings as JSON (rule, recipe, pitfall, path, line, column, message)."),
            OptionSpec(name: "format", value: "FORMAT", help: "text (default), json or sarif (SARIF 2.1.0)."),
            OptionSpec(name: "rule", value: "ID", help: "Run only this rule; repeatable.", repeatable: true),
            OptionSpec(name: "disable", value: "ID", help: "Do not run this rule; repeatable.", repeatable: true),
            OptionSpec(name: "list-rules", value: nil, help: "List the rules and the recipe pitfalls they link to."),
        ]
    ) { arguments, context in
        let format = try outputFormat(arguments)
        let only = try ruleIDs(arguments.all("rule"), option: "--rule")
        let disabled = try ruleIDs(arguments.all("disable"), option: "--disable")
        let target = try TargetOption.target(arguments)
        if only.contains(.nativeAvailable), target == nil {
            throw UsageError(message: "native-available needs --target, e.g. --target ios17")
        }
        let catalog = try context.loadCatalog(arguments)
        context.reportDiagnostics(catalog)
        let knowledge = CheckKnowledge(catalog: catalog)
        if arguments.flag("list-rules") {
            guard arguments.positionals.isEmpty else { throw UsageError(message: "--list-rules takes no paths") }
            try listRules(knowledge: knowledge, format: format, context: context)
            return 0
        }
        var rules = Set(only.isEmpty ? CheckRule.allCases : only).subtracting(disabled)
        if target == nil { rules.remove(.nativeAvailable) }
        let checker = Checker(knowledge: knowledge, rules: rules, target: target)
        let report: CheckReport
        do {
            report = try checker.check(paths: arguments.positionals.isEmpty ? ["."] : arguments.positionals)
        } catch let error as SwiftFileCollector.MissingPath {
            throw UsageError(message: error.description)
        }
        for warning in report.warnings {
            context.printError(context.style.warning("recipes: warning: ") + TerminalText.visible(warning, singleLine: true))
        }
        switch format {
        case .json:
            context.print(try JSONOutput.encode(CheckJSON(report: report)))
        case .sarif:
            let log = SARIFLog(report: report, rules: CheckRule.allCases.filter(rules.contains), knowledge: knowledge, toolVersion: RecipesCLI.version)
            context.print(try JSONOutput.encode(log))
        case .text:
            printText(report, context: context)
        }
        return report.findings.isEmpty ? 0 : 1
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

    private static func printText(_ report: CheckReport, context: CommandContext) {
        let style = context.style
        for finding in report.findings {
            let location = "\(TerminalText.visible(finding.path, singleLine: true)):\(finding.line):\(finding.column):"
            let see = finding.link.map { " (recipes show \($0.reference))" } ?? ""
            context.print("\(style.title(location)) \(style.warning("warning:")) \(TerminalText.visible(finding.message, singleLine: true))"
                          + style.dim("\(see) [\(finding.rule.id)]"))
        }
        let scope = "\(report.filesChecked) file\(report.filesChecked == 1 ? "" : "s") checked, \(report.representables) representable\(report.representables == 1 ? "" : "s")"
        if report.findings.isEmpty {
            context.print(style.good("No findings") + style.dim(" (\(scope))."))
        } else {
            let count = report.findings.count, files = report.filesWithFindings
            context.print("\(count) finding\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")" + style.dim(" (\(scope))."))
        }
    }

    private static func listRules(knowledge: CheckKnowledge, format: Format, context: CommandContext) throws {
        struct Row: Encodable {
            var id, summary: String
            var needsTarget: Bool
            var recipe, pitfall: String?
            var tagged: [String]
        }
        let rows = CheckRule.allCases.map { rule in
            let link = knowledge.defaultLink(for: rule)
            return Row(id: rule.id, summary: rule.summary, needsTarget: rule.needsTarget, recipe: link?.recipe, pitfall: link?.pitfall,
                       tagged: knowledge.pitfalls(taggedWith: rule).map(\.reference))
        }
        if format != .text {
            context.print(try JSONOutput.encode(rows))
            return
        }
        let width = rows.map(\.id.count).max() ?? 0
        for row in rows {
            context.print(context.style.title(row.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)) + row.summary)
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
