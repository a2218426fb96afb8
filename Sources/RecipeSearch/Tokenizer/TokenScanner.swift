import Foundation

/// The tokenizer's machinery: reads a text's UTF-8 bytes, collects each word's scalars, splits
/// the word into camelCase, acronym, digit and underscore parts, folds them (ASCII words byte by
/// byte, others through Foundation's case and diacritic folding) and hands out the folded bytes.
/// Its buffers are allocated once and reused from word to word, so tokenizing ASCII text
/// allocates nothing.
final class TokenScanner {
    /// Receives each token: folded bytes, UTF-16 start and end in the text, position and span.
    typealias Emit = (_ term: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ position: Int, _ span: Int) -> Void

    /// Scalars kept per word; a longer word is far over `maximumWordLength` and is skipped.
    private static let capacity = 256
    private static let foldedCapacity = capacity * 12

    private let scalars = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
    private let kinds = UnsafeMutablePointer<CharacterKind>.allocate(capacity: capacity)
    /// UTF-16 offset of each scalar in the text.
    private let offsets = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
    private let partStarts = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
    private let partEnds = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
    /// The folded parts back to back (the whole word's term), and where each part ends.
    private let folded = UnsafeMutablePointer<UInt8>.allocate(capacity: foldedCapacity)
    private let foldedEnds = UnsafeMutablePointer<Int>.allocate(capacity: capacity)

    private var partCount = 0
    private var foldedCount = 0

    init() {}

    deinit {
        scalars.deallocate()
        kinds.deallocate()
        offsets.deallocate()
        partStarts.deallocate()
        partEnds.deallocate()
        folded.deallocate()
        foldedEnds.deallocate()
    }

    /// Calls `emit` for each token of `text`, whole word first, then its parts. With
    /// `skippingCodeKeywords`, single-part Swift keywords (`func`, `let`, `return`) are dropped.
    func scan(_ text: String, skippingCodeKeywords: Bool = false, emit: Emit) {
        var text = text
        text.withUTF8 { bytes in
            var position = 0
            var offset = 0
            var i = 0
            let n = bytes.count
            // The word being read, in locals (not stored properties) so the loop keeps them in registers.
            let scalars = self.scalars, kinds = self.kinds, offsets = self.offsets
            var length = 0
            var overflow = false
            var isASCII = true
            // The writing system of the word being read (`Script`): a change ends the word.
            var script = Script.other
            @inline(__always) func append(_ scalar: UInt32, _ kind: CharacterKind) {
                guard length < Self.capacity else { overflow = true; return }
                scalars[length] = scalar
                kinds[length] = kind
                offsets[length] = offset
                length += 1
                if scalar >= 0x80 { isASCII = false }
            }
            @inline(__always) func flushWord() {
                flush(length: length, overflow: overflow, isASCII: isASCII, &position, skippingCodeKeywords, emit)
                length = 0
                overflow = false
                isASCII = true
            }
            while i < n {
                let b = bytes[i]
                let scalar: UInt32
                let kind: CharacterKind
                if b < 0x80 {
                    scalar = UInt32(b)
                    kind = CharacterKind.ascii(b)
                    i += 1
                } else {
                    scalar = Self.decode(bytes, &i)
                    kind = CharacterKind(Unicode.Scalar(scalar) ?? "\u{FFFD}")
                }
                switch kind {
                case .separator:
                    if length > 0 || overflow { flushWord() }
                case .joiner, .mark:
                    if length > 0 { append(scalar, kind) }
                default:
                    let own = scalar < 0x80 ? Script.other : Script(scalar)
                    if own != script {
                        if length > 0 || overflow { flushWord() }
                        script = own
                    }
                    append(scalar, kind)
                }
                offset += scalar > 0xFFFF ? 2 : 1
            }
            if length > 0 || overflow { flushWord() }
        }
    }

    /// Writing systems written without spaces between words, or mixed into other text without
    /// them ("web界面", "iOS에서"): where one meets another, a word ends, so the Latin words in a
    /// Chinese, Japanese or Korean sentence are words of their own.
    enum Script: UInt8 {
        case other, hanKana, hangul

        init(_ scalar: UInt32) {
            switch scalar {
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
                self = .hanKana
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF:
                self = .hangul
            default:
                self = .other
            }
        }
    }

