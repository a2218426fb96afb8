import Foundation
import RecipeKit

/// The human rendering of one recipe for `recipes show`: header, native alternatives, code,
/// coordinator, pitfalls and notes, styled when the terminal allows it.
struct RecipeText {
    var style: Style
    var target: DeploymentTarget?
    /// Columns to wrap prose to (a terminal's width); nil leaves prose unwrapped, as in a pipe.
    var width: Int? = nil

    private var prose: StyledProse { StyledProse(style: style, width: width) }

    func render(_ recipe: Recipe) -> String {
        var out: [String] = []
        out.append(style.title(clean(recipe.title)))
        if !recipe.summary.isEmpty { out += prose.lines(recipe.summary) }
        out.append(style.dim(header(recipe)))
        out.append("")
        section("Prefer native", into: &out) {
            var lines = recipe.preferNative.flatMap { note -> [String] in
                var version = note.since.map { "\(note.platform.rawValue) \($0)+" } ?? note.platform.rawValue
                if note.coverage == .partial { version += "; partial" }
                if let deprecated = note.deprecated { version += "; deprecated in \(note.platform.rawValue) \(deprecated)" }
                var mark = ""
                if let target { mark = note.isAvailable(at: target) ? style.good(" [available at \(target)]") : style.dim(" [not at \(target)]") }
                return prose.lines(note.text, first: "  \(style.code(clean(note.api))) (\(version))\(mark): ", rest: "    ")
            }
            if let none = recipe.noNativeReplacement { lines += prose.lines(none, first: "  ", rest: "  ") }
            return lines
        }
        for (role, name) in [(CodeBlock.Role.wrapper, "Wrapper"), (.callSite, "Call site"), (.support, "Support")] {
            section(name, into: &out) {
                recipe.codeBlocks.filter { $0.role == role }.flatMap { block in
                    clean(block.code).split(separator: "\n", omittingEmptySubsequences: false).dropLast(block.code.hasSuffix("\n") ? 1 : 0).map {
                        "    " + $0
                    }
                }
            }
        }
        section("Coordinator", into: &out) {
            guard let coordinator = recipe.coordinator else { return [] }
            var lines = [
                "  \(coordinator.typeName): \(coordinator.protocols.joined(separator: ", "))" + (coordinator.isMainActor ? "  @MainActor" : "")
            ]
            lines += recipe.delegateMethods.map { "    " + style.code($0.selector) + ($0.protocol.map { style.dim("  (\($0))") } ?? "") }
            return lines
        }
        section("Pitfalls", into: &out) {
            recipe.pitfalls.enumerated().map { index, pitfall in pitfallLine(pitfall, number: index + 1) }
        }
        section("Notes", into: &out) { recipe.notes.flatMap { prose.lines($0, first: "  - ", rest: "    ") } }
        out.append(style.dim(clean("\(recipe.source.path):\(recipe.source.line)")))
        return out.joined(separator: "\n")
    }

    /// One pitfall as `  1. Title. text  #id`: the bold lead-in styled where the text has it,
    /// wrapped under its number when there is a width.
    func pitfallLine(_ pitfall: Pitfall, number: Int) -> String {
        let rule = pitfall.rule.map { "  [check: \($0)]" } ?? ""
        let first = "  \(number). "
        var lines = prose.lines(pitfall.text, first: first, rest: String(repeating: " ", count: first.count))
        lines[lines.count - 1] += "  " + style.dim("#" + pitfall.id + rule)
        return lines.joined(separator: "\n")
    }

    /// `UIViewRepresentable · MKMapView · SwiftUI, MapKit · iOS 16+`
    func header(_ recipe: Recipe) -> String {
        var parts: [String] = []
        if let wrapper = recipe.wrapper {
            parts.append("\(wrapper.typeName): \(wrapper.protocol.rawValue)")
            if let wrapped = wrapper.wrappedType { parts.append(wrapped) }
        }
        if !recipe.frameworks.isEmpty { parts.append(recipe.frameworks.joined(separator: ", ")) }
        parts.append(recipe.minimumTarget.map { "\($0)+" } ?? recipe.platform.rawValue)
        return clean(parts.joined(separator: " · "))
    }

    private func section(_ name: String, into out: inout [String], lines: () -> [String]) {
        let body = lines()
        guard !body.isEmpty else { return }
        out.append(style.heading(name))
        out += body
        out.append("")
    }

    private func clean(_ text: String) -> String { TerminalText.visible(text) }
}
