import Foundation

/// Helpers for the light-Markdown inline text `MarkdownParser` produces.
enum InlineText {
    /// Splits a leading bold lead-in: `**Region loops.** The delegate…` → ("Region loops.", "The delegate…").
    static func leadIn(_ text: String) -> (title: String, rest: String)? {
        guard text.hasPrefix("**") else { return nil }
        let afterOpen = text.index(text.startIndex, offsetBy: 2)
        var close: String.Index?
        var i = afterOpen
        while i < text.endIndex {
            let next = text.index(after: i)
            if text[i] == "*", next < text.endIndex, text[next] == "*" { close = i; break }
            i = next
        }
        guard let close else { return nil }
        let title = text[afterOpen..<close].trimmed
        var rest = text[text.index(close, offsetBy: 2)...].trimmed
        // a lead-in written as **Title**: rest, or **Title** — rest
        for separator in [":", "—", "–", "-"] where rest.hasPrefix(separator) {
            rest = rest.dropFirst(separator.count).trimmed
            break
        }
        return title.isEmpty ? nil : (title, rest)
    }

    /// A lead-in title without its final punctuation: `Region loops.` → `Region loops`.
    static func trimmedTitle(_ title: String) -> String {
        var t = title.trimmed
        while let last = t.last, ".:;—–-".contains(last) { t.removeLast() }
        return t.trimmed
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
        guard text.hasBytes("`") || text.hasBytes("**") else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previousStar = false
        for character in text {
            if character == "`" { previousStar = false; continue }
            if character == "*" {
                if previousStar { previousStar = false } else { previousStar = true }
                continue
            }
            if previousStar { result.append("*"); previousStar = false }
            result.append(character)
        }
        if previousStar { result.append("*") }
        return result
    }
}
