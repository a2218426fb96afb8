/// The words people use for a symptom, beside the words the recipes use for it. Reviewed by hand
/// against real issue titles (`Bench/queries.tsv`, dev half): each line is one group of
/// interchangeable words, and a query word of a group also matches the group's other words (any
/// form of their stem), at `weight` of a literal match so that the asker's own word still ranks
/// first.
///
/// Kept as data: one group per line, words separated by spaces, `#` starts a comment. A word
/// belongs to at most one group.
enum SymptomThesaurus {
    static let weight: Float = 0.5

    static let text = """
        # loops and repeated calls
        loop loops infinite endless repeatedly recursion recursive
        # going away
        dismiss dismissal dismissing close closes closing
        # nothing on screen
        blank white empty nothing
        # the app dies
        crash crashes crashing exception trap terminate terminates terminating killed panic abort sigabrt
        # sizes
        height size sizing intrinsic resize resizes resizing hug
        # memory that is never given back
        leak leaks leaking retain retained dealloc deallocated deinit freed
        # things that move on their own
        jump jumps jumping snaps
        # redrawing over and over
        flicker flickers flickering blink blinks blinking jitter jittering
        # spelling
        color colour colors colours
        # cleaning up
        cleanup teardown dismantle
        # the system says no
        permission permissions authorization denied
        # turning the device
        rotation orientation landscape sideways rotate rotating
        # the interface stops
        freeze freezes freezing hang hangs unresponsive stall stalls
        # callbacks
        called fire fires fired invoked triggered
        # coming back
        restore restores restoration restoring
        # zooming
        zoom zoomable zooming pinch pinchable pinching
        # out of date
        stale outdated
        """

    /// For each word's stem, the other words of its group.
    private static let related: [String: [String]] = {
        var related: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            for word in words {
                related[Stemmer.stem(word), default: []].append(contentsOf: words.filter { Stemmer.stem($0) != Stemmer.stem(word) })
            }
        }
        return related
    }()

    /// The words of `term`'s group other than forms of `term` itself (empty when it has no group).
    static func synonyms(of term: String) -> [String] { related[Stemmer.stem(term)] ?? [] }
}
