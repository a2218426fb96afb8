/// Prefer-native notes a document states in code: a backport that calls the native API under
/// `if #available(iOS 17.0, *)` and falls back to a wrapper in the `else` branch
/// (`content.scrollClipDisabled()` … `else { content.background { ClipDisablerView() } }`) says
/// that from that version the native API does the wrapper's job.
enum AvailabilityFallback {
    /// Calls in the native branch that are layout or plumbing, not the API that replaces the wrapper.
    static let plumbing: Set<String> = [
        "content", "self", "frame", "padding", "background", "overlay", "modifier", "environment", "onAppear", "onDisappear",
        "VStack", "HStack", "ZStack", "Group", "AnyView", "Text", "Image", "Spacer", "EmptyView", "Color"
    ]

    /// The longest branch read, in tokens: a backport's branches are a few lines, and the bound
    /// keeps nested checks in a damaged document linear.
    static let longestBranch = 1024

    /// The notes of the branches in `code` whose `else` branch constructs one of `names`, by name.
    static func notes(in code: SwiftSourceSummary, names: Set<String>) -> [String: [PreferNative]] {
        let tokens = code.tokens
        guard tokens.contains(where: { $0.kind == .directive && $0.text == "#available" }) else { return [:] }
        // The closer of the bracket at `j`, from the reader's table; nil when none closes it.
        func closing(_ j: Int) -> Int? { code.closers[j] >= 0 ? code.closers[j] : nil }
        var found: [String: [PreferNative]] = [:]
        for i in tokens.indices where tokens[i].kind == .directive && tokens[i].text == "#available" {
            guard i > 0, tokens[i - 1].is("if"), i + 1 < tokens.count, tokens[i + 1].is("("), let close = closing(i + 1),
                close + 1 < tokens.count, tokens[close + 1].is("{"),
                let thenEnd = closing(close + 1), thenEnd + 2 < tokens.count, tokens[thenEnd + 1].is("else"), tokens[thenEnd + 2].is("{"),
                let elseEnd = closing(thenEnd + 2), thenEnd - close <= longestBranch, elseEnd - thenEnd <= longestBranch
            else { continue }
            let fallbacks = Set(
                ((thenEnd + 3)..<elseEnd).filter { names.contains(tokens[$0].text) && tokens[$0 + 1].is("(") }.map { tokens[$0].text })
            guard !fallbacks.isEmpty, let api = nativeCall(in: tokens, (close + 2)..<thenEnd) else { continue }
            for (platform, version) in versions(in: tokens, (i + 2)..<close) {
                for name in fallbacks {
                    let text = "From \(platform.rawValue) \(version) the code calls `\(api)` instead of `\(name)`, its fallback for earlier versions."
                    found[name, default: []].append(PreferNative(platform: platform, since: version, api: api, text: text, line: tokens[i].line))
                }
            }
        }
        return found
    }

    /// The first call of the native branch that is not plumbing: a modifier (`.scrollClipDisabled(`)
    /// or a view (`ContentUnavailableView(`).
    private static func nativeCall(in tokens: [SwiftToken], _ range: Range<Int>) -> String? {
        for j in range where j + 1 < range.upperBound && tokens[j].kind == .identifier && !plumbing.contains(tokens[j].text) {
            guard tokens[j + 1].is("(") || tokens[j + 1].is("{") else { continue }
            let isModifier = j > range.lowerBound && tokens[j - 1].is(".")
            let isView = tokens[j].text.first?.isUppercase == true
            if isModifier || isView { return tokens[j].text }
        }
        return nil
    }

    /// The platforms and versions an `#available(…)` list names (`iOS 17.0, macOS 14, *`).
    private static func versions(in tokens: [SwiftToken], _ range: Range<Int>) -> [(Platform, OSVersion)] {
        range.compactMap { j in
            guard j + 1 < range.upperBound, tokens[j].kind == .identifier, let platform = Platform(name: tokens[j].text),
                tokens[j + 1].kind == .number, let version = OSVersion(tokens[j + 1].text)
            else { return nil }
            return (platform, version)
        }
    }
}
