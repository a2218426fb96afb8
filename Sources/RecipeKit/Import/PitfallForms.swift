import Foundation

/// The shapes in which documents state pitfalls, in the languages seen so far (English, Chinese,
/// Japanese, Korean): pitfall-like headings and lead-in paragraphs, rules lists (notes, not
/// pitfalls), warning callouts, problem/fix tables and prohibitions.
enum PitfallForms {
    /// What a heading or a lead-in paragraph says about the lists under it.
    enum Role { case pitfalls, notes, callSite, preferNative }

    private static let rulesPattern = try! NSRegularExpression(
        pattern:
            #"\b(key rules|rules?|best practices|guidelines|principles|checklist|dos and don['’]?ts|quality bar)\b|规则|原则|규칙|원칙|ルール|原則"#,
        options: [.caseInsensitive])
    private static let pitfallPattern = try! NSRegularExpression(
        pattern:
            #"\b(gotchas?|pitfalls?|caveats?|warnings?|known (bugs|issues)|common (mistakes|issues|problems|errors)|mistakes|anti-?patterns?|red flags?|traps?|limitations?|troubleshooting|issues|problems|misconceptions?|things to (watch|keep in mind|know)|be careful|beware)\b|注意|坑|陷阱|误区|常见问题|踩坑|注意点|落とし穴|ハマりどころ|罠|주의|함정|오해|실수|염두|유의|문제점"#,
        options: [.caseInsensitive])
    private static let nativePattern = try! NSRegularExpression(
        pattern:
            #"\b(alternatives?|prefer native|native (apis?|swiftui|alternatives?)|replacements?|when to (use|drop) (the )?(native|wrapper)|instead of (a |the )?wrapper)\b|替代|대안|代替"#,
        options: [.caseInsensitive])
    private static let callSitePattern = try! NSRegularExpression(
        pattern:
            #"^(call site|usage|example usage|example|how to use|using it|use it)\b|^(使用|用法|使い方|사용법|사용 예|사용하기)"#, options: [.caseInsensitive])

    /// "Notes", "Notes on sizing", "Migration note": the word names the section only at an end of
    /// the heading ("A note field" is a recipe about notes).
    private static let notesPattern = try! NSRegularExpression(pattern: #"^notes\b|\bnotes?\W*$"#, options: [.caseInsensitive])
    /// A lead-in ending in a colon names the notes that follow wherever it says so ("A few notes on using it:").
    private static let noteWord = try! NSRegularExpression(pattern: #"\bnotes?\b"#, options: [.caseInsensitive])

    /// The role a heading gives the content under it, nil when it gives none.
    static func role(ofHeading text: String) -> Role? {
        let plain = InlineText.plain(text).trimmed
        if rulesPattern.matches(inWhole: plain) { return .notes }
        if pitfallPattern.matches(inWhole: plain) || notesPattern.matches(inWhole: plain) { return .pitfalls }
        if nativePattern.matches(inWhole: plain) { return .preferNative }
        if callSitePattern.matches(inWhole: ThirdPartyExtractor.cleanTitle(plain)) { return .callSite }
        return nil
    }

    /// True when a heading names pitfalls themselves ("Common mistakes", "Gotchas", "注意点"), not
    /// only notes, which may be any remark.
    static func namesPitfalls(heading text: String) -> Bool {
        pitfallPattern.matches(inWhole: InlineText.plain(text).trimmed)
    }

    /// A lead-in that gives the causes of a failure: what follows is what went wrong ("The previous
    /// approaches didn't work because:", "It failed for two reasons:", "之所以失败，是因为：").
    private static let failureCauses = try! NSRegularExpression(
        pattern:
            #"\b(did(n['’]?t| not)|does(n['’]?t| not)|wo(n['’]?t|uld(n['’]?t| not))|fail(s|ed)?( to)?|broke|went wrong)\b[^:：]*\b(because|reasons?)\b|失败的原因|之所以|不起作用的原因|うまくいかなかった(理由|原因)|실패한 (이유|원인)"#,
        options: [.caseInsensitive])

    /// The role a short paragraph ending in `:` gives the list after it ("Pitfalls:", "If we don't
    /// follow these rules, there are a few issues we might see:", "It didn't work because:"), nil
    /// for other paragraphs.
    static func role(ofLeadIn text: String) -> Role? {
        let plain = InlineText.plain(text).trimmed
        guard (plain.hasSuffix(":") && !plain.hasSuffix("::")) || plain.hasSuffix("：") else { return nil }
        if plain.count <= 40, let role = role(ofHeading: String(plain.dropLast())) { return role }
        guard plain.count <= 200 else { return nil }
        if failureCauses.matches(inWhole: plain) { return .pitfalls }
        let namesPitfalls = pitfallPattern.matches(inWhole: plain) || noteWord.matches(inWhole: plain)
        if rulesPattern.matches(inWhole: plain) && !namesPitfalls { return .notes }
        if namesPitfalls { return .pitfalls }
        return nil
    }

    private static let labelledStatement = try! NSRegularExpression(
        pattern:
            #"^\s*(known (bugs?|issues?|problems?|limitations?)|warning|caution|gotcha|pitfall|bug|issue|limitation)\s*[:：—–-]\s*(\S+(\s+\S+){3,})"#,
        options: [.caseInsensitive])

    /// The statement of a heading that labels one ("Known issue: video will not connect in the app
    /// view", "Warning: the picker crashes on iPad"): the heading is the pitfall; nil for other
    /// headings (the statement needs four words).
    static func labelledStatement(ofHeading text: String) -> String? {
        guard let (match, ns) = labelledStatement.firstMatch(inWhole: InlineText.plain(text).trimmed) else { return nil }
        return ns.substring(with: match.range(at: 3))
    }

    private static let warningLead = try! NSRegularExpression(
        pattern:
            #"^\s*(\[!(warning|important|caution)\]|(!!!|\?\?\?|:::)\s*(warning|danger|caution|important|attention)\b|⚠️?|🚨|🚩|❌|🚫|⛔|❗|‼️|(\*\*)?(warning|important|caution|danger|pitfall|gotcha|注意|警告|重要|주의|경고|흔한 오해)\b)"#,
        options: [.caseInsensitive])
    private static let noteLead = try! NSRegularExpression(pattern: #"^\s*\[!(note|tip)\]"#, options: [.caseInsensitive])

    /// True when a callout's text opens as a warning (`> Warning:`, `> **Important:**`, `> [!CAUTION]`, `> ⚠️`).
    static func isWarningCallout(_ text: String) -> Bool {
        warningLead.matches(inWhole: text) && !noteLead.matches(inWhole: text)
    }

    /// A callout's text without its marker: `[!WARNING]`, `!!! warning`, `:::warning … :::`.
    static func calloutText(_ text: String) -> String {
        var result = text
        if let range = result.range(of: #"^\s*(\[![A-Za-z]+\]|(!!!|\?\?\?|:::)\s*[A-Za-z]+)\s*"#, options: .regularExpression) {
            result = String(result[range.upperBound...])
        }
        if let range = result.range(of: #"\s*:::\s*$"#, options: .regularExpression) { result.removeSubrange(range) }
        return result
    }

    private static let prohibition = try! NSRegularExpression(
        pattern:
            #"^([^.:!?]{1,40}:\s*)?(keep in mind|beware|be careful|watch out|never|don['’]?t|do not|avoid|must not|make sure not)\b|^(to|in order to) (avoid|prevent)\b[^.]*\b(crash\w*|hang\w*|freez\w*|leak\w*|exceptions?|errors?)\b|\b(must not|should not|never set|don['’]?t set)\b|[,;—–]\s*(never|don['’]?t|do not)\b|안\s?됨|하면 안|안 된다|不要|不能|禁止|してはいけない|しないで"#,
        options: [.caseInsensitive])

    /// True when a sentence is a prohibition or a warning ("Never push view controllers…",
    /// "Keep in mind that…", "To avoid a crash when…", "Set it in make, never in update", "…owned
    /// by the context — don't construct it inline",
    /// "…직접 지정하면 안됨"): a pitfall even outside a pitfall section.
    static func isProhibition(_ text: String) -> Bool {
        prohibition.matches(inWhole: InlineText.plain(text).trimmed)
    }

    private static let errorMessage = try! NSRegularExpression(
        pattern:
            #"\b(exception|error|reason:|must contain|terminating|fatal|crash(ed)?|failed|not available|unrecognized selector|unable to|cannot|can't|warning:)"#,
        options: [.caseInsensitive])
    private static let errorLead = try! NSRegularExpression(
        pattern: #"\b(errors?|crash(es)?|exceptions?|warnings?|messages?|logs?|says?)\b[^.]*[:：]\s*$"#, options: [.caseInsensitive])

    /// The message of a paragraph that is nothing but a quoted runtime error (`` `'NSInvalidArgumentException',
    /// reason: 'Source type 1 not available'` ``), told by its words or by the paragraph before it
    /// (`previous`: "…and get another error:"); nil for other paragraphs. A tutorial shows what
    /// went wrong this way, and explains it in the paragraph after.
    static func quotedError(_ text: String, after previous: String?) -> String? {
        let trimmed = text.trimmed
        let spans = InlineText.codeSpans(trimmed)
        guard spans.count == 1, let message = spans.first?.trimmed, trimmed.hasPrefix("`"), trimmed.hasSuffix("`"),
            message.count >= 20, message.contains(" ")
        else { return nil }
        let led = previous.map { errorLead.matches(inWhole: InlineText.plain($0).trimmed) } ?? false
        return led || errorMessage.matches(inWhole: message) ? message : nil
    }

    private static let summaryTag = try! NSRegularExpression(
        pattern: #"<summary>(.*?)</summary>"#, options: [.caseInsensitive, .dotMatchesLineSeparators])
    private static let symptom = try! NSRegularExpression(
        pattern:
            #"\b(is|are|does|do|did|was|were|has|have|can|will|would)(n['’]t| not)\b|\bwon['’]t\b|\b(crash(es|ing)?|fails?|failing|errors?|blank|freezes|hangs|leaks|broken|missing|never)\b"#,
        options: [.caseInsensitive])
    private static let addressesReader = try! NSRegularExpression(pattern: #"\b(you|you['’]re|your)\b"#, options: [.caseInsensitive])

    /// The symptom a collapsible troubleshooting entry names in its `<summary>` ("If delegate
    /// methods aren't being called", "The preview is blank"): nil for hints, solutions, screenshots
    /// and summaries that speak to the reader ("If you're not sure how to start").
    static func symptomSummary(_ html: String) -> String? {
        guard let (match, ns) = summaryTag.firstMatch(inWhole: html) else { return nil }
        let summary = InlineText.plain(htmlText(ns.substring(with: match.range(at: 1))))
        guard !summary.isEmpty, summary.count <= 160, symptom.matches(inWhole: summary), !addressesReader.matches(inWhole: summary) else {
            return nil
        }
        return summary
    }

    private static let questionLead = try! NSRegularExpression(
        pattern: #"^\s*(q|question)\s*[:：]\s*(.+?)\s*(\(by [^)]*\))?\s*$"#, options: [.caseInsensitive, .dotMatchesLineSeparators])
    private static let howTo = try! NSRegularExpression(
        pattern: #"^(how|what|which|where|is there|can i|is it possible)\b"#, options: [.caseInsensitive])
    private static let negation = try! NSRegularExpression(pattern: #"\bnot\b"#, options: [.caseInsensitive])

    /// The problem a Q&A document's question states ("Q: EKEventEditViewController fields not
    /// editable (by someone)", "Question: Why does the map crash…"), without its label and asker:
    /// the question is the pitfall, the answer after it its text. Nil for how-to questions ("Q: How
    /// to scroll a List programmatically?") and other paragraphs.
    static func statedProblem(ofQuestion text: String) -> String? {
        guard let (match, ns) = questionLead.firstMatch(inWhole: InlineText.plain(text).trimmed) else { return nil }
        let question = ns.substring(with: match.range(at: 2))
        guard question.count <= 160, !howTo.matches(inWhole: question), symptom.matches(inWhole: question) || negation.matches(inWhole: question)
        else { return nil }
        return question
    }

    /// The text of an HTML fragment: each tag read as a space, runs of spaces as one, trimmed.
    static func htmlText<S: StringProtocol>(_ html: S) -> String {
        html.replacingOccurrences(of: #"<[^>]+>"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression).trimmed
    }

    private static let failure = try! NSRegularExpression(
        pattern:
            #"\b(without (it|this|that|them)|otherwise|or else|if not)\b[^.;]*\b(crash(es)?|fails?|breaks?|won['’]?t|will not|hangs?|freezes?)\b|\b(will|would|then) (crash|hang|freeze|leak)\b|\b(resets|is reset|gets reset|is lost|are lost|gets lost|jumps to|(won['’]?t|will not) (scroll|update|resize|appear|show|work|fire|be called))\b|\b(fails|failed) because\b|\b(can['’]?t|cannot)\b[^.;]{0,40}\bany ?more\b|\bno longer (works?|scrolls?|updates?|responds?|fires?|appears?|shows?)\b|\b(still|is|are) broken\b|\bbehaves? (weirdly|strangely|oddly|erratically|unexpectedly)\b|\b(falls?|gets?|goes|go) out of sync\b|\bstops? (working|responding|updating|scrolling)\b|\b(does|do)(n['’]t| not) (change|update) when\b|\b(is|are) not guaranteed\b|\b(can['’]?t|cannot) (show|display|render|see)\b|\b(can['’]?t|cannot) be used (as|for|with|in)\b|\b(shows?|showing|displays?|renders?) (only )?(a |an )?blank\b|\b(conflicts?|conflicting|clash(es)?|clashing) with\b|(冲突|衝突|競合)|(沒|没)(辦|办)法(看到|顯示|显示)|無法(看到|顯示)|无法(看到|显示)|表示されない|표시되지 않|\bthere is no guarantee\b|无法保证|不能保证|保証されない|보장되지 않|会崩溃|闪退|クラッシュする|크래시|失败，因为|时[，,][^。]*不会(改变|更新)|실패한다|(도|때) [^.]*(변경|업데이트)되지 않는다|(하지만|그런데|그러나) [^.]*때[^.]*(없습니다|없다|않습니다|않는다|안 됩니다)|문제가 (발생|생기|생긴)|問題が(発生|起き)|(出现|发生|會出現|会出现)问题"#,
        options: [.caseInsensitive])

    private static let stepLabel = try! NSRegularExpression(
        pattern: #"^\s*\*\*(step|단계|步骤|ステップ)\s*\d+\*\*\s*(<br\s*/?>)?\s*"#, options: [.caseInsensitive])

    /// `text` without a leading step label (`**Step 4** <br>`), which is no title for what it says.
    static func withoutStepLabel(_ text: String) -> String {
        guard let (match, ns) = stepLabel.firstMatch(inWhole: text) else { return text }
        return ns.substring(from: match.range.upperBound)
    }

    /// True when a sentence states what goes wrong ("Without it, the app will crash", "If not, the
    /// sheet will not dim", "…resets the insertion point", "…so it won't scroll", "…will not
    /// update", "The preview fails because…", "the value doesn't change when you swipe", "we can't
    /// drag the map anymore", "the cursor behaves weirdly", "the view will fall out of sync", "…is
    /// not guaranteed to be on screen", "the preview can't show the page", "it only shows a blank
    /// page", "structs can't be used as delegates", "the swipe conflicts with page navigation", in
    /// Chinese, Japanese and Korean too, "하지만 이렇게 했을 때 … 제목이 없습니다", "but when we do
    /// this, there is no title", "Layout에서 문제가 발생한다" and its Japanese and Chinese forms, "a
    /// problem occurs in the layout"): a rule, a callout or a paragraph that says so is a pitfall.
    static func statesFailure(_ text: String) -> Bool {
        failure.matches(inWhole: InlineText.plain(text))
    }

    private static let problemColumn = try! NSRegularExpression(
        pattern:
            #"\b(problem|issue|symptom|pitfall|mistake|gotcha|bug|trap|wrong|don['’]?t|anti-?pattern|error)s?\b|问题|症状|错误|問題|症状|문제|증상|실수"#,
        options: [.caseInsensitive])
    private static let fixColumn = try! NSRegularExpression(
        pattern:
            #"\b(fix|solution|instead|correct|workaround|remedy|do|cause|why|resolution)(es)?\b|解决|解決|해결|대신|원인"#, options: [.caseInsensitive])

    /// The column of a table's header that names the problem, when the table has a problem/fix shape.
    static func problemColumn(ofHeader header: [String]) -> Int? {
        guard header.count >= 2, let problem = header.firstIndex(where: { problemColumn.matches(inWhole: InlineText.plain($0)) }) else { return nil }
        return header.indices.contains { $0 != problem && fixColumn.matches(inWhole: InlineText.plain(header[$0])) } ? problem : nil
    }
}
