import Foundation

/// Helpers for the light-Markdown inline text `MarkdownParser` produces.
enum InlineText {
    /// Splits a leading bold lead-in: `**Region loops.** The delegate…` → ("Region loops.", "The delegate…").
    static func leadIn(_ text: String) -> (title: String, rest: String)? {
        guard text.hasPrefix("**") else { return nil }
        let afterOpen = text.index(text.startIndex, offsetBy: 2)
        guard let close = text.range(of: "**", range: afterOpen..<text.endIndex) else { return nil }
        let title = String(text[afterOpen..<close.lowerBound]).trimmingCharacters(in: .whitespaces)
        var rest = String(text[close.upperBound...])
        // a lead-in written as **Title**: rest, or **Title** — rest
        for separator in [":", "—", "–", "-"] where rest.trimmingCharacters(in: .whitespaces).hasPrefix(separator) {
            rest = String(rest.trimmingCharacters(in: .whitespaces).dropFirst(separator.count))
            break
        }
        return title.isEmpty ? nil : (title, rest.trimmingCharacters(in: .whitespaces))
    }

    /// A lead-in title without its final punctuation: `Region loops.` → `Region loops`.
    static func trimmedTitle(_ title: String) -> String {
        var t = title.trimmingCharacters(in: .whitespaces)
        while let last = t.last, ".:;—–-".contains(last) { t.removeLast() }
        return t.trimmingCharacters(in: .whitespaces)
    }

    /// The contents of the code spans in `text`, in order: "`Map` and `Marker`" → ["Map", "Marker"].
    static func codeSpans(_ text: String) -> [String] {
        var spans: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "`") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "`") else { break }
            let span = rest[after..<close]
            if !span.isEmpty { spans.append(String(span)) }
            rest = rest[rest.index(after: close)...]
        }
        return spans
    }

    /// Text with Markdown emphasis and code markers removed.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
    }
}
