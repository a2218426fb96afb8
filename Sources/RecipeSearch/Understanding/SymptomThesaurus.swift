/// The words people use for a symptom, beside the words the recipes use for it. Reviewed by hand
/// against real issue titles (the dev halves of `Bench/queries.tsv` and `Bench/fresh-queries.tsv`):
/// each line is one group of interchangeable words, and a query word of a group also matches the
/// group's other words (any form of their stem), at `weight` of a literal match so that the
/// asker's own word still ranks first.
///
/// Kept as data: one group per line, words separated by spaces, `#` starts a comment. A word
/// belongs to at most one group.
enum SymptomThesaurus {
    static let weight: Float = 0.5

    static let text = """
        # loops and repeated calls
        loop loops infinite endless repeatedly recursion recursive
        # going away
        dismiss dismissal dismissing close closes closing cancel exit exits leave leaves leaving
        # nothing on screen
        blank white empty nothing
        # the app dies
        crash crashes crashing exception trap terminate terminates terminating killed panic abort sigabrt error errors
        # sizes
        height size sizing intrinsic resize resizes resizing hug
        # memory that is never given back
        leak leaks leaking retain retained dealloc deallocated deinit freed
        # things that move on their own
        jump jumps jumping snaps
        # redrawing over and over
        flicker flickers flickering blink blinks blinking jitter jittering
        # going on when it should stop
        keep keeps keeping continue continues continuing continued
        # what is heard
        audio sound sounds
        # spelling
        color colour colors colours
        # cleaning up
        cleanup teardown dismantle
        # the system says no
        permission permissions authorization denied access
        # turning the device
        rotation orientation landscape sideways rotate rotating
        # the interface stops
        freeze freezes freezing hang hangs unresponsive stall stalls
        # callbacks
        called fire fires fired invoked triggered
        # coming back
        restore restores restoration restoring remember remembers remembered remembering save saves saved saving persist persists persisted persisting
        # zooming
        zoom zoomable zooming pinch pinchable pinching
        # out of date
        stale outdated
        # typing through an input method (Chinese, Japanese, Korean keyboards)
        composition composing composed marked ime pinyin kana chinese japanese korean cjk
        # scripts in a web view
        js javascript
        # the ring/silent switch
        silent ringer
        # App Review's name for an Info.plist usage description
        purpose usage
        # short forms people type in titles
        cam camera cameras
        img image images
        btn button buttons
        pic pics photo photos picture pictures
        msg message messages
        """

    /// The words of `term`'s group other than forms of `term` itself (empty when it has no group).
    static func synonyms(of term: String) -> [String] {
        let stem = Stemmer.stem(term)
        guard let group = table.groupOfStem[stem] else { return [] }
        return table.groups[group].filter { $0.stem != stem }.map(\.word)
    }

    /// The groups of `text`, each word with its stem, and the group of each stem: read from the
    /// text once, when the first query asks for synonyms (never at start-up).
    private static let table: (groups: [[(word: String, stem: String)]], groupOfStem: [String: Int]) = {
        var groups: [[(word: String, stem: String)]] = []
        var groupOfStem: [String: Int] = [:]
        var text = Self.text
        text.withUTF8 { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                guard bytes[lineStart] != UInt8(ascii: "#") else { continue }
                let group = Self.words(bytes, in: lineStart..<lineEnd).map { range in
                    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                    return (word: word, stem: Stemmer.stem(word))
                }
                guard !group.isEmpty else { continue }
                for entry in group { groupOfStem[entry.stem] = groups.count }
                groups.append(group)
            }
        }
        return (groups, groupOfStem)
    }()

    /// The ranges of the space-separated words of `line` in `bytes`.
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>, in line: Range<Int>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var i = line.lowerBound
        while i < line.upperBound {
            while i < line.upperBound, bytes[i] == UInt8(ascii: " ") { i += 1 }
            let start = i
            while i < line.upperBound, bytes[i] != UInt8(ascii: " ") { i += 1 }
            if i > start { words.append(start..<i) }
        }
        return words
    }
}
