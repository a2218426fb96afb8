/// Light English stemming: steps 1a, 1b and 1c of Porter's algorithm, so that "reloads",
/// "reloading" and "reloaded" all become "reload" and "animates"/"animated" become "animate";
/// then a final "e" after ch, sh, x or z goes (Porter's step 5a, for those endings only), so that
/// the "-es" of "crashes", "touches", "indexes" and "resizes" meets "crash", "touch", "index" and
/// "resized", and "cache" meets "cached".
///
/// Only folded ASCII words of four letters or more are stemmed; anything else is returned as is.
enum Stemmer {
    static func stem(_ term: String) -> String {
        guard term.utf8.count >= 4, term.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return term }
        var w = Array(term.utf8)
        step1a(&w)
        step1b(&w)
        step1c(&w)
        dropSibilantE(&w)
        return String(decoding: w, as: UTF8.self)
    }

    // MARK: - Porter's steps

    private static func step1a(_ w: inout [UInt8]) {
        if ends(w, "sses") || ends(w, "ies") {
            w.removeLast(2)
        } else if ends(w, "ss") {
            return
        } else if ends(w, "s") {
            w.removeLast()
        }
    }

    private static func step1b(_ w: inout [UInt8]) {
        if ends(w, "eed") {
            if measure(w, upTo: w.count - 3) > 0 { w.removeLast() }
            return
        }
        let suffix: Int
        if ends(w, "ed") { suffix = 2 } else if ends(w, "ing") { suffix = 3 } else { return }
        guard hasVowel(w, upTo: w.count - suffix) else { return }
        w.removeLast(suffix)
        if ends(w, "at") || ends(w, "bl") || ends(w, "iz") {
            w.append(0x65)
        } else if endsWithDoubleConsonant(w), let last = w.last, last != 0x6C, last != 0x73, last != 0x7A {
            w.removeLast()
        } else if measure(w, upTo: w.count) == 1, endsCVC(w) {
            w.append(0x65)
        }
    }

    private static func step1c(_ w: inout [UInt8]) {
        if w.last == 0x79, hasVowel(w, upTo: w.count - 1) { w[w.count - 1] = 0x69 }
    }

    /// "e" after ch, sh, x or z, when at least three letters are left ("axe" stays).
    private static func dropSibilantE(_ w: inout [UInt8]) {
        guard w.count >= 4, w.last == 0x65 else { return }
        let before = w[w.count - 2]
        let sibilant = before == 0x78 || before == 0x7A || (before == 0x68 && (w[w.count - 3] == 0x63 || w[w.count - 3] == 0x73))
        if sibilant { w.removeLast() }
    }

    // MARK: - Letter classes

    private static func ends(_ w: [UInt8], _ suffix: StaticString) -> Bool {
        let n = suffix.utf8CodeUnitCount
        guard w.count > n else { return false }
        return suffix.withUTF8Buffer { s in (0..<n).allSatisfy { w[w.count - n + $0] == s[$0] } }
    }

    private static func isConsonant(_ w: [UInt8], _ i: Int) -> Bool {
        switch w[i] {
        case 0x61, 0x65, 0x69, 0x6F, 0x75: return false
        case 0x79: return i == 0 ? true : !isConsonant(w, i - 1)
        default: return true
        }
    }

    /// Porter's m: the number of vowel-consonant sequences in `w[..<end]`.
    private static func measure(_ w: [UInt8], upTo end: Int) -> Int {
        var m = 0, i = 0
        while i < end, isConsonant(w, i) { i += 1 }
        while i < end {
            while i < end, !isConsonant(w, i) { i += 1 }
            guard i < end else { break }
            m += 1
            while i < end, isConsonant(w, i) { i += 1 }
        }
        return m
    }

    private static func hasVowel(_ w: [UInt8], upTo end: Int) -> Bool {
        (0..<max(0, end)).contains { !isConsonant(w, $0) }
    }

    private static func endsWithDoubleConsonant(_ w: [UInt8]) -> Bool {
        w.count >= 2 && w[w.count - 1] == w[w.count - 2] && isConsonant(w, w.count - 1)
    }

    /// Consonant-vowel-consonant at the end, the last consonant not w, x or y.
    private static func endsCVC(_ w: [UInt8]) -> Bool {
        let n = w.count
        guard n >= 3, isConsonant(w, n - 3), !isConsonant(w, n - 2), isConsonant(w, n - 1) else { return false }
        return w[n - 1] != 0x77 && w[n - 1] != 0x78 && w[n - 1] != 0x79
    }
}
