import Foundation
import Testing
@testable import RecipeKit

/// The byte-level fast paths must give exactly what the Character-level (or regex) code gives.
@Suite struct ByteFastPathTests {
    static let samples = [
        "", " ", "  \t\n", "plain", "  padded  ", "\tTab\t", "a\r\nb", " trailing\r\n", "**Bold.** rest",
        "**Bold** — rest", "**unclosed", "**a**", "`code` and `more`", "`", "``", "x*y", "**", "***",
        "héllo", " é ", "e\u{301}", " \u{301}x", "\u{A0}nbsp\u{A0}", "A.B.C", "A..B.", "...", ".", "Foo<Bar>",
        "@preconcurrency UIKit.UITextViewDelegate", ":a::b:", ",x,,y, z ,", "mapViewDidFinish", "MKMapView", "URLSession_task", "_x"
    ]

    @Test func trimmedMatchesCharacterTrimming() {
        for text in Self.samples + Self.samples.map { " " + $0 + "\n" } {
            let expected: String
            if let first = text.firstIndex(where: { !$0.isWhitespace }) {
                expected = String(text[first...text.lastIndex(where: { !$0.isWhitespace })!])
            } else {
                expected = ""
            }
            #expect(text.trimmed == expected, "\(text.debugDescription)")
            #expect(Array(text.utf8).withUnsafeBufferPointer(Trimming.trimmedText) == expected, "\(text.debugDescription)")
        }
    }

    @Test func piecesMatchSplit() {
        for text in Self.samples {
            for separator in [".", " ", ":", ","] as [Unicode.Scalar] {
                #expect(text.lastPiece(separatedBy: separator) == text.split(separator: Character(separator)).last, "\(text.debugDescription)")
                #expect(text.split(onASCII: separator) == text.split(separator: Character(separator)), "\(text.debugDescription)")
                for maxSplits in 0...3 {
                    #expect(text.split(onASCII: separator, maxSplits: maxSplits) == text.split(separator: Character(separator), maxSplits: maxSplits))
                }
            }
        }
    }

    @Test func hasBytesMatchesContains() {
        for text in Self.samples {
            for needle in ["", "*", "**", "`", "é", "rest", "\r\n", "a"] {
                #expect(text.hasBytes(needle) == text.utf8.containsRun(needle.utf8), "\(text.debugDescription) \(needle.debugDescription)")
            }
        }
    }

    @Test(arguments: [
        "iOS 17: `Map`", "iOS 17+: `Map`", "iOS  16.4:\t`X`", "macOS 14.1.2: `Y`", "iOS 1.2.3.4: `Z`", "iOS 17.: `Z`",
        "iOS17: `Z`", "ios 17: `Z`", "visionOS 2:", "iOS 17", "iOS 17 : x", "tvOS 17++: x", "iOS 17.x: y", "watchOS 10:   rest  ",
        "iOS 17: é", "iOS\u{A0}17: `Map`", "iOS 17\u{FF1A} x", "iOS ١٧: x"
    ])
    func versionLeadMatchesPattern(text: String) {
        let regex = try! NSRegularExpression(pattern: #"^(iOS|macOS|tvOS|watchOS|visionOS)\s+(\d+(?:\.\d+){0,2})\+?:\s*"#)
        let ns = text as NSString
        let match = regex.firstMatch(in: text, range: NSRange(location: 0, length: ns.length))
        let lead = VersionLead(text)
        #expect((lead == nil) == (match == nil))
        if let lead, let match {
            #expect(lead.platform == ns.substring(with: match.range(at: 1)))
            #expect(lead.version == ns.substring(with: match.range(at: 2)))
            #expect(lead.rest == ns.substring(from: match.range.upperBound))
        }
    }

    @Test func slugsOfASCIIMatchTheScalarRule() {
        #expect(Slug.make("**The Region Loops.**") == "the-region-loops")
        #expect(Slug.make("  a--b  C9 ", maxWords: 2) == "a-b")
        #expect(Slug.make("One two three", maxWords: 0) == "")
    }

    @Test func camelWordsOfASCIIAndNonASCIINamesAgree() {
        #expect(RepresentableReader.camelWords("mapViewDidFinishLoading") == ["map", "view", "did", "finish", "loading"])
        #expect(RepresentableReader.camelWords("MKMapViewDelegate") == ["mk", "map", "view", "delegate"])
        #expect(RepresentableReader.camelWords("URL_session") == ["url", "session"])
        #expect(RepresentableReader.camelWords("ÉcranView") == ["écran", "view"])
    }
}

private extension String.UTF8View {
    /// True when `needle` occurs as a contiguous run of bytes (always for an empty one).
    func containsRun(_ needle: String.UTF8View) -> Bool {
        let haystack = Array(self), pattern = Array(needle)
        guard pattern.count <= haystack.count else { return false }
        return (0...(haystack.count - pattern.count)).contains { Array(haystack[$0..<($0 + pattern.count)]) == pattern }
    }
}

extension ByteFastPathTests {
    @Test(arguments: ["17", "16.4", "10.15.2", "0017", "1.2.3.4", "12345", "", ".", "1.", ".1", "1..2", "١٧", "17a", "1.2.3"])
    func asciiVersionsMatchTheCharacterRule(text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let valid = (1...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCIIDigit) }
        #expect((OSVersion(text) != nil) == valid)
        if valid {
            #expect(
                OSVersion(text)?.description
                    == OSVersion(parts.map { Int($0)! }[0], parts.count > 1 ? Int(parts[1])! : 0, parts.count > 2 ? Int(parts[2])! : 0).description)
        }
    }

    @Test func deploymentTargetsParseAsBefore() {
        #expect(DeploymentTarget(parsing: " iOS 16.4 ")?.description == "iOS 16.4")
        #expect(DeploymentTarget(parsing: "macos-14")?.description == "macOS 14")
        #expect(DeploymentTarget(parsing: "visionos2")?.description == "visionOS 2")
        #expect(DeploymentTarget(parsing: "iOS") == nil)
        #expect(DeploymentTarget(parsing: "iOS ١٧") == nil)
    }
}

