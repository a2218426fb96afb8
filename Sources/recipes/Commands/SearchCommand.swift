import Foundation
import RecipeKit
import RecipeSearch

/// `recipes search QUERY...`: typo-tolerant search over recipes, pitfalls and prefer-native notes.
enum SearchCommand {
    /// The name the command is called by.
    static let name = "search"
    static let definition = CommandDefinition(
        name: name, abstract: "Search recipes and pitfalls by keyword, typos and half-typed words included.",
        usage: "QUERY... [--pitfalls] [--target T] [--needs-wrapper] [--limit N] [--json]",
        discussion: """
            A short query (up to three words that mean something here) needs every word (typos allowed \
            from 5 letters, the last word also as a prefix); when no result has every word, the best \
            partial matches are shown and marked. A longer query, or a sentence of five words or more, is a \
            question: its rarest words decide. \
            "Quoted words" must appear exactly, in order (in a short query). A pitfall that answers the \
            query is shown under its recipe's line. With --target or --needs-wrapper, the recipes they \
            hide from the first page are named with why. Exit status: 0 with hits, 1 with none (or no \
            searchable word), 64 on a usage error.
            """,
        options: [
            OptionSpec(name: "pitfalls", value: nil, help: "Only pitfalls."),
            OptionSpec(name: "limit", value: "N", help: "At most N hits (default 10)."),
            OptionSpec(name: "json", value: nil, help: "Print the hits as JSON (UTF-16 ranges).")
        ] + TargetOption.options
    ) { arguments, context in
        let text = arguments.positionals.joined(separator: " ")
        guard !text.allSatisfy(\.isWhitespace) else {
            throw UsageError(message: "search needs a query, e.g. recipes search cursor jumps")
        }
        var limit = 10
        if let value = arguments.value("limit") {
            guard let n = Int(value), n > 0 else { throw UsageError(message: "--limit takes a positive number, not '\(value)'") }
            limit = n
        }
        let target = try TargetOption.target(arguments)
        let index = try openIndex(arguments, context)
        context.reportDiagnostics(index.diagnostics)
        let query = SearchQuery(
            text: text, target: target, needsWrapper: arguments.flag("needs-wrapper"),
            kinds: arguments.flag("pitfalls") ? [.pitfall] : [], limit: limit)
        let results = index.search(query)
        let longWords = results.unindexedWords.map { word in
            TerminalText.visible(word.count > 24 ? String(word.prefix(24)) + "…" : word, singleLine: true)
        }
        guard results.hasSearchableWords else {
            var message = "no searchable words in the query: a word is made of letters, digits or underscores"
            if !longWords.isEmpty { message += "; words over 64 characters are not indexed (\(longWords.joined(separator: ", ")))" }
            context.printError(message)
            return 1
        }
        for word in longWords { context.printError("note: ignored \(word): words over 64 characters are not indexed") }
        if arguments.flag("json") {
            context.print(try JSONOutput.encode(SearchOutput(results, index: index)))
        } else {
            printHuman(results, index: index, target: target, context: context)
        }
        return results.hits.isEmpty ? 1 : 0
    }

    /// The index for the recipes the arguments name: mapped straight from the cache when no file
    /// changed since it was written, else from the catalog (loaded through its cache), and kept.
    private static func openIndex(_ arguments: ParsedArguments, _ context: CommandContext) throws -> SearchIndex {
        let cache = context.indexCache(arguments)
        let (sources, cached) = try context.recipeSources(arguments, cache: cache)
        if let cached { return cached }
        return SearchIndex(catalog: context.loadCatalog(arguments, sources: sources), cache: cache, sources: sources)
    }

    /// Hits grouped by recipe: the recipe's line, then each of its pitfalls and notes that matched
    /// (one answer, one row: the engine keeps a recipe's first rows together, and its further rows,
    /// after the other recipes', come under its line again).
    private static func printHuman(_ results: SearchResults, index: SearchIndex, target: DeploymentTarget?, context: CommandContext) {
        let style = context.style
        let safe = { (text: String) in TerminalText.visible(text, singleLine: true) }
        var previousRecipe: String?
        for hit in results.hits {
            let about = index.describe(hit)
            let location = style.dim("  " + safe(SourceLocation(path: about.path, line: about.line).description))
            var line = ""
            if about.recipeID != previousRecipe {
                line = style.title(safe(about.recipeID)) + "  " + safe(about.recipeTitle)
                if about.pitfallID == nil, about.nativeAPI == nil, about.delegateSelector == nil { line += location }
            }
            previousRecipe = about.recipeID
            if let pitfallID = about.pitfallID {
                line +=
                    (line.isEmpty ? "" : "\n") + "  " + style.heading("pitfall") + " " + safe(about.pitfallTitle ?? pitfallID)
                    + style.dim("  #\(pitfallID)") + location
            }
            if let selector = about.delegateSelector {
                line +=
                    (line.isEmpty ? "" : "\n") + "  " + style.heading("delegate") + " " + safe(selector)
                    + (about.delegateProtocol.map { style.dim("  " + safe($0)) } ?? "") + location
            }
            if let api = about.nativeAPI {
                line +=
                    (line.isEmpty ? "" : "\n") + "  " + style.heading("native") + " " + safe(api)
                    + (about.nativeSince.map { " (\(about.nativePlatform?.rawValue ?? "") \($0)+)" } ?? "") + location
            }
            context.print(line)
            if !hit.snippet.text.isEmpty {
                context.print("    " + highlighted(hit.snippet, style: style))
            }
        }
        var footer = "\(results.hits.count) hit\(results.hits.count == 1 ? "" : "s")"
        if results.isPartial { footer += "; best partial matches: no result has every word" }
        if let summary = HiddenHit.summary(results.hidden, target: target) {
            footer += "; " + TerminalText.visible(summary, singleLine: true)
        } else if let target, results.hiddenByTarget > 0 {
            footer += "; \(results.hiddenByTarget) matching recipe\(results.hiddenByTarget == 1 ? "" : "s") hidden: not for \(target)"
        }
        context.print(style.dim(footer))
    }