    /// The scalar of the multi-byte UTF-8 sequence at `i` (Swift strings hold valid UTF-8); advances `i`.
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> UInt32 {
        let b = UInt32(bytes[i])
        if b < 0xE0, i + 1 < bytes.count {
            defer { i += 2 }
            return (b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
        }
        if b < 0xF0, i + 2 < bytes.count {
            defer { i += 3 }
            return (b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        }
        if i + 3 < bytes.count {
            defer { i += 4 }
            return (b & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
        }
        i = bytes.count
        return 0xFFFD
    }

    /// Emits the word's tokens, advances `position` past it and empties the buffers.
    private func flush(length: Int, overflow: Bool, isASCII: Bool, _ position: inout Int, _ skippingCodeKeywords: Bool, _ emit: Emit) {
        defer {
            partCount = 0
            foldedCount = 0
        }
        if overflow { position += 1; return }
        splitParts(length)
        guard partCount > 0 else { return }
        let start = offsets[partStarts[0]]
        let end = utf16End(partEnds[partCount - 1] - 1)
        guard end - start <= SearchTokenizer.maximumWordLength else { position += 1; return }
        for p in 0..<partCount {
            if isASCII { foldASCII(partStarts[p], partEnds[p]) } else { foldUnicode(partStarts[p], partEnds[p]) }
            foldedEnds[p] = foldedCount
        }
        let all = UnsafeBufferPointer(start: folded, count: foldedCount)
        if partCount == 1 || partCount > SearchTokenizer.maximumParts {
            if all.isEmpty || (skippingCodeKeywords && partCount == 1 && SwiftKeywords.contains(all)) {
                position += 1
                return
            }
            emit(all, start, end, position, 1)
            position += 1
            return
        }
        emit(all, start, end, position, partCount)
        var from = 0
        for p in 0..<partCount {
            let to = foldedEnds[p]
            if to > from {
                emit(UnsafeBufferPointer(start: folded + from, count: to - from), offsets[partStarts[p]], utf16End(partEnds[p] - 1), position + p, 1)
            }
            from = to
        }
        position += partCount
    }

    @inline(__always)
    private func utf16End(_ index: Int) -> Int {
        offsets[index] + (scalars[index] > 0xFFFF ? 2 : 1)
    }

    @inline(__always)
    private func addPart(_ start: Int, _ end: Int) {
        partStarts[partCount] = start
        partEnds[partCount] = end
        partCount += 1
    }

    /// Splits at underscores, lower→upper, acronym→word (`MKMap` → `MK` `Map`) and letter↔digit.
    private func splitParts(_ n: Int) {
        var partStart = -1
        var lastKind = CharacterKind.separator
        var lastIndex = -1
        var beforeLastKind = CharacterKind.separator
        for i in 0..<n {
            let kind = kinds[i]
            switch kind {
            case .underscore, .separator:
                if partStart >= 0 { addPart(partStart, lastIndex + 1); partStart = -1 }
                continue
            case .joiner:
                let inWord = lastIndex == i - 1 && lastKind.isLetter && i + 1 < n && kinds[i + 1].isLetter
                if !inWord, partStart >= 0 { addPart(partStart, lastIndex + 1); partStart = -1 }
                continue
            case .mark:
                if partStart >= 0 { lastIndex = i }
                continue
            default:
                break
            }
            if partStart < 0 {
                partStart = i
            } else if (lastKind == .digit) != (kind == .digit)
                || (kind == .upper && (lastKind == .lower || lastKind == .caseless))
            {
                addPart(partStart, lastIndex + 1)
                partStart = i
            } else if kind == .lower && lastKind == .upper && beforeLastKind == .upper && lastIndex > partStart {
                addPart(partStart, lastIndex)
                partStart = lastIndex
            }
            beforeLastKind = lastKind
            lastKind = kind
            lastIndex = i
        }
        if partStart >= 0 { addPart(partStart, lastIndex + 1) }
    }

    /// Lower-cases ASCII letters and drops apostrophes.
    private func foldASCII(_ start: Int, _ end: Int) {
        for i in start..<end where kinds[i] != .joiner {
            let v = UInt8(truncatingIfNeeded: scalars[i])
            folded[foldedCount] = v >= 0x41 && v <= 0x5A ? v | 0x20 : v
            foldedCount += 1
        }
    }

    /// Lower case without diacritics or apostrophes, through Foundation.
    private func foldUnicode(_ start: Int, _ end: Int) {
        var view = String.UnicodeScalarView()
        for i in start..<end where kinds[i] != .joiner {
            if let scalar = Unicode.Scalar(scalars[i]) { view.append(scalar) }
        }
        let text = String(view).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        for scalar in text.unicodeScalars where CharacterKind(scalar).isWordPart {
            for byte in String(scalar).utf8 where foldedCount < Self.foldedCapacity {
                folded[foldedCount] = byte
                foldedCount += 1
            }
        }
    }
}
