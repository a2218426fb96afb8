import Foundation
import RecipeKit

/// The human rendering of one recipe for `recipes show`: header, native alternatives, code,
/// coordinator, pitfalls and notes, styled when the terminal allows it.
struct RecipeText {
    var style: Style
    var target: DeploymentTarget?

    func render(_ recipe: Recipe) -> String {
        var out: [String] = []
        out.append(style.title(clean(recipe.title)))
        if !recipe.summary.isEmpty { out.append(clean(InlineMarkdown.strip(recipe.summary))) }
        out.append(style.dim(header(recipe)))
        out.append("")
        section("Prefer native", into: &out) {
            var lines = recipe.preferNative.map { note -> String in
                let version = note.since.map { "\(note.platform.rawValue) \($0)+" } ?? note.platform.rawValue
                var mark = ""
                if let target { mark = note.isAvailable(at: target) ? style.good(" [available at \(target)]") : style.dim(" [not at \(target)]") }
                return "  \(style.code(clean(note.api))) (\(version))\(mark): \(clean(InlineMarkdown.strip(note.text)))"
            }
            if let none = recipe.noNativeReplacement { lines.append("  " + clean(InlineMarkdown.strip(none))) }
            return lines
        }
        for (role, name) in [(CodeBlock.Role.wrapper, "Wrapper"), (.callSite, "Call site"), (.support, "Support")] {
            section(name, into: &out) {
                recipe.codeBlocks.filter { $0.role == role }.flatMap { block in
                    clean(block.code).split(separator: "\n", omittingEmptySubsequences: false).dropLast(block.code.hasSuffix("\n") ? 1 : 0).map { "    " + $0 }
                }
            }
        }
        section("Coordinator", into: &out) {
            guard let coordinator = recipe.coordinator else { return [] }
            var lines = ["  \(coordinator.typeName): \(coordinator.protocols.joined(separator: ", "))" + (coordinator.isMainActor ? "  @MainActor" : "")]
            lines += recipe.delegateMethods.map { "    " + style.code($0.selector) + ($0.protocol.map { style.dim("  (\($0))") } ?? "") }
            return lines
        }
        section("Pitfalls", into: &out) {
            recipe.pitfalls.enumerated().map { index, pitfall in pitfallLine(pitfall, number: index + 1) }
        }
        section("Notes", into: &out) { recipe.notes.map { "  - " + clean(InlineMarkdown.strip($0)) } }
        out.append(style.dim("\(recipe.source.path):\(recipe.source.line)"))
        return out.joined(separator: "\n")
    }

    /// One pitfall as `  1. Title. text  [#id]`.
    func pitfallLine(_ pitfall: Pitfall, number: Int) -> String {
        var text = clean(InlineMarkdown.strip(pitfall.text))
        if let title = pitfall.title, text.hasPrefix(title) {
            text = style.title(String(text.prefix(title.count + (text.dropFirst(title.count).first == "." ? 1 : 0)))) + String(text.dropFirst(title.count + (text.dropFirst(title.count).first == "." ? 1 : 0)))
        }
        let rule = pitfall.rule.map { style.dim("  [check: \($0)]") } ?? ""
        return "  \(number). \(text)  \(style.dim("#" + pitfall.id))\(rule)"
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

/// Light Markdown inline syntax removed for plain-text output.
enum InlineMarkdown {
    static func strip(_ text: String) -> String {
        text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
    }
}