    /// The snippet with its matched spans styled, each piece sanitized separately so ranges stay right.
    private static func highlighted(_ snippet: Snippet, style: Style) -> String {
        let units = snippet.text.utf16
        let count = units.count
        /// The units of `range` as text; a range that cuts a surrogate pair gets U+FFFD for its halves.
        func piece(_ range: Range<Int>) -> String {
            let slice = units[units.index(units.startIndex, offsetBy: range.lowerBound)..<units.index(units.startIndex, offsetBy: range.upperBound)]
            return TerminalText.visible(String(slice) ?? String(decoding: Array(slice), as: UTF16.self), singleLine: true)
        }
        var out = ""
        var cursor = 0
        for range in snippet.utf16Ranges where range.lowerBound >= cursor && range.upperBound <= count {
            out += piece(cursor..<range.lowerBound)
            out += style.match(piece(range))
            cursor = range.upperBound
        }
        out += piece(cursor..<count)
        return out
    }
}

/// `recipes search --json`: hits with UTF-16 `[start, end]` ranges into the snippet and the fields.
struct SearchOutput: Encodable {
    struct Hit: Encodable {
        var kind: String
        var id: String
        var title: String
        var path: String
        var line: Int
        var pitfall: Int?
        var pitfallID: String?
        var preferNative: Int?
        /// For a delegate method's entry (kind `delegateMethod`): its index, selector and protocol.
        var delegateMethod: Int?
        var selector: String?
        var delegateProtocol: String?
        var score: Double
        var snippet: SnippetOutput
        var highlights: [HighlightOutput]
    }

    struct SnippetOutput: Encodable {
        var field: String
        var element: Int
        var text: String
        var ranges: [[Int]]
    }

    struct HighlightOutput: Encodable {
        var field: String
        var element: Int
        var ranges: [[Int]]
    }

    /// A recipe the filters left out of the first page.
    struct Hidden: Encodable {
        var id: String
        /// `otherPlatform`, `needsNewerTarget` or `replaced`.
        var kind: String
        var reason: String
    }

    var partial: Bool
    var hiddenByTarget: Int
    var hidden: [Hidden]
    var hits: [Hit]

    init(_ results: SearchResults, index: SearchIndex) {
        partial = results.isPartial
        hiddenByTarget = results.hiddenByTarget
        hidden = results.hidden.map { hit in
            let kind =
                switch hit.reason {
                case .otherPlatform: "otherPlatform"
                case .needsNewerTarget: "needsNewerTarget"
                case .replaced: "replaced"
                }
            return Hidden(id: hit.recipeID, kind: kind, reason: hit.reasonText)
        }
        hits = results.hits.map { hit in
            let about = index.describe(hit)
            return Hit(
                kind: hit.delegateMethodIndex == nil ? hit.kind.rawValue : "delegateMethod", id: about.recipeID,
                title: about.pitfallTitle ?? about.recipeTitle, path: about.path,
                line: about.line, pitfall: hit.pitfallIndex, pitfallID: about.pitfallID, preferNative: hit.preferNativeIndex,
                delegateMethod: hit.delegateMethodIndex, selector: about.delegateSelector, delegateProtocol: about.delegateProtocol,
                score: (hit.score * 1000).rounded() / 1000,
                snippet: SnippetOutput(
                    field: hit.snippet.field.rawValue, element: hit.snippet.element, text: hit.snippet.text,
                    ranges: hit.snippet.utf16Ranges.map { [$0.lowerBound, $0.upperBound] }),
                highlights: hit.highlights.map {
                    HighlightOutput(field: $0.field.rawValue, element: $0.element, ranges: $0.utf16Ranges.map { [$0.lowerBound, $0.upperBound] })
                })
        }
    }
}
