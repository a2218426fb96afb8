import Foundation
import RecipeKit

/// `native-available` (only with a target): a catalog recipe for the same wrapped type names a
/// native SwiftUI API that the deployment target already has, that is not deprecated there, and
/// that covers what this wrapper does: the note replaces the wrapper, or covers part of it and the
/// wrapper uses none of the identifiers its `[keep-if: …]` marker lists.
enum NativeAvailableRule: Rule {
    static let rule = CheckRule.nativeAvailable

    static func check(_ context: RuleContext) -> [FindingDraft] {
        let unit = context.unit
        guard let target = context.target, unit.kind.platforms.contains(target.platform), let wrapped = unit.subjectType,
            let declaration = unit.primaryDeclaration
        else { return [] }
        let used = usedIdentifiers(context.tokens)
        let suggestions = context.knowledge.nativeSuggestions(for: wrapped, at: target, uses: used.contains)
        guard !suggestions.isEmpty else { return [] }
        let parts = suggestions.map { describe($0, wrapped: wrapped, target: target) }
        let recipes = Array(Set(suggestions.map(\.recipe))).sorted().map { "`recipes show \($0)`" }.joined(separator: ", ")
        return [
            context.draft(
                rule, line: declaration.line, column: declaration.column,
                "At \(target), \(parts.joined(separator: "; ")) (\(recipes)).", subjectType: wrapped)
        ]
    }

    /// The identifiers the file uses, for `[keep-if: …]`: an argument passed `nil`
    /// (`applicationActivities: nil`) names a feature the code does not use.
    static func usedIdentifiers(_ tokens: [SwiftToken]) -> Set<String> {
        var used = Set<String>()
        for (i, token) in tokens.enumerated() where token.kind == .identifier {
            if i + 2 < tokens.count, tokens[i + 1].is(":"), tokens[i + 2].is("nil") { continue }
            used.insert(token.text)
        }
        return used
    }

    /// What one note says the native API covers and what it leaves to the wrapper.
    static func describe(_ entry: CheckKnowledge.NativeNote, wrapped: String, target: DeploymentTarget) -> String {
        let note = entry.note
        let api = "`\(note.api)`" + (note.since.map { " (\(note.platform.rawValue) \($0)+)" } ?? "")
        switch note.coverage {
        case .replaces:
            return "\(api) replaces this `\(wrapped)` wrapper"
        case .partial:
            let covers = coveredPhrase(note.text).map { "covers \($0)" } ?? "covers what this `\(wrapped)` wrapper does"
            let kept = note.keepWrapperFor.map { "the recipe keeps the wrapper only for \($0)" } ?? "the recipe keeps the wrapper for some uses"
            let markers = note.keepIf.map { "`\($0)`" }.joined(separator: ", ")
            return "\(api) \(covers); \(kept), and this wrapper uses none of \(markers)"
        }
    }

    private static let coversPattern = try! NSRegularExpression(pattern: #"\bcovers\s+([^.;]+)"#, options: [.caseInsensitive])

    /// "pins, camera and selection" from "`Map` … covers pins, camera and selection; keep …", without Markdown backticks.
    static func coveredPhrase(_ text: String) -> String? {
        let ns = text as NSString
        guard let match = coversPattern.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else { return nil }
        let phrase = ns.substring(with: match.range(at: 1)).replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
        return phrase.isEmpty ? nil : phrase
    }
}
