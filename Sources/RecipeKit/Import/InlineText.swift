import Foundation

/// Helpers for the light-Markdown inline text `MarkdownParser` produces.
enum InlineText {
    /// Splits a leading bold lead-in: `**Region loops.** The delegate…` → ("Region loops.", "The delegate…").
    static func leadIn(_ text: String) -> (title: String, rest: String)? {
        guard text.hasPrefix("**") else { return nil }
        let afterOpen = text.index(text.startIndex, offsetBy: 2)
        guard let close = text.isASCII ? asciiClosingStars(text, from: afterOpen) : closingStars(text, from: afterOpen) else { return nil }
        let title = text[afterOpen..<close].trimmed
        var rest = text[text.index(close, offsetBy: 2)...].trimmed
        // a lead-in written as **Title**: rest, or **Title** — rest
        for separator in [":", "—", "–", "-"] where rest.hasPrefix(separator) {
            rest = rest.dropFirst(separator.count).trimmed
            break
        }
        return title.isEmpty ? nil : (title, rest)
    }

    /// The index of the first `**` after the opening one, scanning Characters.
    private static func closingStars(_ text: String, from start: String.Index) -> String.Index? {
        var i = start
        while i < text.endIndex {
            let next = text.index(after: i)
            if text[i] == "*", next < text.endIndex, text[next] == "*" { return i }
            i = next
        }
        return nil
    }

    /// `closingStars` for ASCII text (where `start` is byte 2), on bytes.
    private static func asciiClosingStars(_ text: String, from start: String.Index) -> String.Index? {
        let utf8 = text.utf8
        let offset = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var i = 2
            while i + 1 < bytes.count {
                if bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "*") { return i }
                i += 1
            }
            return nil
        }
        guard let offset else { return closingStars(text, from: start) }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// A lead-in title without its final punctuation: `Region loops.` → `Region loops`.
    static func trimmedTitle(_ title: String) -> String {
        var t = title.trimmed
        while let last = t.last, ".:;—–-".contains(last) { t.removeLast() }
        return t.trimmed
    }

    /// The contents of the code spans in `text`, in order: "`Map` and `Marker`" → ["Map", "Marker"].
    static func codeSpans(_ text: String) -> [String] {
        if text.isASCII, let spans = asciiCodeSpans(text) { return spans }
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

    /// `codeSpans` for ASCII text, on bytes; nil when the text has no contiguous UTF-8 storage.
    private static func asciiCodeSpans(_ text: String) -> [String]? {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var spans: [String] = []
            var i = 0
            while let open = bytes[i...].firstIndex(of: UInt8(ascii: "`")) {
                guard let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "`")) else { break }
                if close > open + 1 { spans.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close]), as: UTF8.self)) }
                i = close + 1
            }
            return spans
        }
    }

    /// Text with Markdown emphasis and code markers removed.
    static func plain(_ text: String) -> String {
        guard text.hasBytes("`") || text.hasBytes("**") else { return text }
        if text.isASCII, let result = asciiPlain(text) { return result }
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

    /// `plain` for ASCII text, on bytes; nil when the text has no contiguous UTF-8 storage.
    private static func asciiPlain(_ text: String) -> String? {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var previousStar = false
            for byte in bytes {
                if byte == UInt8(ascii: "`") { previousStar = false; continue }
                if byte == UInt8(ascii: "*") { previousStar.toggle(); continue }
                if previousStar { result.append(UInt8(ascii: "*")); previousStar = false }
                result.append(byte)
            }
            if previousStar { result.append(UInt8(ascii: "*")) }
            return String(decoding: result, as: UTF8.self)
        }
    }
}