extension ByteFastPathTests {
    @Test(arguments: ["map-view.md", "Map_View2.TXT", "a.b.md", ".md", "md.", "noext", "spaced name.md", "é.md", "x.markdown", "a..md", "README.md"])
    func plainFileNamesSplitLikeFoundation(name: String) {
        guard let plain = PlainFileName(name[...]) else {
            // Not plain: more or fewer than one inner dot, or a byte outside [A-Za-z0-9_-].
            let dots = name.filter { $0 == "." }.count
            let odd = name.contains { !($0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0))) }
            #expect(dots != 1 || name.hasPrefix(".") || name.hasSuffix(".") || odd, "\(name) is plain but was refused")
            return
        }
        #expect(plain.stem == URL(fileURLWithPath: "/tmp/" + name).deletingPathExtension().lastPathComponent)
        #expect(PlainFileName(lastComponentOf: "some/dir/" + name)?.stem == plain.stem)
    }
}

extension ByteFastPathTests {
    @Test func trailingMarkersSplitInAnyOrder() {
        let both = TrailingMarkers("**Loops.** Text. [source: https://example.com/a] [check: region-loop]")
        #expect(both.text == "**Loops.** Text.")
        #expect(both.values == ["check": "region-loop", "source": "https://example.com/a"])
        let reversed = TrailingMarkers("Text [check:rule2] [source: https://x.org/b]  ")
        #expect(reversed.text == "Text")
        #expect(reversed.values == ["check": "rule2", "source": "https://x.org/b"])
        #expect(TrailingMarkers("Text [check: règle]").values == ["check": "règle"])
        #expect(TrailingMarkers("Text [check: ]").values.isEmpty)
        #expect(TrailingMarkers("Text without a marker]").text == "Text without a marker]")
        #expect(TrailingMarkers("Text [see: other]").values.isEmpty)
        #expect(TrailingMarkers("Text [see: other]").text == "Text [see: other]")
    }
}

extension ByteFastPathTests {
    /// ASCII text is read on bytes, other text on Characters: the same text with `e` spelled `é`
    /// (a letter either way; every sample holds one) must read the same, letter for letter.
    @Test func inlineTextReadsAlikeOnBytesAndOnCharacters() {
        let texts = [
            "**Bold.** rest", "*emphasis* and **strong** `code`", "`` e ` b ``", "` spaced `", "**unclosed `e`", "a * b * e",
            "***be***", "see [the text](https://example.com/e) here", "[not a link] (e)", "line\nbreak `e\ne`", "``` e``",
            "**e**e*e*", "* e *", "[e](no spaces allowed)", "`never closed", "e**", "**e\u{A0}**"
        ]
        let accented = { (text: String) in text.replacingOccurrences(of: "e", with: "é") }
        for text in texts {
            let expected = InlineText.runs(text).map {
                InlineRun(accented($0.text), isCode: $0.isCode, isStrong: $0.isStrong, isEmphasis: $0.isEmphasis)
            }
            #expect(InlineText.runs(accented(text)) == expected, "\(text.debugDescription)")
        }
    }

    @Test func trailingMarkersReadAlikeOnBytesAndOnCharacters() {
        let texts = [
            "**Loops.** Text. [source: https://example.com/a] [check: region-loop]", "Text [check:rule2] [source: https://x.org/b]  ",
            "Text [check: ]", "Text without a marker]", "Text [see: other]", "  Text [keep-if: a, b]  [check: x-y] ", "[check: a]",
            "Text [check: [nested]]", "Text [check a]", "Text [keep-if: a] tail", "\tTab [source: https://a.org]\n"
        ]
        // `a` is in no key, so the accented text holds the same markers.
        let accented = { (text: String) in text.replacingOccurrences(of: "a", with: "á") }
        for text in texts.map({ "a " + $0 }) {
            let ascii = TrailingMarkers(text), other = TrailingMarkers(accented(text))
            #expect(other.text == accented(ascii.text), "\(text.debugDescription)")
            #expect(other.values == ascii.values.mapValues(accented), "\(text.debugDescription)")
        }
    }
}
